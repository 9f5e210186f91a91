import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { disputeListResponseSchema } from '@ridebook/validation';
import { cardDisputes, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
import { completedRide } from '../../test/money-support.ts';
import { cardPaymentsOf } from '../../test/payments-support.ts';
import { signedInAdmin, signedInDriver, signedInRider } from '../../test/ride-support.ts';
import { deliverStripeEvent, stripeEvent, stripeTestContextPerTest } from '../../test/stripe-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

// Chargebacks (decision 029) through signed webhooks from the Stripe stand-in, on PGlite and PostgreSQL: the
// disputed amount leaves the platform once when the dispute opens and comes back once if it is won, however often
// Stripe sends the events; admins list the disputes with their ride. The ledger balances after every test.

const dispute = (id: string, paymentIntent: string, amount: number, status: string) => ({
  id,
  object: 'dispute',
  amount,
  currency: 'usd',
  payment_intent: paymentIntent,
  reason: 'fraudulent',
  status,
});

describe.skipIf(isTestDatabaseMissing)('card disputes', () => {
  const context = stripeTestContextPerTest();

  /** The dispute postings in the ledger, as [kind, account, amount] rows. */
  async function disputePostings() {
    const rows = await context.db
      .select({ kind: ledgerTransactions.kind, account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(inArray(ledgerTransactions.kind, ['dispute', 'dispute_reversal']));
    return rows.map((row) => [row.kind, row.account, row.amount]).sort();
  }

  it('a dispute opened and won, each event sent 10 times: taken back once, returned once, listed for admins', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const { ride } = await completedRide(context, { paymentMethod: 'card' });
    const [hold] = await cardPaymentsOf(context, ride.id);
    if (hold === undefined) throw new Error('no card payment');
    const amount = hold.capturedAmount;
    const opened = stripeEvent(
      'charge.dispute.created',
      dispute('dp_won', hold.providerPaymentId, amount, 'needs_response'),
    );
    for (let delivery = 0; delivery < 10; delivery += 1) {
      const response = await deliverStripeEvent(context, opened);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { received: true, isDuplicate: delivery > 0 } });
    }
    expect(await disputePostings()).toEqual([
      ['dispute', 'card_clearing', amount],
      ['dispute', 'platform_revenue', -amount],
    ]);

    const listed = await admin.browser.get('/api/admin/disputes');
    expect(listed.statusCode).toBe(200);
    expect(disputeListResponseSchema.parse(listed.json()).data).toEqual([
      expect.objectContaining({
        providerDisputeId: 'dp_won',
        rideId: ride.id,
        purpose: 'ride',
        amount,
        currency: 'USD',
        status: 'needs_response',
        isWithdrawn: true,
        isReinstated: false,
        closedAt: null,
      }),
    ]);

    const won = stripeEvent(
      'charge.dispute.closed',
      dispute('dp_won', hold.providerPaymentId, amount, 'won'),
    );
    for (let delivery = 0; delivery < 10; delivery += 1) {
      expect((await deliverStripeEvent(context, won)).statusCode).toBe(200);
    }
    // A different delivery of the same close (a new event id) changes nothing either.
    expect((await deliverStripeEvent(context, stripeEvent(won.type, won.data.object))).statusCode).toBe(200);
    expect(await disputePostings()).toEqual([
      ['dispute', 'card_clearing', amount],
      ['dispute', 'platform_revenue', -amount],
      ['dispute_reversal', 'card_clearing', -amount],
      ['dispute_reversal', 'platform_revenue', amount],
    ]);
    const [row] = await context.db.select().from(cardDisputes);
    expect(row).toMatchObject({ status: 'won' });
    const after = disputeListResponseSchema.parse(
      (await admin.browser.get('/api/admin/disputes')).json(),
    ).data;
    expect(after[0]).toMatchObject({ status: 'won', isWithdrawn: true, isReinstated: true });
    expect(after[0]?.closedAt).not.toBeNull();
  });

  it('a lost dispute keeps the withdrawal; a close before its open records both at once; only admins list them', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const first = await completedRide(context, { paymentMethod: 'card', rider, driver });
    const second = await completedRide(context, { paymentMethod: 'card', rider, driver });
    const [lostHold] = await cardPaymentsOf(context, first.ride.id);
    const [lateHold] = await cardPaymentsOf(context, second.ride.id);
    if (lostHold === undefined || lateHold === undefined) throw new Error('no card payments');

    await deliverStripeEvent(
      context,
      stripeEvent(
        'charge.dispute.created',
        dispute('dp_lost', lostHold.providerPaymentId, 500, 'needs_response'),
      ),
    );
    await deliverStripeEvent(
      context,
      stripeEvent('charge.dispute.closed', dispute('dp_lost', lostHold.providerPaymentId, 500, 'lost')),
    );
    // Out of order: the close arrives first (won), then the open; the open changes nothing more.
    await deliverStripeEvent(
      context,
      stripeEvent('charge.dispute.closed', dispute('dp_late', lateHold.providerPaymentId, 300, 'won')),
    );
    await deliverStripeEvent(
      context,
      stripeEvent(
        'charge.dispute.created',
        dispute('dp_late', lateHold.providerPaymentId, 300, 'needs_response'),
      ),
    );
    expect(await disputePostings()).toEqual([
      ['dispute', 'card_clearing', 300],
      ['dispute', 'card_clearing', 500],
      ['dispute', 'platform_revenue', -300],
      ['dispute', 'platform_revenue', -500],
      ['dispute_reversal', 'card_clearing', -300],
      ['dispute_reversal', 'platform_revenue', 300],
    ]);
    const listed = disputeListResponseSchema.parse(
      (await admin.browser.get('/api/admin/disputes')).json(),
    ).data;
    expect(listed.map((row) => [row.providerDisputeId, row.status, row.isReinstated]).sort()).toEqual([
      ['dp_late', 'won', true],
      ['dp_lost', 'lost', false],
    ]);
    expect((await rider.browser.get('/api/admin/disputes')).statusCode).toBe(403);
    expect((await driver.browser.get('/api/admin/disputes')).statusCode).toBe(403);
  });
});
