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
import type { SettingsService } from '../settings/index.ts';
import {
  countPeople,
  findBuckets,
  findDriverActivity,
  findPickups,
  summarizeRevenue,
  summarizeRides,
  type AnalyticsWindows,
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
  settings,
  reportingTimeZone,
  heatmapMaxRides = ANALYTICS_LIMITS.heatmapMaxRides,
}: {
  db: Database;
  clock: Clock;
  settings: Pick<SettingsService, 'getPricing'>;
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
    const timeZone = await reportingTimeZone({ platform: true, requestedTimeZone: query.timeZone });
    const { range, issue } = resolveAnalyticsRange(query, timeZone, now);
    if (issue !== null) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, issue, [{ path: 'from', message: issue }]);
    }
    return range;
  }

  async function currency(): Promise<string> {
    return (await settings.getPricing()).currency;
  }

  return {
    async overview(query: AnalyticsRangeQuery): Promise<AnalyticsOverview> {
      const now = clock.now();
      const range = await rangeOf(query, now);
      const windows = windowsOf(range, now);
      const people = await countPeople(db);
      const rides = await summarizeRides(db, windows);
      const revenue = await summarizeRevenue(db, windows);
      const ended = rides.completed + rides.cancelled;
      return {
        range,
        asOf: now.toISOString(),
        currency: await currency(),
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
      return {
        range,
        groupBy: query.groupBy,
        currency: await currency(),
        buckets: await findBuckets(db, range, query.groupBy),
      };
    },

    async heatmap(query: AnalyticsHeatmapQuery): Promise<AnalyticsHeatmap> {
      const now = clock.now();
      const range = await rangeOf(query, now);
      const windows = windowsOf(range, now);
      // One more than the cap tells whether the range held more requests than were read.
      const read = await findPickups(db, windows.range, heatmapMaxRides + 1);
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
        currency: await currency(),
      };
    },
  };
}
