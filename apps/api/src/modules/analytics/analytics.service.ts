import {
  ANALYTICS_LIMITS,
  ERROR_CODES,
  pageInfo,
  resolveAnalyticsRange,
  type AnalyticsHeatmap,
  type AnalyticsHeatmapQuery,
  type AnalyticsOverview,
  type AnalyticsRange,
  type AnalyticsRangeQuery,
  type AnalyticsTimeseries,
  type AnalyticsTimeseriesQuery,
  type DriverActivityPage,
  type DriverActivityQuery,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { localDayEnd, localDayStart, periodEnd, periodStart } from '../../shared/local-time.ts';
import type { ReportingTimeZone } from '../../shared/reporting-time-zone.ts';
import { reportScope, type CityDirectory } from '../cities/index.ts';
import {
  countPeople,
  findBuckets,
  findDriverActivity,
  findPickups,
  summarizeRevenue,
  summarizeRides,
  type AnalyticsWindows,
  type CurrencyRevenue,
} from './analytics.repository.ts';
import { pickupHeatmap } from './pickup-heatmap.ts';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** A share of a whole, or null when there is no whole. */
function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** The instants that begin and end the range's local days, today and this month, in the range's time zone. */
function windowsOf({ from, to, timeZone }: AnalyticsRange, now: Date): AnalyticsWindows {
  return {
    range: { start: localDayStart(from, timeZone), end: localDayEnd(to, timeZone) },
    today: { start: periodStart(now, 'day', timeZone), end: periodEnd(now, 'day', timeZone) },
    month: { start: periodStart(now, 'month', timeZone), end: periodEnd(now, 'month', timeZone) },
  };
}

/** Every currency of `currencies` with its row (zeros where the range had none), then any other the ledger held. */
function revenueRows(currencies: string[], rows: CurrencyRevenue[]): CurrencyRevenue[] {
  const zero = { today: 0, thisMonth: 0, inRange: 0, grossBookingsInRange: 0 };
  const known = currencies.map(
    (currency) => rows.find((row) => row.currency === currency) ?? { currency, ...zero },
  );
  return [...known, ...rows.filter((row) => !currencies.includes(row.currency))];
}

function wholeSecondsOrNull(seconds: number | null): number | null {
  return seconds === null ? null : Math.round(Number(seconds));
}

/**
 * The admin's figures. Each call fixes "now" once (the injected clock), fills in the range's missing ends from it,
 * and leaves the counting to SQL aggregates in the repository.
 */
export function createAnalyticsService({
  db,
  clock,
  cities,
  reportingTimeZone,
  heatmapMaxRides = ANALYTICS_LIMITS.heatmapMaxRides,
}: {
  db: Database;
  clock: Clock;
  cities: Pick<CityDirectory, 'all' | 'find' | 'defaultCity'>;
  /** The zone of a platform report: the admin's `timeZone`, else the operator's (DEFAULT_TIME_ZONE). */
  reportingTimeZone: ReportingTimeZone;
  /** Pickups read for one heatmap (tests lower it to see the cap work). */
  heatmapMaxRides?: number;
}) {
  /**
   * The range with its defaults, in the report's time zone; a filled-in end can still make it wrong (e.g. `from`
   * after today).
   */
  async function rangeOf(query: AnalyticsRangeQuery, now: Date): Promise<AnalyticsRange> {
    const { timeZone } = await reportScope({ cities, reportingTimeZone }, query);
    const { range, issue } = resolveAnalyticsRange(query, timeZone, now);
    if (issue !== null) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, issue, [{ path: 'from', message: issue }]);
    }
    return range;
  }

  /**
   * The currencies a report shows even without money in them: the city's, or every city's (the default city's
   * first) for all cities.
   */
  async function currenciesOf({ cityId }: AnalyticsRange): Promise<string[]> {
    if (cityId !== null) return [(await cities.find(cityId))?.currency].filter((code) => code !== undefined);
    const [first, all] = await Promise.all([cities.defaultCity(), cities.all()]);
    return [...new Set([first.currency, ...all.map((city) => city.currency)])];
  }

  return {
    async overview(query: AnalyticsRangeQuery): Promise<AnalyticsOverview> {
      const now = clock.now();
      const range = await rangeOf(query, now);
      const windows = windowsOf(range, now);
      const people = await countPeople(db, range.cityId);
      const rides = await summarizeRides(db, windows, range.cityId);
      const revenue = revenueRows(
        await currenciesOf(range),
        await summarizeRevenue(db, windows, range.cityId),
      );
      const ended = rides.completed + rides.cancelled;
      return {
        range,
        asOf: now.toISOString(),
        users: { total: people.total, riders: people.riders, drivers: people.drivers, admins: people.admins },
        drivers: {
          onlineNow: people.onlineNow,
          pendingApproval: people.pendingApproval,
          activeInRange: rides.activeDrivers,
        },
        rides: {
          today: rides.today,
          inRange: rides.requested,
          completed: rides.completed,
          cancelled: rides.cancelled,
          noDriverFound: rides.noDriverFound,
          completionRate: shareOf(rides.completed, ended),
          cancellationRate: shareOf(rides.cancelled, ended),
          averageWaitSeconds: wholeSecondsOrNull(rides.averageWaitSeconds),
          averageTripSeconds: wholeSecondsOrNull(rides.averageTripSeconds),
        },
        revenue,
      };
    },

    async timeseries(query: AnalyticsTimeseriesQuery): Promise<AnalyticsTimeseries> {
      const range = await rangeOf(query, clock.now());
      const buckets = await findBuckets(db, range, query.groupBy);
      const held = buckets.flatMap((bucket) => [
        ...Object.keys(bucket.revenue),
        ...Object.keys(bucket.grossFares),
      ]);
      const currencies = [...new Set([...(await currenciesOf(range)), ...held])];
      const everyCurrency = (amounts: Record<string, number>) =>
        Object.fromEntries(currencies.map((currency) => [currency, amounts[currency] ?? 0]));
      return {
        range,
        groupBy: query.groupBy,
        currencies,
        buckets: buckets.map((bucket) => ({
          ...bucket,
          revenue: everyCurrency(bucket.revenue),
          grossFares: everyCurrency(bucket.grossFares),
        })),
      };
    },

    async heatmap(query: AnalyticsHeatmapQuery): Promise<AnalyticsHeatmap> {
      const now = clock.now();
      const range = await rangeOf(query, now);
      const windows = windowsOf(range, now);
      // One more than the cap tells whether the range held more requests than were read.
      const read = await findPickups(db, windows.range, range.cityId, heatmapMaxRides + 1);
      const pickups = read.slice(0, heatmapMaxRides);
      return {
        range,
        resolution: query.resolution,
        rides: pickups.length,
        isCapped: read.length > pickups.length,
        cells: pickupHeatmap(pickups, query.resolution),
      };
    },

    async drivers(query: DriverActivityQuery): Promise<DriverActivityPage> {
      const now = clock.now();
      const range = await rangeOf(query, now);
      const windows = windowsOf(range, now);
      const { rows, total } = await findDriverActivity(db, {
        window: windows.range,
        now,
        cityId: range.cityId,
        sort: query.sort,
        order: query.order,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        data: rows.map(({ totalStars, ...row }) => ({
          ...row,
          rating: row.ratingCount === 0 ? null : Math.round((totalStars / row.ratingCount) * 100) / 100,
        })),
        page: pageInfo(query, total),
        range,
      };
    },
  };
}
