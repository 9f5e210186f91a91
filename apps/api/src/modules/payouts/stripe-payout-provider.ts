import Stripe from 'stripe';
import { createStripeClient, type StripeClientOptions } from '../payments/index.ts';
import { PayoutProviderError, type PayoutProvider } from './payout-provider.ts';

// Stripe Connect with Express accounts, through the official SDK on a pinned API version
// (https://docs.stripe.com/connect/express-accounts): the platform opens an Express account per driver
// (`POST /v1/accounts`), sends the driver to Stripe's hosted onboarding with an Account Link
// (`POST /v1/account_links`, type `account_onboarding`), reads `payouts_enabled` (`GET /v1/accounts/:id`) and pays
// with Transfers from its balance (`POST /v1/transfers`, `destination` the account); Stripe then pays the account
// out to the driver's bank on the account's own schedule. Every POST carries an Idempotency-Key.

export type StripePayoutOptions = StripeClientOptions;

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
  // The same pinned client as the card adapter (no hidden retries: they belong to the durable queue).
  const stripe = createStripeClient(options);

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

    async listTransfers(period) {
      const created = {
        gte: Math.floor(period.from.getTime() / 1000),
        lt: Math.ceil(period.to.getTime() / 1000),
      };
      const transfers = await attempt('transfer list', () =>
        stripe.transfers.list({ created, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
      );
      return transfers.map((transfer) => ({
        id: transfer.id,
        accountId:
          typeof transfer.destination === 'string' ? transfer.destination : (transfer.destination?.id ?? ''),
        // A transfer reversed in full (https://docs.stripe.com/connect/separate-charges-and-transfers#reversing-transfers)
        // never reached the driver.
        status: transfer.reversed || transfer.amount_reversed >= transfer.amount ? 'reversed' : 'paid',
        amount: transfer.amount - transfer.amount_reversed,
        currency: transfer.currency.toUpperCase(),
        reference: transfer.metadata.reference ?? null,
        createdAt: new Date(transfer.created * 1000),
      }));
    },
  };
}
