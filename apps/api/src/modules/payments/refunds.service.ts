import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  REFUND_LEDGER_KINDS,
  refundTooLargeMessage,
  tipRefundTooLargeMessage,
  type RefundDestination,
  type RefundPurpose,
  type RideRefund,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { cardRefunds } from '../../db/schema.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import { findRideTip, postTransaction, type LedgerLine, splitShares } from '../ledger/index.ts';
import { rideNotFound } from '../rides/index.ts';
import { paymentFieldError } from './payment-errors.ts';
import type { SettlementQueue } from '../settlement/index.ts';
import {
  addCardRefund,
  findCapturedFarePayments,
  findCapturedTipPayment,
  lockRide,
  sumRideRefunds,
  type CardPaymentRow,
} from './payments.repository.ts';

export type RefundsService = ReturnType<typeof createRefundsService>;

export type RefundInput = {
  amount: number;
  destination: RefundDestination;
  reason: string;
  /** The fare (driver and platform give back their parts) or the tip (the driver gives back all of it). */
  purpose: RefundPurpose;
};

/** A completed ride, held for the refund's transaction. */
type RefundedRide = NonNullable<Awaited<ReturnType<typeof lockRide>>> & {
  driverId: string;
  finalFare: number;
};

/** What one refund may give back, and who gives it back. */
type RefundPlan = {
  /** What the rider paid for the fare (or the tip). */
  paid: number;
  /** Refunded of it before this refund. */
  refundedBefore: number;
  /** Who gives the money back besides the rider's side: driver (and platform), negative amounts. */
  givenBackBy: LedgerLine[];
  /** The card payments a card refund goes through, oldest first (empty for a wallet refund). */
  cardPayments: CardPaymentRow[];
  /** Why a card refund cannot go through them. */
  cardUnavailable: string;
};

const refundRefused = (path: string, message: string) =>
  paymentFieldError(409, ERROR_CODES.REFUND_NOT_ALLOWED, path, message);

/** Only a completed ride (with a final fare and a driver) has a fare or a tip to give back. */
function assertCompleted(ride: Awaited<ReturnType<typeof lockRide>>): asserts ride is RefundedRide {
  if (!ride) throw rideNotFound();
  if (ride.status !== 'completed' || ride.finalFare === null || ride.driverId === null) {
    throw refundRefused('amount', PAYMENT_MESSAGES.refundRideNotCompleted);
  }
}

/**
 * An admin gives back all or part of a completed ride's fare or tip, to the rider's wallet or to the card it was
 * paid with. A fare refund reverses the fare's split in proportion (driver and platform each give back their
 * part); a tip refund takes it all back from the driver, whose tip it was. Neither exceeds what was paid for it,
 * and each is posted and audited in one transaction that holds the ride's row.
 */
