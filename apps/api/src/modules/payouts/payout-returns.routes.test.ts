import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  adminPayoutResponseSchema,
  driverPayoutsResponseSchema,
  payoutResponseSchema,
  reconciliationRunResponseSchema,
  type DriverPayouts,
  type Payout,
} from '@ridebook/validation';
import { ledgerTransactions, payouts } from '../../db/schema.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { completedRide } from '../../test/money-support.ts';
import { connectPayoutAccount } from '../../test/payout-support.ts';
import { ledgerTotals } from '../../test/payments-support.ts';
import {
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { deliverStripeEvent, stripeEvent, stripeTestContextPerTest } from '../../test/stripe-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

// Payouts that do not reach the driver (decision 029), on PGlite and PostgreSQL: cancelled by the driver before they
// are sent, or returned by the provider (the sandbox's refusing bank, Stripe's transfer.reversed sent 10 times); the
// amount back in the driver's balance once, and an admin sending a returned payout again.

async function overviewOf(driver: TestBrowser): Promise<DriverPayouts> {
  return driverPayoutsResponseSchema.parse((await driver.get('/api/driver/payouts')).json()).data;
}

async function cashOut(driver: TestBrowser, amount: number): Promise<Payout> {
  const created = await driver.post('/api/driver/payouts', { amount, idempotencyKey: randomUUID() });
  expect(created.statusCode).toBe(201);
  return payoutResponseSchema.parse(created.json()).data;
}

async function returnPostings(context: RideTestContext) {
  return context.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'payout_return'));
}

describe.skipIf(isTestDatabaseMissing)('payouts returned or cancelled, with the sandbox', () => {
  const context = rideTestContextPerTest();

  it('a driver cancels a payout before it is sent, not after; the amount and fee are back once', async () => {
    const driver = await signedInDriver(context.app, context.db);
    const other = await signedInDriver(context.app, context.db);
    await completedRide(context, { paymentMethod: 'card', driver });
    await connectPayoutAccount(driver.browser);
    const before = (await overviewOf(driver.browser)).balance.available;

    const payout = await cashOut(driver.browser, 600);
    expect((await overviewOf(driver.browser)).balance.available).toBe(before - 600);
    expect((await other.browser.post(`/api/driver/payouts/${payout.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await driver.browser.post(`/api/driver/payouts/${payout.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(payoutResponseSchema.parse(cancelled.json()).data).toMatchObject({ status: 'cancelled' });
    const again = await driver.browser.post(`/api/driver/payouts/${payout.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: ERROR_CODES.PAYOUT_NOT_CANCELLABLE });
    expect((await overviewOf(driver.browser)).balance.available).toBe(before);
    // Its job finds nothing to send.
    await context.app.settlements.runDue();
    expect((await overviewOf(driver.browser)).payouts[0]).toMatchObject({
      id: payout.id,
      status: 'cancelled',
    });

    const sent = await cashOut(driver.browser, 500);
    await context.app.settlements.runDue();
    const late = await driver.browser.post(`/api/driver/payouts/${sent.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect((await returnPostings(context)).length).toBe(1);
    expect((await driver.browser.post('/api/driver/payouts/not-a-uuid/cancel')).statusCode).toBe(400);
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
  });

  it('the sandbox bank refuses a paid payout: returned to the balance once; an admin sends it again', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db);
    await completedRide(context, { paymentMethod: 'card', driver });
    await connectPayoutAccount(driver.browser);
    const before = (await overviewOf(driver.browser)).balance.available;
    const payout = await cashOut(driver.browser, 700);
    await context.app.settlements.runDue();
    const [paid] = await context.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const transferId = paid?.providerTransferId ?? '';
    expect(paid?.status).toBe('paid');

    // Only admins; a transfer the sandbox did not make is unknown.
    const refuseUrl = `/api/admin/payouts/sandbox/transfers/${transferId}/refuse`;
    expect((await driver.browser.post(refuseUrl)).statusCode).toBe(403);
    expect(
      (
        await admin.browser.post(
          '/api/admin/payouts/sandbox/transfers/tr_sandbox_000000000000000000000000/refuse',
        )
      ).statusCode,
    ).toBe(404);
    const refused = await admin.browser.post(refuseUrl);
    expect(refused.statusCode).toBe(200);
    expect(adminPayoutResponseSchema.parse(refused.json()).data).toMatchObject({
      id: payout.id,
      status: 'returned',
      lastError: 'The sandbox bank refused the payout.',
    });
    expect((await admin.browser.post(refuseUrl)).statusCode).toBe(404);
    expect((await overviewOf(driver.browser)).balance.available).toBe(before);
    expect(await returnPostings(context)).toHaveLength(1);

    // The admin sends it again: out of the balance again, a new transfer with its own key.
    const retried = await admin.browser.post(`/api/admin/payouts/${payout.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ data: { id: payout.id, status: 'pending' } });
    await context.app.settlements.runDue();
    const [resent] = await context.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(resent).toMatchObject({ status: 'paid', round: 1 });
    expect(resent?.providerTransferId).not.toBe(transferId);
    expect((await overviewOf(driver.browser)).balance.available).toBe(before - 700);

    // The reconciliation agrees: the refused transfer was reversed, the new one paid.
    const started = await admin.browser.post('/api/admin/reconciliation/runs', {});
    const runId = reconciliationRunResponseSchema.parse(started.json()).data.id;
    await context.app.settlements.runDue();
    const run = reconciliationRunResponseSchema.parse(
      (await admin.browser.get(`/api/admin/reconciliation/runs/${runId}`)).json(),
    ).data;
    expect(run).toMatchObject({ status: 'completed', differences: [] });
    expect(run.checked.payouts).toBe(1);
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
  });
});

describe.skipIf(isTestDatabaseMissing)('payouts returned by Stripe Connect', () => {
  const context = stripeTestContextPerTest({ payouts: true });

  it('transfer.reversed, signed and sent 10 times, returns the payout to the balance once', async () => {
    const driver = await signedInDriver(context.app, context.db);
    await completedRide(context, { paymentMethod: 'card', driver });
    await connectPayoutAccount(driver.browser, context.stripe);
    const before = (await overviewOf(driver.browser)).balance.available;
    const payout = await cashOut(driver.browser, 600);
    await context.app.settlements.runDue();
    const [paid] = await context.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const transferId = paid?.providerTransferId ?? '';
    context.stripe.reverseTransfer(transferId);
    const transfer = {
      id: transferId,
      object: 'transfer',
      amount: payout.transferred,
      amount_reversed: payout.transferred,
      reversed: true,
    };
    const event = stripeEvent('transfer.reversed', transfer);
    for (let delivery = 0; delivery < 10; delivery += 1) {
      const response = await deliverStripeEvent(context, event);
      expect(response.json()).toEqual({ data: { received: true, isDuplicate: delivery > 0 } });
    }
    // Another event of the same reversal changes nothing either; a partial reversal is left alone.
    await deliverStripeEvent(context, stripeEvent('transfer.reversed', transfer));
    await deliverStripeEvent(context, stripeEvent('transfer.reversed', { ...transfer, amount_reversed: 1 }));
    expect(await returnPostings(context)).toHaveLength(1);
    expect((await overviewOf(driver.browser)).payouts[0]).toMatchObject({
      id: payout.id,
      status: 'returned',
    });
    expect((await overviewOf(driver.browser)).balance.available).toBe(before);
  });
});
