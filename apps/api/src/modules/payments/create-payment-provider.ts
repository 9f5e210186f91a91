import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

/**
 * PAYMENT_PROVIDER=sandbox (default) or stripe (STRIPE_SECRET_KEY required, checked at start by env.ts). The
 * sandbox keeps its 3-D Secure answers in `store`'s database.
 */
export function createPaymentProvider(
  env: Pick<Env, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
  store?: { db: Database; clock: Clock },
): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'stripe' && env.STRIPE_SECRET_KEY !== undefined) {
    return createStripePaymentProvider({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE });
  }
  return createSandboxPaymentProvider(store);
}
