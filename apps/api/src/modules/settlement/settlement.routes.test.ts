import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, SETTLEMENT_MESSAGES, settlementListResponseSchema } from '@ridebook/validation';
import { cardPayments, cardRefunds } from '../../db/schema.ts';
import { acceptedRide, completedRide } from '../../test/money-support.ts';
import { signedInAdmin, signedInDriver, signedInRider } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { cardPaymentsOf } from '../../test/payments-support.ts';
import type { FakeStripe } from '../../test/stripe-test-server.ts';
import { stripeTestContextPerTest } from '../../test/stripe-support.ts';

const capturesOf = (stripe: FakeStripe) =>
  stripe.received.filter((request) => /^\/v1\/payment_intents\/[^/]+\/capture$/.test(request.path));

// Settlement through the durable queue against the Stripe stand-in: no retries left after the first failure
// (SETTLEMENT_RETRY_LIMIT=0), so a failure is the admin's at once.
describe.skipIf(isTestDatabaseMissing)('durable settlement', () => {
  const context = stripeTestContextPerTest();

  it('a capture that fails is listed for admins, retried by one, and captured once with its idempotency key', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider, driver, 'card');
    context.stripe.override((request) =>
      request.path.endsWith('/capture') ? { status: 500, body: { error: { type: 'api_error' } } } : undefined,
    );
    for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
      expect((await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
    }
    expect(await context.app.settlements.runDue()).toBe(1);
    const [hold] = await cardPaymentsOf(context, ride.id);
    expect(hold).toMatchObject({ status: 'capture_failed', settlementAttempts: 1 });

    expect((await rider.browser.get('/api/admin/settlements')).statusCode).toBe(403);
    const listed = settlementListResponseSchema.parse(
      (await admin.browser.get('/api/admin/settlements')).json(),
    );
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: hold?.id,
        kind: 'capture',
        state: 'failed',
        rideId: ride.id,
        amount: hold?.capturedAmount,
        attempts: 1,
        lastError: expect.any(String) as string,
      }),
    ]);

    context.stripe.override(null);
    const retried = await admin.browser.post(`/api/admin/settlements/${hold?.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ data: { id: hold?.id, state: 'pending' } });
    expect(await context.app.settlements.runDue()).toBe(1);
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({ status: 'captured' });
    expect(
      settlementListResponseSchema.parse((await admin.browser.get('/api/admin/settlements')).json()).data,
    ).toEqual([]);
    // Every capture request carried the same key: Stripe would replay the first answer, never charge twice.
    const keys = capturesOf(context.stripe).map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual([`capture-${hold?.id}`, `capture-${hold?.id}`]);

    const again = await admin.browser.post(`/api/admin/settlements/${hold?.id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: ERROR_CODES.SETTLEMENT_NOT_FOUND,
      message: SETTLEMENT_MESSAGES.settlementNotFound,
    });
    const bad = await admin.browser.post('/api/admin/settlements/not-an-id/retry');
    expect(bad.statusCode).toBe(400);
  });

  it('a pending settlement cannot be retried; recovery after a stop captures a ride left unsettled exactly once', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider, driver, 'card');
    for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
      expect((await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
    }
    const [hold] = await cardPaymentsOf(context, ride.id);
    const pending = await admin.browser.post(`/api/admin/settlements/${hold?.id}/retry`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: ERROR_CODES.SETTLEMENT_NOT_FAILED });

    // As if the process stopped between the completion's commit and the settlement's claim: the hold is still
    // authorised on a completed ride. Recovery at the next start claims it; the job of its id is queued once.
    await context.db
      .update(cardPayments)
      .set({ status: 'authorised', capturedAmount: 0 })
      .where(eq(cardPayments.rideId, ride.id));
    await context.app.settlements.recover();
    await context.app.settlements.recover();
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({ status: 'capture_pending' });
    expect(await context.app.settlements.runDue()).toBe(1);
    await context.app.settlements.recover();
    expect(await context.app.settlements.runDue()).toBe(0);
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({
      status: 'captured',
      capturedAmount: hold?.capturedAmount,
    });
    expect(capturesOf(context.stripe)).toHaveLength(1);
  });

  it('a card refund is recorded in the refund’s transaction and sent to the provider by its job, once', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const { ride } = await completedRide(context, { paymentMethod: 'card' });
    context.stripe.received.length = 0;
    const refunded = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
      amount: 300,
      destination: 'card',
      reason: 'Long pickup',
    });
    expect(refunded.statusCode).toBe(200);
    // Nothing asked of the provider inside the refund's transaction.
    expect(context.stripe.received.filter((request) => request.path === '/v1/refunds')).toEqual([]);
    const [pending] = await context.db.select().from(cardRefunds);
    expect(pending).toMatchObject({ amount: 300, status: 'pending', providerRefundId: null });
    expect(await context.app.settlements.runDue()).toBe(1);
    expect(await context.app.settlements.runDue()).toBe(0);
    const [done] = await context.db.select().from(cardRefunds);
    expect(done).toMatchObject({ status: 'succeeded', providerRefundId: expect.any(String) as string });
    const refundRequests = context.stripe.received.filter((request) => request.path === '/v1/refunds');
    expect(refundRequests.map((request) => request.headers['idempotency-key'])).toEqual([
      `refund-${pending?.id}`,
    ]);
  });
});
