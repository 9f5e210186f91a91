import { ERROR_CODES, WEBHOOK_MESSAGES, type WebhookReceipt } from '@ridebook/validation';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { postTransaction } from '../ledger/index.ts';
import type { CardPaymentRow } from './payments.repository.ts';
import {
  claimProviderEvent,
  confirmCardRefund,
  findCardRefunds,
  insertCardDispute,
  lockCardDispute,
  lockCardPaymentByProviderId,
  setProviderEventOutcome,
  updateCardDispute,
  updateCardPaymentFrom,
} from './provider-events.repository.ts';

// Stripe's webhooks (docs/decisions/008, "Webhooks"): what the provider says happened to a payment, applied to
// RideBook's records once. RideBook moves its own money (holds, captures, refunds are its own calls, settled by the
// durable queue, decision 021); an event confirms what RideBook asked for, or tells what happened elsewhere (a hold
// expired, a dispute). It posts to the ledger only for disputes (decision 029), where the bank, not RideBook, moves
// the money: the withdrawal once, and its return once if the dispute is won. Each event id is kept in the transaction that applies it, so a replay changes nothing, and
// every change is guarded by the state it leaves, so an event arriving late (out of order) cannot undo a later one.

type Tx = Database;
type Outcome = string;

const words = (text: string | null | undefined, fallback: string) => (text ?? fallback).slice(0, 500);

/** payment_intent.succeeded: the hold was captured (RideBook's capture job's answer, maybe lost). */
async function captured(tx: Tx, intent: Stripe.PaymentIntent, now: Date): Promise<Outcome> {
  const payment = await lockCardPaymentByProviderId(tx, intent.id);
  if (!payment) return 'ignored: no such payment';
  // Only a capture RideBook asked for is confirmed; an `authorised` hold was not claimed by RideBook (a capture in
  // the dashboard while the ride is open) and is left for the ride's own settlement and reconciliation.
  const isConfirmed = await updateCardPaymentFrom(tx, payment.id, ['capture_pending', 'capture_failed'], {
    status: 'captured',
    settlementError: null,
    updatedAt: now,
  });
  if (!isConfirmed) return `ignored: payment is ${payment.status}`;
  return intent.amount_received === payment.capturedAmount
    ? 'applied: captured'
    : `applied: captured (Stripe received ${intent.amount_received}, RideBook asked ${payment.capturedAmount})`;
}

/** payment_intent.payment_failed: kept as the settlement's last error for an admin; the state is RideBook's. */
async function failed(tx: Tx, intent: Stripe.PaymentIntent, now: Date): Promise<Outcome> {
  const payment = await lockCardPaymentByProviderId(tx, intent.id);
  if (!payment) return 'ignored: no such payment';
  const message = words(intent.last_payment_error?.message, 'The payment failed at Stripe.');
  const isRecorded = await updateCardPaymentFrom(
    tx,
    payment.id,
    ['authorised', 'capture_pending', 'capture_failed'],
    { settlementError: message, updatedAt: now },
  );
  return isRecorded ? 'applied: failure recorded' : `ignored: payment is ${payment.status}`;
}

/** payment_intent.canceled: a release RideBook asked for is confirmed; a hold lost before its capture is failed. */
async function cancelled(tx: Tx, intent: Stripe.PaymentIntent, now: Date): Promise<Outcome> {
  const payment = await lockCardPaymentByProviderId(tx, intent.id);
  if (!payment) return 'ignored: no such payment';
  if (
    await updateCardPaymentFrom(tx, payment.id, ['void_pending', 'void_failed'], {
      status: 'voided',
      settlementError: null,
      updatedAt: now,
    })
  )
    return 'applied: voided';
  const reason = intent.cancellation_reason ?? 'unknown';
  const isLost = await updateCardPaymentFrom(
    tx,
    payment.id,
    ['authorised', 'capture_pending', 'capture_failed'],
    {
      status: 'capture_failed',
      settlementError: `The hold was cancelled at Stripe (${reason}) before it was captured.`,
      updatedAt: now,
    },
  );
  return isLost ? 'applied: hold lost before capture' : `ignored: payment is ${payment.status}`;
}

/**
 * charge.refunded: Stripe has refunded `amount_refunded` in all. RideBook's refunds (oldest first) that this total
 * covers are confirmed, whatever their job said (still pending, or failed after its retries while Stripe had it).
 */
async function refunded(tx: Tx, charge: Stripe.Charge, now: Date): Promise<Outcome> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (intentId === undefined) return 'ignored: no payment intent';
  const payment = await lockCardPaymentByProviderId(tx, intentId);
  if (!payment) return 'ignored: no such payment';
  let covered = 0;
  let confirmed = 0;
  const refunds = await findCardRefunds(tx, payment.id);
  for (const refund of refunds) {
    if (covered + refund.amount > charge.amount_refunded) break;
    covered += refund.amount;
    if (refund.status !== 'succeeded') {
      await confirmCardRefund(tx, refund.id, now);
      confirmed += 1;
    }
  }
  const recorded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const outside = charge.amount_refunded - recorded;
  const note = outside > 0 ? `; ${outside} refunded outside RideBook` : '';
  return confirmed > 0
    ? `applied: ${confirmed} refund(s) confirmed${note}`
    : `ignored: nothing to confirm${note}`;
}

