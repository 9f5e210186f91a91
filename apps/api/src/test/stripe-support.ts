import { afterEach, beforeEach, expect } from 'vitest';
import Stripe from 'stripe';
import type { Env } from '../config/env.ts';
import { todayAtTen } from './money-support.ts';
import { ledgerTotals } from './payments-support.ts';
import { buildRideTestContext, type RideTestContext } from './ride-support.ts';
import { startFakeStripeConnect, type FakeStripeConnect } from './stripe-connect-stand-in.ts';

// The one setup of the tests that run the API against the Stripe stand-in (webhooks, settlement, payouts,
// reconciliation): the stand-in (cards and Connect on one server), an app configured for it, the clock at 10:00 today,
// and after each test the ledger checked balanced and both closed. Also Stripe's signed events, as its webhooks send
// them.

export const STRIPE_WEBHOOK_TEST_SECRET = 'whsec_ridebook_webhook_test';

export type StripeTestContext = RideTestContext & { stripe: FakeStripeConnect };

/**
 * For each test of the enclosing describe: a fresh stand-in and app, cards (`cards`) and payouts (`payouts`) through
 * Stripe as asked, no settlement retries (a failure is the admin's at once) unless `env` says otherwise. The object
 * returned stays the same; its fields are those of the test that runs.
 */
export function stripeTestContextPerTest(
  options: { cards?: boolean; payouts?: boolean; env?: Partial<Env> } = {},
): StripeTestContext {
  const context = {} as StripeTestContext;
  beforeEach(async () => {
    const stripe = await startFakeStripeConnect();
    const built = await buildRideTestContext({
      STRIPE_SECRET_KEY: 'sk_test_ridebook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ridebook',
      STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_TEST_SECRET,
      STRIPE_API_BASE: stripe.baseUrl,
      SETTLEMENT_RETRY_LIMIT: 0,
      ...(options.cards !== false && { PAYMENT_PROVIDER: 'stripe' as const }),
      ...(options.payouts === true && { PAYOUT_PROVIDER: 'stripe' as const }),
      ...options.env,
    });
    built.clock.set(todayAtTen());
    Object.assign(context, built, { stripe });
  });
  afterEach(async () => {
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    await context.app.close();
    await context.stripe.close();
  });
  return context;
}

let eventCounter = 0;

/** An event as Stripe sends it (the fields RideBook reads, and the envelope), with a fresh id unless given one. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${(eventCounter += 1)}`,
) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Sends `event` signed by the SDK's own test signer, as Stripe would (or with another secret / a raw header). */
export async function deliverStripeEvent(
  context: RideTestContext,
  event: object,
  signing: { secret?: string; header?: string } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    signing.header ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: signing.secret ?? STRIPE_WEBHOOK_TEST_SECRET,
    });
  return context.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}
