import {
  ANALYTICS_LIMITS,
  ERROR_CODES,
  analyticsToday,
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
import type { SettingsService } from '../settings/index.ts';
import {
  countPeople,
  findBuckets,
  findDriverActivity,
  findPickups,
  findWindows,
  summarizeRevenue,
  summarizeRides,
} from './analytics.repository.ts';
import { pickupHeatmap } from './pickup-heatmap.ts';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** A share of a whole, or null when there is no whole. */
function shareOf(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
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
  heatmapMaxRides = ANALYTICS_LIMITS.heatmapMaxRides,
}: {
  db: Database;
  clock: Clock;
  settings: Pick<SettingsService, 'getPricing'>;
  /** Pickups read for one heatmap (tests lower it to see the cap work). */
  heatmapMaxRides?: number;
}) {
  /** The range with its defaults; a filled-in end can still make it wrong (e.g. `from` after today). */
  function rangeOf(query: AnalyticsRangeQuery, now: Date): AnalyticsRange {
    const { range, issue } = resolveAnalyticsRange(query, now);
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
      const range = rangeOf(query, now);
      const windows = await findWindows(db, { ...range, today: analyticsToday(now, range.timeZone) });
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
      const range = rangeOf(query, clock.now());
      return {
        range,
        groupBy: query.groupBy,
        currency: await currency(),
        buckets: await findBuckets(db, range, query.groupBy),
      };
    },

    async heatmap(query: AnalyticsHeatmapQuery): Promise<AnalyticsHeatmap> {
      const now = clock.now();
      const range = rangeOf(query, now);
      const windows = await findWindows(db, { ...range, today: analyticsToday(now, range.timeZone) });
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
      const range = rangeOf(query, now);
      const windows = await findWindows(db, { ...range, today: analyticsToday(now, range.timeZone) });
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
