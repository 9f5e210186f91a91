import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  RECONCILIATION_MESSAGES,
  reconciliationRunListResponseSchema,
  reconciliationRunResponseSchema,
  type ReconciliationRunDetail,
} from '@ridebook/validation';
import { auditLog, cardPayments, payouts, reconciliationRuns } from '../../db/schema.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { completedRide, todayAtTen } from '../../test/money-support.ts';
import { cardPaymentsOf, ledgerTotals } from '../../test/payments-support.ts';
import { connectPayoutAccount } from '../../test/payout-support.ts';
import {
  buildRideTestContext,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import type { FakeStripeConnect } from '../../test/stripe-connect-stand-in.ts';
import { stripeTestContextPerTest } from '../../test/stripe-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

// The daily reconciliation through the API, on PGlite and PostgreSQL: RideBook's card payments, tips, refunds and
// payouts of a day compared with the Stripe stand-in's lists (PaymentIntents, Refunds, Transfers, in Stripe's list
// format) or the sandbox's own books; each difference kind found and kept; a provider that cannot be read; bad
// input and roles. The ledger balances after every test.

const today = () => todayAtTen().toISOString().slice(0, 10);

/** Runs now as an admin (202, queued), lets the queue run it, and answers the run with its differences. */
async function reconcile(
  context: RideTestContext,
  admin: TestBrowser,
  body: object = {},
): Promise<ReconciliationRunDetail> {
  const started = await admin.post('/api/admin/reconciliation/runs', body);
  expect(started.statusCode).toBe(202);
  const queued = reconciliationRunResponseSchema.parse(started.json()).data;
  expect(queued).toMatchObject({ status: 'queued', trigger: 'admin', differences: [] });
  await context.app.settlements.runDue();
  const read = await admin.get(`/api/admin/reconciliation/runs/${queued.id}`);
  expect(read.statusCode).toBe(200);
  return reconciliationRunResponseSchema.parse(read.json()).data;
}

/**
 * A day of money: a card ride, its tip and a partial refund to the card, and the driver cashing out through their
 * connected account; every settlement run.
 */
async function dayOfMoney(context: RideTestContext, stripe?: FakeStripeConnect) {
  const admin = await signedInAdmin(context.app, context.db);
  const rider = await signedInRider(context.app);
  const driver = await signedInDriver(context.app, context.db);
  const { ride } = await completedRide(context, { paymentMethod: 'card', rider, driver });
  expect((await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 })).statusCode).toBe(200);
  const refunded = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
    amount: 200,
    destination: 'card',
    reason: 'Long pickup',
  });
  expect(refunded.statusCode).toBe(200);
  await connectPayoutAccount(driver.browser, stripe);
  const cashedOut = await driver.browser.post('/api/driver/payouts', {
    amount: 800,
    idempotencyKey: randomUUID(),
  });
  expect(cashedOut.statusCode).toBe(201);
  await context.app.settlements.runDue();
  return { admin, rider, driver, ride };
}