export function createRefundsService({
  db,
  clock,
  queue,
}: {
  db: Database;
  clock: Clock;
  queue: SettlementQueue;
}) {
  /**
   * Records `amount` going back through `payments`, oldest first, as pending card refunds: the provider is asked
   * by their settlement jobs after the commit (never inside this transaction). Their ids.
   */
  async function refundToCard(tx: Database, plan: RefundPlan, amount: number): Promise<string[]> {
    const refundable = plan.cardPayments.reduce(
      (sum, payment) => sum + payment.capturedAmount - payment.refundedAmount,
      0,
    );
    if (refundable < amount) throw refundRefused('destination', plan.cardUnavailable);
    const refundIds: string[] = [];
    let left = amount;
    for (const payment of plan.cardPayments) {
      const piece = Math.min(left, payment.capturedAmount - payment.refundedAmount);
      if (piece <= 0) continue;
      const now = clock.now();
      await addCardRefund(tx, payment.id, piece, now);
      const [refund] = await tx
        .insert(cardRefunds)
        .values({
          cardPaymentId: payment.id,
          amount: piece,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: cardRefunds.id });
      if (refund === undefined) throw new Error('insert into card_refunds returned no row');
      refundIds.push(refund.id);
      left -= piece;
      if (left === 0) break;
    }
    return refundIds;
  }

  /** The fare: at most the final fare less its refunds; driver and platform give back in proportion. */
  async function planFareRefund(tx: Database, ride: RefundedRide, input: RefundInput): Promise<RefundPlan> {
    const paid = ride.finalFare;
    const before = await sumRideRefunds(tx, ride.id, 'fare');
    const refundable = paid - before.total;
    if (refundable <= 0) throw refundRefused('amount', PAYMENT_MESSAGES.refundNothingLeft);
    if (input.amount > refundable)
      throw refundRefused('amount', refundTooLargeMessage(refundable, ride.currency));
    if (input.destination === 'card' && ride.paymentMethod !== 'card') {
      throw refundRefused('destination', PAYMENT_MESSAGES.refundCardUnavailable);
    }
    // Rounded on the running total, so refunds that add up to the fare give back exactly the driver's share.
    const { driverShare } = splitShares(paid, {
      commissionPercent: ride.pricing.commissionPercent,
      bookingFee: ride.fare.breakdown.bookingFee,
    });
    const driverBack = Math.round((driverShare * (before.total + input.amount)) / paid) - before.driverShare;
    return {
      paid,
      refundedBefore: before.total,
      givenBackBy: [
        { account: 'driver_earnings', userId: ride.driverId, amount: -driverBack },
        { account: 'platform_revenue', amount: driverBack - input.amount },
      ],
      cardPayments: input.destination === 'card' ? await findCapturedFarePayments(tx, ride.id) : [],
      cardUnavailable: PAYMENT_MESSAGES.refundCardUnavailable,
    };
  }

  /**
   * The tip: at most the tip less its refunds, all of it from the driver (tips are 100% theirs). To the card only
   * when the tip was charged to one (a wallet ride's tip came from the wallet).
   */
  async function planTipRefund(tx: Database, ride: RefundedRide, input: RefundInput): Promise<RefundPlan> {
    const paid = await findRideTip(tx, ride.id);
    if (paid <= 0) throw refundRefused('purpose', PAYMENT_MESSAGES.refundNoTip);
    const before = await sumRideRefunds(tx, ride.id, 'tip');
    const refundable = paid - before.total;
    if (refundable <= 0) throw refundRefused('amount', PAYMENT_MESSAGES.refundTipNothingLeft);
    if (input.amount > refundable) {
      throw refundRefused('amount', tipRefundTooLargeMessage(refundable, ride.currency));
    }
    const tipPayment = input.destination === 'card' ? await findCapturedTipPayment(tx, ride.id) : undefined;
    if (input.destination === 'card' && tipPayment === undefined) {
      throw refundRefused('destination', PAYMENT_MESSAGES.refundTipCardUnavailable);
    }
    return {
      paid,
      refundedBefore: before.total,
      givenBackBy: [{ account: 'driver_earnings', userId: ride.driverId, amount: -input.amount }],
      cardPayments: tipPayment === undefined ? [] : [tipPayment],
      cardUnavailable: PAYMENT_MESSAGES.refundTipCardUnavailable,
    };
  }

  return {
    async refund(admin: AuthenticatedUser, rideId: string, input: RefundInput): Promise<RideRefund> {
      const { refund, cardRefundIds } = await db.transaction(async (tx) => {
        const ride = await lockRide(tx, rideId);
        assertCompleted(ride);
        const plan =
          input.purpose === 'tip'
            ? await planTipRefund(tx, ride, input)
            : await planFareRefund(tx, ride, input);
        const now = clock.now();
        const cardRefundIds = input.destination === 'card' ? await refundToCard(tx, plan, input.amount) : [];
        const toRider: LedgerLine =
          input.destination === 'card'
            ? { account: 'card_clearing', amount: input.amount }
            : { account: 'rider_wallet', userId: ride.riderId, amount: input.amount };
        // For people reading the ledger only: the kind, never this text, tells a tip refund from a fare refund.
        const what = input.purpose === 'tip' ? 'Tip refund' : 'Refund';
        await postTransaction(tx, {
          kind: REFUND_LEDGER_KINDS[input.purpose],
          rideId,
          actorId: admin.id,
          currency: ride.currency,
          description: `${what} to the rider's ${input.destination}: ${input.reason}`,
          at: now,
          entries: [toRider, ...plan.givenBackBy].filter((line) => line.amount !== 0),
        });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'ride.refund',
          targetType: 'ride',
          targetId: rideId,
          reason: input.reason,
          details: {
            amount: input.amount,
            destination: input.destination,
            purpose: input.purpose,
            currency: ride.currency,
            cardRefundIds,
          },
          at: now,
        });
        const refundedTotal = plan.refundedBefore + input.amount;
        return {
          cardRefundIds,
          refund: {
            rideId,
            currency: ride.currency,
            amount: input.amount,
            destination: input.destination,
            purpose: input.purpose,
            refundedTotal,
            refundable: plan.paid - refundedTotal,
          },
        };
      });
      for (const id of cardRefundIds) await queue.send({ kind: 'card_refund', cardRefundId: id }, id);
      return refund;
    },
  };
}
