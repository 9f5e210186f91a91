import {
  ERROR_CODES,
  MONEY_LIMITS,
  dateRangeProblem,
  pageInfo,
  resolveDateBound,
  type DriverEarnings,
  type EarningRidesPage,
  type EarningRidesQuery,
  type EarningsQuery,
} from '@ridebook/validation';
import type { AuthenticatedUser } from '../auth/index.ts';
import { sumDriverCashDebt } from '../payments/index.ts';
import { type RideContext, fieldError } from '../rides/index.ts';
import { bucketStarts, startOfUtcDay } from '../../shared/earnings-buckets.ts';
import {
  countDriverFares,
  findDriverFares,
  sumDriverEarnings,
  sumDriverEarningsByBucket,
  sumRideEarnings,
} from './earnings.repository.ts';

const DAY_MS = 86_400_000;
const NO_RIDE_SUMS = { fare: 0, driverShare: 0, commission: 0, tip: 0, refunds: 0, earnings: 0, net: 0 };
const EMPTY_BUCKET = { earnings: 0, fares: 0, tips: 0, cancellationFees: 0, refunds: 0, rides: 0 };

export type EarningsService = ReturnType<typeof createEarningsService>;

/** A driver's earnings, computed from the ledger only. */
export function createEarningsService(context: Pick<RideContext, 'db' | 'clock' | 'settings'>) {
  const { db, clock, settings } = context;

  /**
   * The range asked for, [from, to). Without `to`: the end of today (UTC), so what was posted this instant is in.
   * Without `from`: the 7 days up to `to`, its day included. Checked again here, since a bound filled in from the
   * clock can make the range run backwards.
   */
  function resolveRange(query: { from?: string | undefined; to?: string | undefined }) {
    const to =
      query.to === undefined
        ? new Date(startOfUtcDay(clock.now()).getTime() + DAY_MS)
        : resolveDateBound(query.to, 'to');
    const from =
      query.from === undefined
        ? new Date(
            startOfUtcDay(new Date(to.getTime() - 1)).getTime() -
              (MONEY_LIMITS.defaultRangeDays - 1) * DAY_MS,
          )
        : resolveDateBound(query.from, 'from');
    const problem = dateRangeProblem(from, to);
    if (problem !== null) throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'from', problem);
    return { from, to };
  }

  return {
    async driverEarnings(driver: AuthenticatedUser, query: EarningsQuery): Promise<DriverEarnings> {
      const { from, to } = resolveRange(query);
      const [totals, buckets, pricing, cashDebt] = await Promise.all([
        sumDriverEarnings(db, driver.id, from, to),
        sumDriverEarningsByBucket(db, driver.id, from, to, query.groupBy),
        settings.getPricing(),
        sumDriverCashDebt(db, driver.id),
      ]);
      const byStart = new Map(buckets.map((bucket) => [bucket.start, bucket]));
      return {
        currency: pricing.currency,
        from: from.toISOString(),
        to: to.toISOString(),
        groupBy: query.groupBy,
        totals,
        cashDebt,
        series: bucketStarts(from, to, query.groupBy).map(
          (start) => byStart.get(start) ?? { start, ...EMPTY_BUCKET },
        ),
      };
    },

    async driverEarningRides(driver: AuthenticatedUser, query: EarningRidesQuery): Promise<EarningRidesPage> {
      const { from, to } = resolveRange(query);
      const [total, fares] = await Promise.all([
        countDriverFares(db, driver.id, from, to),
        findDriverFares(db, driver.id, from, to, query),
      ]);
      const sums = await sumRideEarnings(
        db,
        driver.id,
        fares.map((fare) => fare.rideId),
      );
      return {
        data: fares.map((fare) => ({
          rideId: fare.rideId,
          completedAt: (fare.completedAt ?? fare.postedAt).toISOString(),
          pickupAddress: fare.pickupAddress,
          destinationAddress: fare.destinationAddress,
          paymentMethod: fare.paymentMethod,
          currency: fare.currency,
          ...(sums.get(fare.rideId) ?? NO_RIDE_SUMS),
        })),
        page: pageInfo(query, total),
      };
    },
  };
}
