import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  refundTooLargeMessage,
  type RefundDestination,
  type RideRefund,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { postTransaction, type LedgerLine } from '../ledger/post-transaction.ts';
import { splitShares } from '../ledger/ride-postings.ts';
import { rideNotFound } from '../rides/ride-errors.ts';
import { callProvider, paymentFieldError } from './payment-errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { addCardRefund, findCapturedFarePayments, lockRide, sumRideRefunds } from './payments.repository.ts';

export type RefundsService = ReturnType<typeof createRefundsService>;

const refundRefused = (path: string, message: string) =>
  paymentFieldError(409, ERROR_CODES.REFUND_NOT_ALLOWED, path, message);

/**
 * An admin gives back all or part of a completed ride's fare, to the rider's wallet or to the card it was paid
 * with. The refund reverses the fare's split in proportion (driver and platform each give back their part), never
 * exceeds what was paid, and is posted and audited in one transaction that holds the ride's row.
 */
export function createRefundsService({
  db,
  clock,
  provider,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
}) {
  /** Sends `amount` back through the fare's captured card payments, oldest first; the provider's refund ids. */
  async function refundToCard(
    tx: Database,
    rideId: string,
    amount: number,
    refundedBefore: number,
  ): Promise<string[]> {
    const payments = await findCapturedFarePayments(tx, rideId);
    const refundable = payments.reduce(
      (sum, payment) => sum + payment.capturedAmount - payment.refundedAmount,
      0,
    );
    if (refundable < amount) throw refundRefused('destination', PAYMENT_MESSAGES.refundCardUnavailable);
    const refundIds: string[] = [];
    let left = amount;
    for (const payment of payments) {
      const piece = Math.min(left, payment.capturedAmount - payment.refundedAmount);
      if (piece <= 0) continue;
      const { refundId } = await callProvider(() =>
        provider.refund(payment.providerPaymentId, piece, `refund-${payment.id}-${refundedBefore}-${piece}`),
      );
      await addCardRefund(tx, payment.id, piece, clock.now());
      refundIds.push(refundId);
      left -= piece;
      if (left === 0) break;
    }
    return refundIds;
  }

  return {
    async refund(
      admin: AuthenticatedUser,
      rideId: string,
      input: { amount: number; destination: RefundDestination; reason: string },
    ): Promise<RideRefund> {
      return db.transaction(async (tx) => {
        const ride = await lockRide(tx, rideId);
        if (!ride) throw rideNotFound();
        if (ride.status !== 'completed' || ride.finalFare === null || ride.driverId === null) {
          throw refundRefused('amount', PAYMENT_MESSAGES.refundRideNotCompleted);
        }
        const paid = ride.finalFare;
        const before = await sumRideRefunds(tx, rideId);
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
        const driverBack =
          Math.round((driverShare * (before.total + input.amount)) / paid) - before.driverShare;
        const now = clock.now();
        const providerRefundIds =
          input.destination === 'card' ? await refundToCard(tx, rideId, input.amount, before.total) : [];
        const lines: LedgerLine[] = [
          input.destination === 'card'
            ? { account: 'card_clearing', amount: input.amount }
            : { account: 'rider_wallet', userId: ride.riderId, amount: input.amount },
          { account: 'driver_earnings', userId: ride.driverId, amount: -driverBack },
          { account: 'platform_revenue', amount: driverBack - input.amount },
        ];
        await postTransaction(tx, {
          kind: 'refund',
          rideId,
          actorId: admin.id,
          currency: ride.currency,
          description: `Refund to the rider's ${input.destination}: ${input.reason}`,
          at: now,
          entries: lines.filter((line) => line.amount !== 0),
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
            currency: ride.currency,
            providerRefundIds,
          },
          at: now,
        });
        const refundedTotal = before.total + input.amount;
        return {
          rideId,
          currency: ride.currency,
          amount: input.amount,
          destination: input.destination,
          refundedTotal,
          refundable: paid - refundedTotal,
        };
      });
    },
  };
}
