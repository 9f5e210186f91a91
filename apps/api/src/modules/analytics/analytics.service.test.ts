import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '@ridebook/validation';
import type { DatabaseHandle } from '../../db/database.ts';
import { expectedHeatmap } from '../../test/analytics-figures.ts';
import { HISTORY_NOW, buildAnalyticsHistory, insertAnalyticsHistory } from '../../test/analytics-history.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { createManualClock } from '../../shared/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { createCityDirectory } from '../cities/index.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createReportingTimeZone } from '../../shared/reporting-time-zone.ts';

const reportingTimeZone = createReportingTimeZone({ defaultTimeZone: 'UTC' });

describe.skipIf(isTestDatabaseMissing)('analytics service', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('reads at most the cap of pickups for a heatmap, the latest requests first, and says so', async () => {
    const history = buildAnalyticsHistory();
    await insertAnalyticsHistory(database.db, history);
    const clock = createManualClock(HISTORY_NOW);
    const range = { from: '2026-03-15', to: '2026-03-15', timeZone: 'UTC', cityId: null };
    const query = { from: range.from, to: range.to, timeZone: range.timeZone, resolution: 9 as const };

    const capped = await createAnalyticsService({
      db: database.db,
      clock,
      cities: createCityDirectory({ db: database.db, clock }),
      reportingTimeZone,
      heatmapMaxRides: 2,
    }).heatmap(query);
    // The day's requests, latest first: 17:55 at the Ferry Building, 17:40 at Union Square, 17:00, 06:30.
    expect(capped).toMatchObject({ rides: 2, isCapped: true });
    expect(capped.cells.map((cell) => cell.count)).toEqual([1, 1]);
    const latestTwo = {
      ...history,
      rides: history.rides.filter((ride) =>
        ['2026-03-15T17:55:00.000Z', '2026-03-15T17:40:00.000Z'].includes(
          ride.requestedAt?.toISOString() ?? '',
        ),
      ),
    };
    expect(capped.cells).toEqual(expectedHeatmap(latestTwo, range, 9));

    const exact = await createAnalyticsService({
      db: database.db,
      clock,
      cities: createCityDirectory({ db: database.db, clock }),
      reportingTimeZone,
      heatmapMaxRides: 4,
    }).heatmap(query);
    expect(exact).toMatchObject({ rides: 4, isCapped: false });
    expect(exact.cells).toEqual(expectedHeatmap(history, range, 9));
  });

  it('refuses a range that only becomes wrong once its end is filled in', async () => {
    const service = createAnalyticsService({
      db: database.db,
      clock: createManualClock(HISTORY_NOW),
      cities: createCityDirectory({ db: database.db, clock: createManualClock(HISTORY_NOW) }),
      reportingTimeZone,
    });
    const failure = service.overview({ from: '2026-03-16', timeZone: 'UTC' });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ path: 'from', message: ANALYTICS_MESSAGES.dateRangeInvalid }],
    });
  });
});
