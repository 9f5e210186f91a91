import {
  ERROR_CODES,
  MONEY_MESSAGES,
  type ChargedCard,
  type PaidWith,
  type Receipt,
  type ReceiptLine,
} from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { type LedgerEntryRow, findRideLedger } from '../ledger/index.ts';
import { findRideChargedCards } from '../payments/index.ts';
import { type RideContext, type RideRow, findRide } from '../rides/index.ts';
import { authorizeRide, type AllowedRelation } from '../access/index.ts';

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

type Viewer = AllowedRelation<'receipt.read'>;

/** Where the rider's money came from: the card, their wallet, or cash handed to the driver. */
function isRiderFunding(entry: LedgerEntryRow, ride: RideRow): boolean {
  return (
    entry.account === 'card_clearing' ||
    entry.account === 'driver_cash' ||
    (entry.account === 'rider_wallet' && entry.userId === ride.riderId)
  );
}

/** The rider sees what they paid; the driver their own accounts and the platform's commission; admins all. */
function isVisibleTo(viewer: Viewer, entry: LedgerEntryRow, ride: RideRow): boolean {
  if (viewer === 'admin') return true;
  if (viewer === 'rider') return isRiderFunding(entry, ride);
  return entry.userId === ride.driverId || entry.account === 'platform_revenue';
}

/**
 * How the fare and the tip were paid. A card ride names the card its hold was made on; a tip, charged on its own,
 * names the card it went to (on a cash ride too), except on a wallet ride, whose tip came from the wallet. The
 * driver learns the method, never the rider's card.
 */
async function paymentsOf(
  db: RideContext['db'],
  viewer: Viewer,
  ride: RideRow,
  tip: number,
): Promise<{ paidWith: PaidWith; tipPaidWith: PaidWith | null }> {
  const charged =
    viewer === 'driver' || ride.paymentMethod === 'wallet' ? [] : await findRideChargedCards(db, ride.id);
  const cardFor = (purpose: 'ride' | 'tip'): ChargedCard | null => {
    const found = charged.find((card) => card.purpose === purpose);
    return found?.brand && found.last4 ? { brand: found.brand, last4: found.last4 } : null;
  };
  const paidWith: PaidWith =
    ride.paymentMethod === 'card'
      ? { method: 'card', card: cardFor('ride') }
      : { method: ride.paymentMethod, card: null };
  if (tip === 0) return { paidWith, tipPaidWith: null };
  const tipPaidWith: PaidWith =
    ride.paymentMethod === 'wallet'
      ? { method: 'wallet', card: null }
      : { method: 'card', card: cardFor('tip') };
  return { paidWith, tipPaidWith };
}

export function createReceiptsService(context: Pick<RideContext, 'db'>) {
  const { db } = context;
  return {
    /** A completed ride's receipt, or a fee-charging cancellation's, built from the ride and its ledger entries. */
    async receipt(user: AuthenticatedUser, rideId: string): Promise<Receipt> {
      const { ride, relation: viewer } = authorizeRide(user, await findRide(db, rideId), 'receipt.read');
      const hasReceipt =
        ride.status === 'completed' || (ride.status === 'cancelled' && ride.cancellationFee > 0);
      if (!hasReceipt) {
        throw new AppError(409, ERROR_CODES.RECEIPT_UNAVAILABLE, MONEY_MESSAGES.receiptUnavailable);
      }
      const ledger = await findRideLedger(db, rideId);
      const lines: ReceiptLine[] = [];
      let tip = 0;
      let cancellationFee = 0;
      let totalCharged = 0;
      for (const transaction of ledger) {
        for (const entry of transaction.entries) {
          if (transaction.kind === 'tip' && entry.account === 'driver_earnings') tip += entry.amount;
          if (transaction.kind === 'cancellation_fee' && entry.amount > 0) cancellationFee += entry.amount;
          if (isRiderFunding(entry, ride)) totalCharged -= entry.amount;
          if (isVisibleTo(viewer, entry, ride)) {
            lines.push({
              kind: transaction.kind,
              account: entry.account,
              amount: entry.amount,
              description: transaction.description,
              at: transaction.createdAt.toISOString(),
            });
          }
        }
      }
      const iso = (value: Date | null) => value?.toISOString() ?? null;
      const { paidWith, tipPaidWith } = await paymentsOf(db, viewer, ride, tip);
      return {
        rideId: ride.id,
        status: ride.status,
        paymentMethod: ride.paymentMethod,
        currency: ride.currency,
        pickupAddress: ride.pickupAddress,
        destinationAddress: ride.destinationAddress,
        fare: { ...ride.fare, final: ride.finalFare },
        paidWith,
        tip,
        tipPaidWith,
        cancellationFee,
        totalCharged,
        requestedAt: iso(ride.requestedAt),
        pickedUpAt: iso(ride.pickedUpAt),
        completedAt: iso(ride.completedAt),
        cancelledAt: iso(ride.cancelledAt),
        lines,
      };
    },
  };
}
