import type { FastifyBaseLogger } from 'fastify';
import type { RideEngine } from '../../ride-engine.ts';
import { createCardsService } from './cards.service.ts';
import { createRefundsService } from './refunds.service.ts';
import { createSandboxAuthenticationService, type ReturnOrigins } from './sandbox-authentication.service.ts';
import { createSandboxCardSetupService } from './sandbox-card-setup.service.ts';
import { createStripeWebhooksService, type TransferReversedHandler } from './stripe-webhooks.service.ts';
import { createWalletService } from './wallet.service.ts';

/** Stripe's keys the payment routes use (from the environment); none with the sandbox. */
export type StripeSettings = {
  /** STRIPE_PUBLISHABLE_KEY: what Stripe.js in the rider app loads with. */
  publishableKey?: string | undefined;
  /** A Connect transfer Stripe reversed: the payout's money back in the driver's balance (decision 029). */
  onTransferReversed?: TransferReversedHandler;
  /** STRIPE_WEBHOOK_SECRET: the webhook endpoint exists only with it. */
  webhookSecret?: string | undefined;
  log?: FastifyBaseLogger;
};

/**
 * Cards, the wallet, refunds, the sandbox's pages (3-D Secure, the hosted card page) and Stripe's webhooks, on the
 * ride engine's database, clock and card provider; `origins` are where a page may send the rider back to (the
 * configured origins only).
 */
export function createPaymentsServices(
  engine: RideEngine,
  origins: ReturnOrigins = { allowedOrigins: [] },
  stripe: StripeSettings = {},
) {
  const { db, clock } = engine.context;
  const { provider } = engine.payments;
  const isSandbox = provider.kind === 'sandbox';
  const { webhookSecret, log } = stripe;
  return {
    cards: createCardsService({
      db,
      clock,
      provider,
      origins,
      publishableKey: stripe.publishableKey ?? null,
    }),
    wallet: createWalletService({ db, clock, provider, cities: engine.cities }),
    refunds: createRefundsService({ db, clock, queue: engine.payments.queue }),
    sandboxAuthentication: createSandboxAuthenticationService({ db, isSandbox, origins }),
    sandboxCardSetup: createSandboxCardSetupService({ db, clock, isSandbox, origins }),
    stripeWebhooks:
      provider.kind === 'stripe' && webhookSecret !== undefined && log !== undefined
        ? createStripeWebhooksService({
            db,
            clock,
            signingSecret: webhookSecret,
            log,
            ...(stripe.onTransferReversed !== undefined && { onTransferReversed: stripe.onTransferReversed }),
          })
        : undefined,
  };
}
export type PaymentsServices = ReturnType<typeof createPaymentsServices>;
