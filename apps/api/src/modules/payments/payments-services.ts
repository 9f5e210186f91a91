import type { RideEngine } from '../rides/ride-engine.ts';
import { createCardsService } from './cards.service.ts';
import { createRefundsService } from './refunds.service.ts';
import { createWalletService } from './wallet.service.ts';

/** Cards, the wallet and refunds, on the ride engine's database, clock and card provider. */
export function createPaymentsServices(engine: RideEngine) {
  const { db, clock } = engine.context;
  const { provider } = engine.payments;
  return {
    cards: createCardsService({ db, clock, provider }),
    wallet: createWalletService({ db, clock, provider, settings: engine.settings }),
    refunds: createRefundsService({ db, clock, provider }),
  };
}
export type PaymentsServices = ReturnType<typeof createPaymentsServices>;