/** The dispute's payment and, the first time it is seen, its row: the disputed amount taken back, posted once. */
async function disputeOf(tx: Tx, dispute: Stripe.Dispute, now: Date) {
  const intentId =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
  if (intentId === undefined) return 'ignored: no payment intent';
  const payment: CardPaymentRow | undefined = await lockCardPaymentByProviderId(tx, intentId);
  if (!payment) return 'ignored: no such payment';
  const currency = dispute.currency.toUpperCase();
  const isNew = await insertCardDispute(tx, {
    cardPaymentId: payment.id,
    providerDisputeId: dispute.id,
    amount: dispute.amount,
    currency,
    reason: dispute.reason,
    status: dispute.status,
    createdAt: now,
  });
  const row = await lockCardDispute(tx, dispute.id);
  if (row === undefined) throw new Error(`dispute ${dispute.id} vanished in its own transaction`);
  if (row.withdrawalTransactionId === null) {
    // The rider's bank took the amount back from the platform (Stripe withdraws it when the dispute opens): card
    // money out again, the platform's loss until the dispute is won. Drivers keep their share (decision 029).
    // Not on the ride (rideId null): the ride's receipts show what was charged and refunded, not the bank's chargeback.
    const transactionId = await postTransaction(tx, {
      kind: 'dispute',
      currency,
      description: `Disputed by the rider's bank (${dispute.reason.replaceAll('_', ' ')})`,
      at: now,
      entries: [
        { account: 'card_clearing', amount: dispute.amount },
        { account: 'platform_revenue', amount: -dispute.amount },
      ],
    });
    if (transactionId === null) throw new Error(`dispute ${dispute.id} posting refused`);
    await updateCardDispute(tx, row.id, { withdrawalTransactionId: transactionId });
  }
  return { row, isNew };
}

/** charge.dispute.created: the rider's bank disputes the payment; recorded once for admins, its amount taken back. */
async function disputed(tx: Tx, dispute: Stripe.Dispute, now: Date): Promise<Outcome> {
  const found = await disputeOf(tx, dispute, now);
  if (typeof found === 'string') return found;
  return found.isNew ? 'applied: dispute recorded' : 'ignored: dispute known';
}

/**
 * charge.dispute.closed: the dispute's end. Won: the amount comes back to the platform, posted once; lost (or
 * anything else): the withdrawal stands. A close that arrives before its created event records the dispute first.
 */
async function disputeClosed(tx: Tx, dispute: Stripe.Dispute, now: Date): Promise<Outcome> {
  const found = await disputeOf(tx, dispute, now);
  if (typeof found === 'string') return found;
  const { row } = found;
  if (row.closedAt !== null) return 'ignored: dispute closed before';
  let reinstatementTransactionId: string | null = null;
  if (dispute.status === 'won') {
    reinstatementTransactionId = await postTransaction(tx, {
      kind: 'dispute_reversal',
      currency: row.currency,
      description: 'Dispute won: the amount back from the rider’s bank',
      at: now,
      entries: [
        { account: 'card_clearing', amount: -row.amount },
        { account: 'platform_revenue', amount: row.amount },
      ],
    });
  }
  await updateCardDispute(tx, row.id, { status: dispute.status, closedAt: now, reinstatementTransactionId });
  return dispute.status === 'won'
    ? 'applied: dispute won, amount back'
    : `applied: dispute ${dispute.status}`;
}

/** Gives a reversed transfer's payout back to its driver, in the webhook's transaction (modules/payouts). */
export type TransferReversedHandler = (transferId: string, reason: string, tx: Database) => Promise<string>;

/**
 * transfer.reversed: the platform took a Connect transfer back (in full: the driver's bank refused the payout, or
 * an operator reversed it in the dashboard): the payout's amount goes back to the driver's balance, once.
 */
async function transferReversed(
  tx: Tx,
  transfer: Stripe.Transfer,
  onReversed: TransferReversedHandler | undefined,
): Promise<Outcome> {
  if (onReversed === undefined) return 'ignored: payouts are not made through Stripe';
  if (transfer.amount_reversed < transfer.amount) return 'ignored: partly reversed';
  return onReversed(transfer.id, 'The transfer was reversed at Stripe.', tx);
}

async function apply(
  tx: Tx,
  event: Stripe.Event,
  now: Date,
  onTransferReversed: TransferReversedHandler | undefined,
): Promise<Outcome> {
  switch (event.type) {
    case 'transfer.reversed':
      return transferReversed(tx, event.data.object, onTransferReversed);
    case 'payment_intent.succeeded':
      return captured(tx, event.data.object, now);
    case 'payment_intent.payment_failed':
      return failed(tx, event.data.object, now);
    case 'payment_intent.canceled':
      return cancelled(tx, event.data.object, now);
    case 'charge.refunded':
      return refunded(tx, event.data.object, now);
    case 'charge.dispute.created':
      return disputed(tx, event.data.object, now);
    case 'charge.dispute.closed':
      return disputeClosed(tx, event.data.object, now);
    default:
      return 'ignored: not handled';
  }
}

export type StripeWebhooksService = ReturnType<typeof createStripeWebhooksService>;

export function createStripeWebhooksService(options: {
  db: Database;
  clock: Clock;
  signingSecret: string;
  log: FastifyBaseLogger;
  onTransferReversed?: TransferReversedHandler;
}) {
  const { db, clock, signingSecret, log, onTransferReversed } = options;
  return {
    /** Verifies the signature over the raw body (the SDK's constructEvent), then applies the event once. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signature ?? '', signingSecret);
      } catch {
        throw new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, WEBHOOK_MESSAGES.signatureInvalid);
      }
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const isFirst = await claimProviderEvent(tx, {
          eventId: event.id,
          type: event.type,
          receivedAt: now,
        });
        if (!isFirst) return null;
        const applied = await apply(tx, event, now, onTransferReversed);
        await setProviderEventOutcome(tx, event.id, applied);
        return applied;
      });
      if (outcome === null) {
        log.info({ eventId: event.id, type: event.type }, 'stripe webhook replayed: nothing changed');
        return { received: true, isDuplicate: true };
      }
      log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook applied');
      return { received: true, isDuplicate: false };
    },
  };
}
