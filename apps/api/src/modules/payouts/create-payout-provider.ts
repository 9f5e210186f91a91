import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.ts';
import { createStripePayoutProvider } from './stripe-payout-provider.ts';

/** PAYOUT_PROVIDER=sandbox (default) or stripe (Stripe Connect; STRIPE_SECRET_KEY required, checked by env.ts). */
export function createPayoutProvider(
  env: Pick<Env, 'PAYOUT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
  store: { db: Database; clock: Clock },
): PayoutProvider {
  if (env.PAYOUT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY !== undefined) {
    return createStripePayoutProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  }
  return createSandboxPayoutProvider(store);
}