describe.skipIf(isTestDatabaseMissing)('reconciliation with Stripe (cards and Connect)', () => {
  const context = stripeTestContextPerTest({ payouts: true });

  it('a day whose records all match Stripe’s lists has no differences', async () => {
    const { admin, ride } = await dayOfMoney(context, context.stripe);
    const [tip] = (await cardPaymentsOf(context, ride.id)).filter((payment) => payment.purpose === 'tip');
    expect(tip).toMatchObject({ status: 'captured', capturedAmount: 300 });

    context.stripe.received.length = 0;
    const run = await reconcile(context, admin.browser);
    expect(run).toMatchObject({
      day: today(),
      status: 'completed',
      paymentProvider: 'stripe',
      payoutProvider: 'stripe',
      // The ride's capture and the tip; the refund; the cash-out.
      checked: { charges: 2, refunds: 1, payouts: 1 },
      differenceCount: 0,
      differences: [],
      error: null,
    });
    // Stripe was read with its list calls for the day and the days around it, page by page.
    const lists = context.stripe.received.filter((request) => request.method === 'GET');
    const listed = lists.map((request) => request.path.split('?')[0]).sort();
    expect(listed).toEqual(['/v1/payment_intents', '/v1/refunds', '/v1/transfers']);
    const query = new URL(lists[0]?.path ?? '', 'http://stripe').searchParams;
    const from = Date.parse(`${today()}T00:00:00Z`) / 1000;
    expect(Number(query.get('created[gte]'))).toBe(from - 86_400);
    expect(Number(query.get('created[lt]'))).toBe(from + 2 * 86_400);

    const runs = await admin.browser.get('/api/admin/reconciliation/runs');
    expect(reconciliationRunListResponseSchema.parse(runs.json()).data).toEqual([
      expect.objectContaining({ id: run.id, status: 'completed', differenceCount: 0 }),
    ]);
    const [audit] = await context.db.select().from(auditLog).where(eq(auditLog.action, 'reconciliation.run'));
    expect(audit).toMatchObject({
      targetType: 'reconciliation',
      targetId: run.id,
      details: { day: today() },
    });
  });

  it('lists money missing on either side, and amounts and states that differ', async () => {
    const { admin, ride } = await dayOfMoney(context, context.stripe);
    const [hold] = (await cardPaymentsOf(context, ride.id)).filter((payment) => payment.purpose === 'ride');
    if (hold === undefined) throw new Error('no ride payment');
    // Someone refunded 150 in Stripe's dashboard: Stripe has a refund RideBook does not.
    const dashboardRefund = await fetch(`${context.stripe.baseUrl}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: hold.providerPaymentId, amount: '150' }).toString(),
    });
    const refundId = (await dashboardRefund.json()) as { id: string };
    // RideBook's capture was recorded 1 cent high; its payout says failed though Stripe paid it; and a captured
    // payment Stripe never saw.
    await context.db
      .update(cardPayments)
      .set({ capturedAmount: hold.capturedAmount + 1 })
      .where(eq(cardPayments.id, hold.id));
    const [payout] = await context.db.select().from(payouts);
    await context.db
      .update(payouts)
      .set({ status: 'failed' })
      .where(eq(payouts.id, payout?.id ?? ''));
    const [ghost] = await context.db
      .insert(cardPayments)
      .values({
        userId: hold.userId,
        purpose: 'wallet_top_up',
        provider: 'stripe',
        providerPaymentId: 'pi_never_at_stripe',
        status: 'captured',
        currency: 'USD',
        amount: 1_000,
        capturedAmount: 1_000,
        createdAt: todayAtTen(),
        updatedAt: todayAtTen(),
      })
      .returning();

    const run = await reconcile(context, admin.browser);
    expect(run.status).toBe('completed');
    expect(run.differenceCount).toBe(4);
    const differences = run.differences.map(({ id: _id, ...rest }) => rest);
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          recordKind: 'charge',
          kind: 'amount_mismatch',
          providerId: hold.providerPaymentId,
          recordId: hold.id,
          rideId: ride.id,
          ridebookAmount: hold.capturedAmount + 1,
          providerAmount: hold.capturedAmount,
        }),
        expect.objectContaining({
          recordKind: 'charge',
          kind: 'missing_at_provider',
          providerId: 'pi_never_at_stripe',
          recordId: ghost?.id,
          ridebookAmount: 1_000,
          providerAmount: null,
        }),
        expect.objectContaining({
          recordKind: 'refund',
          kind: 'missing_in_ridebook',
          providerId: refundId.id,
          recordId: null,
          providerAmount: 150,
        }),
        expect.objectContaining({
          recordKind: 'payout',
          kind: 'state_mismatch',
          recordId: payout?.id,
          ridebookState: 'failed',
          providerState: 'paid',
        }),
      ]),
    );
    // Put back as it was: the ledger never moved (the test's own edits were of mirror rows only).
    await context.db
      .update(payouts)
      .set({ status: 'paid' })
      .where(eq(payouts.id, payout?.id ?? ''));
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('a Stripe that cannot be read leaves the run failed with its words (no retries here); nothing is kept', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    context.stripe.override((request) =>
      request.method === 'GET' && request.path.startsWith('/v1/refunds')
        ? { status: 500, body: { error: { type: 'api_error', message: 'down' } } }
        : undefined,
    );
    const run = await reconcile(context, admin.browser);
    expect(run).toMatchObject({
      status: 'failed',
      error: 'Stripe refund list failed: HTTP 500 (StripeAPIError)',
      differences: [],
    });
    expect(run.finishedAt).not.toBeNull();
    // A job run again (a repeat) finds the run done and changes nothing.
    expect(await context.app.settlements.runDue()).toBe(0);
  });
});

describe.skipIf(isTestDatabaseMissing)('reconciliation with the sandbox providers', () => {
  const context = {} as RideTestContext;

  it('compares with the sandbox’s own books; the schedule queues yesterday once; bad input and roles are refused', async () => {
    Object.assign(context, await buildRideTestContext());
    context.clock.set(todayAtTen());
    try {
      const { admin, rider, driver } = await dayOfMoney(context);
      const run = await reconcile(context, admin.browser, { day: today() });
      expect(run).toMatchObject({
        status: 'completed',
        paymentProvider: 'sandbox',
        payoutProvider: 'sandbox',
        checked: { charges: 2, refunds: 1, payouts: 1 },
        differences: [],
      });

      // The schedule: yesterday's run, queued once however many processes ask.
      expect(await context.app.reconciliation.scheduleDaily()).toBe(true);
      expect(await context.app.reconciliation.scheduleDaily()).toBe(false);
      const scheduled = await context.db
        .select()
        .from(reconciliationRuns)
        .where(eq(reconciliationRuns.trigger, 'schedule'));
      const yesterday = new Date(todayAtTen().getTime() - 86_400_000).toISOString().slice(0, 10);
      expect(scheduled).toEqual([
        expect.objectContaining({ day: yesterday, status: 'queued', actorId: null }),
      ]);
      await context.app.settlements.runDue();
      const done = await admin.browser.get(`/api/admin/reconciliation/runs/${scheduled[0]?.id}`);
      // Nothing happened yesterday: nothing to compare, nothing different.
      expect(reconciliationRunResponseSchema.parse(done.json()).data).toMatchObject({
        status: 'completed',
        trigger: 'schedule',
        checked: { charges: 0, refunds: 0, payouts: 0 },
        differences: [],
      });

      const tomorrow = new Date(todayAtTen().getTime() + 86_400_000).toISOString().slice(0, 10);
      for (const [body, message] of [
        [{ day: tomorrow }, RECONCILIATION_MESSAGES.dayInFuture],
        [{ day: '2026-02-30' }, 'Enter a valid date'],
        [{ day: 42 }, 'Enter a valid date'],
      ] as const) {
        const refused = await admin.browser.post('/api/admin/reconciliation/runs', body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ errors: [{ path: 'day', message }] });
      }
      const extra = await admin.browser.post('/api/admin/reconciliation/runs', { day: today(), all: true });
      expect(extra.statusCode).toBe(400);
      const unknown = await admin.browser.get(
        '/api/admin/reconciliation/runs/00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: ERROR_CODES.RECONCILIATION_RUN_NOT_FOUND });
      expect((await admin.browser.get('/api/admin/reconciliation/runs/not-a-uuid')).statusCode).toBe(400);
      for (const someone of [rider.browser, driver.browser]) {
        expect((await someone.get('/api/admin/reconciliation/runs')).statusCode).toBe(403);
        expect((await someone.post('/api/admin/reconciliation/runs', {})).statusCode).toBe(403);
      }
      expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    } finally {
      await context.app.close();
    }
  });
});
