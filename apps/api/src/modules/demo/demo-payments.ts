import type { App } from '../../app.ts';
import { createPaymentsServices, SANDBOX_TEST_CARDS } from '../payments/index.ts';
import { findUserByEmail } from '../users/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/**
 * With the sandbox card provider, the demo rider starts with the sandbox's always-succeeding Visa as their default
 * card, so "pay by card" works on the first booking of a fresh demo. Never with a real provider. Returns whether it
 * saved the card.
 */
export async function seedDemoRiderCard(app: App): Promise<boolean> {
  const { rideEngine } = app;
  if (rideEngine.payments.provider.kind !== 'sandbox') return false;
  const riderAccount = DEMO_ACCOUNTS.find((account) => account.role === 'rider');
  const rider = riderAccount && (await findUserByEmail(rideEngine.context.db, riderAccount.email));
  if (!rider) return false;
  // The demo's own origin is where the setup "returns" (nobody is redirected: the card is typed here, as a rider
  // would on the sandbox's hosted card page).
  const returnUrl = 'http://localhost/rider/wallet';
  const { cards, sandboxCardSetup } = createPaymentsServices(rideEngine, {
    allowedOrigins: [new URL(returnUrl).origin],
  });
  if ((await cards.list(rider.id)).length > 0) return false;
  const visa = SANDBOX_TEST_CARDS.find((card) => card.brand === 'visa' && card.outcome === 'succeeds');
  if (!visa) return false;
  const setup = await cards.startSetup(rider.id, { returnUrl });
  const typed = await sandboxCardSetup.submit(setup.setupId, setup.clientSecret, {
    number: visa.number,
    expMonth: '12',
    expYear: String(new Date().getFullYear() + 3),
    cvc: '123',
  });
  if (typed.outcome !== 'saved') return false;
  await cards.add(rider.id, { setupId: setup.setupId, makeDefault: true });
  return true;
}
