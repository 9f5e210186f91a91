import {
  ERROR_CODES,
  MONEY_LIMITS,
  dateRangeProblem,
  pageInfo,
  toParsedDate,
  type DriverEarnings,
  type EarningRidesPage,
  type EarningRidesQuery,
  type EarningsQuery,
} from '@ridebook/validation';
import type { AuthenticatedUser } from '../auth/index.ts';
import { sumDriverCashDebt } from '../payments/index.ts';
import { createCityCurrencyOf } from '../cities/index.ts';
import { type RideContext, fieldError } from '../rides/index.ts';
import {
  type LocalPeriod,
  localDayEnd,
  localDayStart,
  periodEnd,
  periodStarts,
  periodsBackStart,
} from '../../shared/local-time.ts';
import {
  countDriverFares,
  findDriverFares,
  sumDriverEarnings,
  sumDriverEarningsByBucket,
  sumDriverEarningsInOtherCurrencies,
  sumRideEarnings,
} from './earnings.repository.ts';

const NO_RIDE_SUMS = { fare: 0, driverShare: 0, commission: 0, tip: 0, refunds: 0, earnings: 0, net: 0 };
const EMPTY_BUCKET = { earnings: 0, fares: 0, tips: 0, cancellationFees: 0, refunds: 0, rides: 0 };

export type EarningsService = ReturnType<typeof createEarningsService>;

/** A checked date text as an instant: a date alone is a whole local day, an instant (with its offset) itself. */
function boundOf(text: string, edge: 'from' | 'to', timeZone: string): Date {
  const { kind, at } = toParsedDate(text);
  if (kind === 'instant') return at;
  return edge === 'from' ? localDayStart(text, timeZone) : localDayEnd(text, timeZone);
}

/** A driver's earnings, computed from the ledger only. */
export function createEarningsService(
  context: Pick<RideContext, 'db' | 'clock' | 'reportingTimeZone' | 'cities'>,
) {
  const { db, clock, reportingTimeZone } = context;
  const currencyOf = createCityCurrencyOf(context);

  /**
   * The range asked for, [from, to), in the driver's time zone: a date alone is a whole local day (`from` its
   * start, `to` its end), an instant is itself. Without `to`: the end of today, so what was posted this instant is
   * in. Without `from`: whole periods ending with the one holding `to` (the last 7 days, 12 weeks or 12 months).
   * Checked again here, since a bound filled in from the clock can make the range run backwards.
   */
  function resolveRange(
    query: { from?: string | undefined; to?: string | undefined },
    period: LocalPeriod,
    timeZone: string,
  ) {
    const to =
      query.to === undefined ? periodEnd(clock.now(), 'day', timeZone) : boundOf(query.to, 'to', timeZone);
    const from =
      query.from === undefined
        ? periodsBackStart(new Date(to.getTime() - 1), period, MONEY_LIMITS.defaultPeriods[period], timeZone)
        : boundOf(query.from, 'from', timeZone);
    const problem = dateRangeProblem(from, to);
    if (problem !== null) throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'from', problem);
    return { from, to };
  }

  return {
    async driverEarnings(driver: AuthenticatedUser, query: EarningsQuery): Promise<DriverEarnings> {
      const [timeZone, currency] = await Promise.all([
        reportingTimeZone({ driverId: driver.id }),
        currencyOf({ driverId: driver.id }),
      ]);
      const { from, to } = resolveRange(query, query.groupBy, timeZone);
      const [totals, otherCurrencies, buckets, cashDebt] = await Promise.all([
        sumDriverEarnings(db, driver.id, from, to, currency),
        sumDriverEarningsInOtherCurrencies(db, driver.id, from, to, currency),
        sumDriverEarningsByBucket(db, driver.id, { from, to, groupBy: query.groupBy, timeZone, currency }),
        sumDriverCashDebt(db, driver.id, currency),
      ]);
      const byStart = new Map(buckets.map((bucket) => [bucket.start, bucket]));
      return {
        currency,
        from: from.toISOString(),
        to: to.toISOString(),
        timeZone,
        groupBy: query.groupBy,
        totals,
        cashDebt,
        series: periodStarts(from, to, query.groupBy, timeZone).map(
          (start) => byStart.get(start) ?? { start, ...EMPTY_BUCKET },
        ),
        otherCurrencies,
      };
    },

    async driverEarningRides(driver: AuthenticatedUser, query: EarningRidesQuery): Promise<EarningRidesPage> {
      const timeZone = await reportingTimeZone({ driverId: driver.id });
      const { from, to } = resolveRange(query, 'day', timeZone);
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
