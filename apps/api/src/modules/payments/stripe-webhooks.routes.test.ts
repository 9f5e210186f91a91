import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, WEBHOOK_MESSAGES } from '@ridebook/validation';
import { cardDisputes, cardPayments, cardRefunds, providerEvents } from '../../db/schema.ts';
import { acceptedRide, completedRide, todayAtTen } from '../../test/money-support.ts';
import {
  buildRideTestContext,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { cardPaymentsOf, ledgerTotals } from '../../test/payments-support.ts';
import Stripe from 'stripe';
import {
  STRIPE_WEBHOOK_TEST_SECRET,
  deliverStripeEvent,
  stripeEvent,
  stripeTestContextPerTest,
} from '../../test/stripe-support.ts';

const intent = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'payment_intent',
  amount_received: 0,
  cancellation_reason: null,
  last_payment_error: null,
  ...extra,
});

describe.skipIf(isTestDatabaseMissing)('Stripe webhooks', () => {
  const context = stripeTestContextPerTest();
  const deliver = (event: object, signing: { secret?: string; header?: string } = {}) =>
    deliverStripeEvent(context, event, signing);

  /** A completed card ride whose capture failed at Stripe (the answer was lost): `capture_failed`. */
  async function rideWithLostCapture() {
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
    context.stripe.override(null);
    const [hold] = await cardPaymentsOf(context, ride.id);
    if (hold?.status !== 'capture_failed') throw new Error(`expected a failed capture, got ${hold?.status}`);
    return { ride, hold };
  }

  it('refuses a missing, forged or foreign signature with 400 and changes nothing', async () => {
    const { ride, hold } = await rideWithLostCapture();
    const event = stripeEvent(
      'payment_intent.succeeded',
      intent(hold.providerPaymentId, { amount_received: hold.capturedAmount }),
    );
    for (const signing of [{ header: '' }, { secret: 'whsec_someone_else' }, { header: 't=1,v1=deadbeef' }]) {
      const refused = await deliver(event, signing);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: ERROR_CODES.WEBHOOK_SIGNATURE_INVALID,
        message: WEBHOOK_MESSAGES.signatureInvalid,
      });
    }
    // A body changed after signing: the signature no longer matches.
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_TEST_SECRET });
    const tampered = await context.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: payload.replace(String(hold.capturedAmount), '1'),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({ status: 'capture_failed' });
    expect(await context.db.select().from(providerEvents)).toEqual([]);
  });

  it('payment_intent.succeeded confirms a lost capture once: the same event sent 10 times changes nothing after the first', async () => {
    const { ride, hold } = await rideWithLostCapture();
    const event = stripeEvent(
      'payment_intent.succeeded',
      intent(hold.providerPaymentId, { amount_received: hold.capturedAmount }),
    );
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { received: true, isDuplicate: false } });
    const [captured] = await cardPaymentsOf(context, ride.id);
    expect(captured).toMatchObject({
      status: 'captured',
      capturedAmount: hold.capturedAmount,
      settlementError: null,
    });
    const before = await context.db.select().from(cardPayments);
    const ledgerBefore = await ledgerTotals(context);

    // An admin's retry of the settlement would now be refused: it is settled.
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.post(`/api/admin/settlements/${hold.id}/retry`)).statusCode).toBe(404);

    for (let delivery = 0; delivery < 10; delivery += 1) {
      const replay = await deliver(event);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ data: { received: true, isDuplicate: true } });
    }
    expect(await context.db.select().from(cardPayments)).toEqual(before);
    expect(await ledgerTotals(context)).toEqual(ledgerBefore);
    const events = await context.db.select().from(providerEvents);
    expect(events).toEqual([
      expect.objectContaining({
        eventId: event.id,
        type: 'payment_intent.succeeded',
        outcome: 'applied: captured',
      }),
    ]);
  });

  it('a late payment_intent.succeeded after a refund is recorded changes nothing; charge.refunded confirms pending refunds', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const { ride } = await completedRide(context, { paymentMethod: 'card' });
    const [hold] = await cardPaymentsOf(context, ride.id);
    if (!hold) throw new Error('no hold');
    const refund = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
      amount: 300,
      destination: 'card',
      reason: 'Long pickup',
    });
    expect(refund.statusCode).toBe(200);
    context.clock.set(new Date(todayAtTen().getTime() + 60_000));
    const second = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
      amount: 200,
      destination: 'card',
      reason: 'Dirty car',
    });
    expect(second.statusCode).toBe(200);
    // The refund jobs have not run; Stripe tells of the first refund only (300 of 500 recorded).
    const refunded = await deliver(
      stripeEvent('charge.refunded', {
        id: 'ch_test_1',
        object: 'charge',
        payment_intent: hold.providerPaymentId,
        amount_refunded: 300,
      }),
    );
    expect(refunded.statusCode).toBe(200);
    const refunds = await context.db
      .select({ amount: cardRefunds.amount, status: cardRefunds.status })
      .from(cardRefunds)
      .orderBy(cardRefunds.createdAt);
    expect(refunds).toEqual([
      { amount: 300, status: 'succeeded' },
      { amount: 200, status: 'pending' },
    ]);
    const afterRefund = await context.db.select().from(cardPayments);

    const late = await deliver(
      stripeEvent(
        'payment_intent.succeeded',
        intent(hold.providerPaymentId, { amount_received: hold.capturedAmount }),
      ),
    );
    expect(late.statusCode).toBe(200);
    expect(await context.db.select().from(cardPayments)).toEqual(afterRefund);
    expect(afterRefund.find((row) => row.id === hold.id)).toMatchObject({
      status: 'captured',
      refundedAmount: 500,
    });
    const [outcome] = await context.db
      .select({ outcome: providerEvents.outcome })
      .from(providerEvents)
      .where(eq(providerEvents.type, 'payment_intent.succeeded'));
    expect(outcome?.outcome).toBe('ignored: payment is captured');

    // The jobs then run: the confirmed refund is not sent again, the other is.
    context.stripe.received.length = 0;
    await context.app.settlements.runDue();
    expect(context.stripe.received.filter((request) => request.path === '/v1/refunds')).toHaveLength(1);
  });

  it('payment_intent.canceled confirms a release, or fails a hold lost before its capture; payment_failed keeps the words', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const released = await acceptedRide(rider, driver, 'card');
    expect(
      (await rider.browser.post(`/api/rides/${released.id}/cancel`, { reason: 'Changed my plans' }))
        .statusCode,
    ).toBe(200);
    const [voiding] = await cardPaymentsOf(context, released.id);
    expect(voiding).toMatchObject({ status: 'void_pending' });
    const cancelled = stripeEvent(
      'payment_intent.canceled',
      intent(voiding?.providerPaymentId ?? '', { cancellation_reason: 'abandoned' }),
    );
    expect((await deliver(cancelled)).statusCode).toBe(200);
    expect((await cardPaymentsOf(context, released.id))[0]).toMatchObject({ status: 'voided' });
    // The queued job then finds nothing to release; a replay changes nothing.
    await context.app.settlements.runDue();
    expect((await deliver(cancelled)).json()).toEqual({ data: { received: true, isDuplicate: true } });

    const other = await signedInRider(context.app);
    const otherDriver = await signedInDriver(context.app, context.db);
    const open = await acceptedRide(other, otherDriver, 'card');
    const [hold] = await cardPaymentsOf(context, open.id);
    const failed = stripeEvent(
      'payment_intent.payment_failed',
      intent(hold?.providerPaymentId ?? '', { last_payment_error: { message: 'Your card was declined.' } }),
    );
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await cardPaymentsOf(context, open.id))[0]).toMatchObject({
      status: 'authorised',
      settlementError: 'Your card was declined.',
    });
    const expired = stripeEvent(
      'payment_intent.canceled',
      intent(hold?.providerPaymentId ?? '', { cancellation_reason: 'automatic' }),
    );
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await cardPaymentsOf(context, open.id))[0]).toMatchObject({
      status: 'capture_failed',
      settlementError: 'The hold was cancelled at Stripe (automatic) before it was captured.',
    });
  });

  it('charge.dispute.created records the dispute once; unknown payments and other event types are acknowledged and ignored', async () => {
    const { ride } = await completedRide(context, { paymentMethod: 'card' });
    const [hold] = await cardPaymentsOf(context, ride.id);
    const dispute = {
      id: 'dp_test_1',
      object: 'dispute',
      payment_intent: hold?.providerPaymentId,
      charge: 'ch_test_1',
      amount: hold?.capturedAmount,
      currency: 'usd',
      reason: 'fraudulent',
      status: 'needs_response',
    };
    expect((await deliver(stripeEvent('charge.dispute.created', dispute))).statusCode).toBe(200);
    // The same dispute in another event (Stripe may send one twice under new ids): still one row.
    expect((await deliver(stripeEvent('charge.dispute.created', dispute))).statusCode).toBe(200);
    expect(await context.db.select().from(cardDisputes)).toEqual([
      expect.objectContaining({
        cardPaymentId: hold?.id,
        providerDisputeId: 'dp_test_1',
        amount: hold?.capturedAmount,
        currency: 'USD',
        reason: 'fraudulent',
      }),
    ]);

    const unknown = await deliver(stripeEvent('payment_intent.succeeded', intent('pi_not_ours')));
    expect(unknown.statusCode).toBe(200);
    expect(
      (await deliver(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).statusCode,
    ).toBe(200);
    const outcomes = (await context.db.select().from(providerEvents)).map((row) => row.outcome).sort();
    expect(outcomes).toEqual([
      'applied: dispute recorded',
      'ignored: dispute known',
      'ignored: no such payment',
      'ignored: not handled',
    ]);
  });
});

describe.skipIf(isTestDatabaseMissing)('Stripe webhooks without Stripe', () => {
  it('has no endpoint with the sandbox (nothing would sign its events)', async () => {
    const context = await buildRideTestContext({});
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    await context.app.close();
  });
});
