import type { RideEngine } from '../../ride-engine.ts';
import { createCardsService } from './cards.service.ts';
import { createRefundsService } from './refunds.service.ts';
import { createSandboxAuthenticationService, type ReturnOrigins } from './sandbox-authentication.service.ts';
import { createWalletService } from './wallet.service.ts';

/**
 * Cards, the wallet, refunds and the sandbox's 3-D Secure page, on the ride engine's database, clock and card
 * provider; `origins` are where that page may send the rider back to (the configured origins only).
 */
export function createPaymentsServices(engine: RideEngine, origins: ReturnOrigins = { allowedOrigins: [] }) {
  const { db, clock } = engine.context;
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
  };
}
export type PaymentsServices = ReturnType<typeof createPaymentsServices>;
