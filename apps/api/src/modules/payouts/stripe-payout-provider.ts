import Stripe from 'stripe';
import { PayoutProviderError, type PayoutProvider } from './payout-provider.ts';

// Stripe Connect with Express accounts, through the official SDK on a pinned API version
// (https://docs.stripe.com/connect/express-accounts): the platform opens an Express account per driver
// (`POST /v1/accounts`), sends the driver to Stripe's hosted onboarding with an Account Link
// (`POST /v1/account_links`, type `account_onboarding`), reads `payouts_enabled` (`GET /v1/accounts/:id`) and pays
// with Transfers from its balance (`POST /v1/transfers`, `destination` the account); Stripe then pays the account
// out to the driver's bank on the account's own schedule. Every POST carries an Idempotency-Key.

/** The API version this adapter was written against (stripe@23.1.0's own), never the account's default. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export type StripePayoutOptions = {
  secretKey: string;
  /** `https://api.stripe.com`, or a local stand-in in tests. */
  apiBase: string;
  timeoutMs?: number;
};

/** What an SDK failure says, without the request (which never holds secrets here, but stays out of logs anyway). */
function providerError(action: string, error: unknown): PayoutProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode === undefined ? 'no answer' : `HTTP ${error.statusCode}`;
    const detail = error.code ?? error.rawType ?? error.type;
    return new PayoutProviderError(`Stripe ${action} failed (${status}, ${detail})`);
  }
  return new PayoutProviderError(`Stripe ${action} failed (${(error as Error).name})`);
}

export function createStripePayoutProvider(options: StripePayoutOptions): PayoutProvider {
  const base = new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port === '' ? (base.protocol === 'http:' ? 80 : 443) : Number(base.port),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    // Retries belong to the durable queue (backoff, visible attempts), not to a hidden loop inside one job.
    maxNetworkRetries: 0,
    timeout: options.timeoutMs ?? 15_000,
    telemetry: false,
  });

  async function attempt<T>(action: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw providerError(action, error);
    }
  }

  return {
    kind: 'stripe',

    async createAccount(driver, idempotencyKey) {
      const account = await attempt('account creation', () =>
        stripe.accounts.create(
          {
            type: 'express',
            email: driver.email,
            capabilities: { transfers: { requested: true } },
            metadata: { driver_id: driver.driverId },
          },
          { idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },

    async createOnboardingLink(accountId, back) {
      const link = await attempt('account link', () =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: back.returnUrl,
          refresh_url: back.refreshUrl,
        }),
      );
      return { url: link.url };
    },

    async findAccount(accountId) {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return {
          isPayoutsEnabled: account.payouts_enabled,
          isDetailsSubmitted: account.details_submitted,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return undefined;
        throw providerError('account retrieval', error);
      }
    },

    async transfer(request) {
      const transfer = await attempt('transfer', () =>
        stripe.transfers.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            destination: request.accountId,
            description: request.description,
            metadata: { reference: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },
  };
}
