import type { FareEstimate, PricingSettings } from '@ridebook/validation';

/**
 * Fares in minor units (cents). A trip costs base + perKm x km + perMinute x minutes, topped up to the minimum
 * fare, plus the booking fee. The quote shows a range around the upfront price: traffic can make the trip
 * shorter or longer than the routing estimate, and the range tells the rider how much.
 */
const RANGE_LOW = 0.9;
const RANGE_HIGH = 1.2;

/**
 * The final fare rule (docs/decisions/006-ride-engine.md): the rider pays the upfront price of the quote, unless
 * the driven route is more than this much longer than the quoted one (a detour the rider asked for); then the
 * fare is computed from the driven distance and the time in the car, never below the upfront price.
 */
export const DETOUR_TOLERANCE = 1.25;

function tripPrice(settings: PricingSettings, distanceMeters: number, durationSeconds: number): number {
  return Math.round(
    settings.baseFare +
      (settings.perKm * distanceMeters) / 1000 +
      (settings.perMinute * durationSeconds) / 60,
  );
}

export function estimateFare(
  settings: PricingSettings,
  trip: { distanceMeters: number; durationSeconds: number },
): FareEstimate {
  const distance = Math.round((settings.perKm * trip.distanceMeters) / 1000);
  const time = Math.round((settings.perMinute * trip.durationSeconds) / 60);
  const price = settings.baseFare + distance + time;
  const minimumFareTopUp = Math.max(0, settings.minimumFare - price);
  const estimate = price + minimumFareTopUp + settings.bookingFee;
  const withFee = (amount: number) =>
    Math.max(settings.minimumFare, Math.round(amount)) + settings.bookingFee;
  return {
    currency: settings.currency,
    estimate,
    low: Math.min(estimate, withFee(price * RANGE_LOW)),
    high: Math.max(estimate, withFee(price * RANGE_HIGH)),
    breakdown: {
      baseFare: settings.baseFare,
      distance,
      time,
      minimumFareTopUp,
      bookingFee: settings.bookingFee,
    },
  };
}

/** What the rider pays at completion (booking fee included). */
export function finalFare(
  settings: PricingSettings,
  quoted: { estimate: number; distanceMeters: number },
  driven: { distanceMeters: number | null; durationSeconds: number },
): number {
  if (driven.distanceMeters === null || driven.distanceMeters <= quoted.distanceMeters * DETOUR_TOLERANCE)
    return quoted.estimate;
  const price = Math.max(
    settings.minimumFare,
    tripPrice(settings, driven.distanceMeters, driven.durationSeconds),
  );
  return Math.max(quoted.estimate, price + settings.bookingFee);
}

/**
 * The fee a rider pays for cancelling: none while no driver is on the way or within the grace period after a
 * driver accepted; the flat fee once the driver has been on the way longer, or has arrived.
 */
export function riderCancellationFee(
  settings: PricingSettings,
  ride: { status: string; acceptedAt: Date | null },
  now: Date,
): number {
  if (ride.status === 'arrived') return settings.cancellationFee;
  if (ride.status !== 'accepted' || ride.acceptedAt === null) return 0;
  const onTheWayMs = now.getTime() - ride.acceptedAt.getTime();
  return onTheWayMs > settings.cancellationGraceMinutes * 60_000 ? settings.cancellationFee : 0;
}

/** How a fare splits: the booking fee and the commission go to the platform, the rest to the driver (seed: 80%). */
export function splitFare(
  settings: Pick<PricingSettings, 'commissionPercent'>,
  fare: number,
  bookingFee: number,
) {
  const tripFare = Math.max(0, fare - bookingFee);
  const driverEarnings = Math.round((tripFare * (100 - settings.commissionPercent)) / 100);
  return { driverEarnings, platformRevenue: fare - driverEarnings };
}
