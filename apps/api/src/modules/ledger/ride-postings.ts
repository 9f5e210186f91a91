import type { PaymentMethod } from '@ridebook/validation';
import { splitFare } from '../pricing/index.ts';
import type { LedgerLine, LedgerPosting } from './post-transaction.ts';

/** What the ledger needs of a ride (a rides row has it all). */
export type LedgerRide = {
  id: string;
  riderId: string;
  driverId: string | null;
  paymentMethod: PaymentMethod;
  currency: string;
  finalFare: number | null;
  cancellationFee: number;
  fare: { breakdown: { bookingFee: number } };
  pricing: { commissionPercent: number };
};

export type Shares = { driverShare: number; platformShare: number };

/**
 * How an amount splits between the driver and the platform: the driver keeps `100 - commissionPercent` percent
 * of it before the booking fee, the platform the rest (docs/decisions/007). Rounded once, on the driver's share,
 * so the two always add up to the amount.
 */
export function splitShares(
  amount: number,
  { commissionPercent, bookingFee = 0 }: { commissionPercent: number; bookingFee?: number },
): Shares {
  const { driverEarnings, platformRevenue } = splitFare({ commissionPercent }, amount, bookingFee);
  return { driverShare: driverEarnings, platformShare: platformRevenue };
}

/** Entries of zero move nothing; the ledger refuses them. */
const nonZero = (lines: LedgerLine[]) => lines.filter((line) => line.amount !== 0);

function requireDriver(ride: LedgerRide): string {
  if (ride.driverId === null) throw new Error(`ride ${ride.id} has no driver`);
  return ride.driverId;
}

/**
 * The fare at completion. The money comes from the card, the rider's wallet, or the driver's hands (cash: the
 * driver holds the platform's share); then the driver's share and the platform's.
 */
export function rideFarePosting(ride: LedgerRide, at: Date): LedgerPosting | null {
  const amount = ride.finalFare ?? 0;
  if (amount <= 0) return null;
  const driverId = requireDriver(ride);
  const source: LedgerLine =
    ride.paymentMethod === 'card'
      ? { account: 'card_clearing', amount: -amount }
      : ride.paymentMethod === 'wallet'
        ? { account: 'rider_wallet', userId: ride.riderId, amount: -amount }
        : { account: 'driver_cash', userId: driverId, amount: -amount };
  const { driverShare, platformShare } = splitShares(amount, {
    commissionPercent: ride.pricing.commissionPercent,
    bookingFee: ride.fare.breakdown.bookingFee,
  });
  return {
    kind: 'ride_fare',
    rideId: ride.id,
    currency: ride.currency,
    description: `Ride fare (${ride.paymentMethod})`,
    at,
    entries: nonZero([
      source,
      { account: 'driver_earnings', userId: driverId, amount: driverShare },
      { account: 'platform_revenue', amount: platformShare },
    ]),
  };
}

/**
 * A rider's cancellation fee: from the card, or owed from the rider's wallet (wallet and cash rides: a negative
 * wallet is money the rider owes); split like a fare when a driver was on the way, else all the platform's.
 */
export function cancellationFeePosting(
  ride: LedgerRide,
  at: Date,
  actorId: string | null,
): LedgerPosting | null {
  const amount = ride.cancellationFee;
  if (amount <= 0) return null;
  const source: LedgerLine =
    ride.paymentMethod === 'card'
      ? { account: 'card_clearing', amount: -amount }
      : { account: 'rider_wallet', userId: ride.riderId, amount: -amount };
  const { driverShare, platformShare } =
    ride.driverId === null
      ? { driverShare: 0, platformShare: amount }
      : splitShares(amount, { commissionPercent: ride.pricing.commissionPercent });
  return {
    kind: 'cancellation_fee',
    rideId: ride.id,
    actorId,
    currency: ride.currency,
    description: 'Cancellation fee',
    at,
    entries: nonZero([
      source,
      ...(ride.driverId === null
        ? []
        : [{ account: 'driver_earnings' as const, userId: ride.driverId, amount: driverShare }]),
      { account: 'platform_revenue', amount: platformShare },
    ]),
  };
}

/** A tip: charged to the card (also on cash rides: a tip in the app is paid by card) or the wallet; all to the driver. */
export function tipPosting(ride: LedgerRide, amount: number, at: Date, actorId: string): LedgerPosting {
  const driverId = requireDriver(ride);
  const source: LedgerLine =
    ride.paymentMethod === 'wallet'
      ? { account: 'rider_wallet', userId: ride.riderId, amount: -amount }
      : { account: 'card_clearing', amount: -amount };
  return {
    kind: 'tip',
    rideId: ride.id,
    actorId,
    currency: ride.currency,
    description: 'Tip for the driver',
    at,
    entries: [source, { account: 'driver_earnings', userId: driverId, amount }],
  };
}
