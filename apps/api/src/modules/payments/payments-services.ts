import type { FastifyBaseLogger } from 'fastify';
import type { RideEngine } from '../../ride-engine.ts';
import { createCardsService } from './cards.service.ts';
import { createRefundsService } from './refunds.service.ts';
import { createSandboxAuthenticationService, type ReturnOrigins } from './sandbox-authentication.service.ts';
import { createStripeWebhooksService } from './stripe-webhooks.service.ts';
import { createWalletService } from './wallet.service.ts';

/**
 * Cards, the wallet, refunds and the sandbox's 3-D Secure page, on the ride engine's database, clock and card
 * provider; `origins` are where that page may send the rider back to (the configured origins only).
 */
export function createPaymentsServices(
  engine: RideEngine,
  origins: ReturnOrigins = { allowedOrigins: [] },
  stripeWebhooks?: { signingSecret: string | undefined; log: FastifyBaseLogger },
) {
  const { db, clock } = engine.context;
  const signingSecret = stripeWebhooks?.signingSecret;
  const { provider } = engine.payments;
  return {
    cards: createCardsService({ db, clock, provider }),
    wallet: createWalletService({ db, clock, provider, settings: engine.settings }),
    refunds: createRefundsService({ db, clock, queue: engine.payments.queue }),
    sandboxAuthentication: createSandboxAuthenticationService({
      db,
      isSandbox: provider.kind === 'sandbox',
      origins,
    }),
    /** Stripe's webhooks: only with Stripe and its signing secret (STRIPE_WEBHOOK_SECRET). */
    stripeWebhooks:
      provider.kind === 'stripe' && signingSecret !== undefined && stripeWebhooks !== undefined
        ? createStripeWebhooksService({ db, clock, signingSecret, log: stripeWebhooks.log })
        : undefined,
  };
}
export type PaymentsServices = ReturnType<typeof createPaymentsServices>;
