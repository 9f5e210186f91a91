import { latLngToCell } from 'h3-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_MESSAGES,
  PAGINATION_MESSAGES,
  analyticsHeatmapResponseSchema,
  analyticsOverviewResponseSchema,
  analyticsTimeseriesResponseSchema,
  driverActivityResponseSchema,
  type AnalyticsRange,
} from '@ridebook/validation';
import {
  expectedBuckets,
  expectedDriverActivity,
  expectedHeatmap,
  expectedOverview,
} from '../../test/analytics-figures.ts';
import {
  HISTORY_NOW,
  buildAnalyticsHistory,
  insertAnalyticsHistory,
  type AnalyticsHistory,
} from '../../test/analytics-history.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  buildRideTestContext,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const PATHS = ['overview', 'timeseries', 'heatmap', 'drivers'].map((name) => `/api/admin/analytics/${name}`);

/** The week of 9 to 15 March 2026 in UTC, and the same dates in San Francisco (UTC-7 that week). */
const WEEK_UTC: AnalyticsRange = { from: '2026-03-09', to: '2026-03-15', timeZone: 'UTC', cityId: null };
const WEEK_SF: AnalyticsRange = { ...WEEK_UTC, timeZone: 'America/Los_Angeles' };

/** The range (every city unless it names one) and more parameters as a query string. */
function query(range: AnalyticsRange, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...range, ...extra })) {
    if (value !== null) params.set(key, String(value));
  }
  return params.toString();
}

describe.skipIf(isTestDatabaseMissing)('admin analytics over a seeded history', () => {
  let context: RideTestContext;
  let history: AnalyticsHistory;
  let admin: TestBrowser;
  /** Everyone with an account: the history's people and the signed-in admin. */
  let people: { role: 'rider' | 'driver' | 'admin' }[];

  beforeEach(async () => {
    context = await buildRideTestContext();
    history = buildAnalyticsHistory();
    await insertAnalyticsHistory(context.db, history);
    admin = (await signedInAdmin(context.app, context.db)).browser;
    people = [...history.users, { role: 'admin' }];
    context.clock.set(HISTORY_NOW);
  });
  afterEach(async () => {
    await context.app.close();
  });

  async function overview(range: AnalyticsRange) {
    const response = await admin.get(`/api/admin/analytics/overview?${query(range)}`);
    expect(response.statusCode).toBe(200);
    return analyticsOverviewResponseSchema.parse(response.json()).data;
  }

  it('answers the overview of a week as worked out from the history', async () => {
    const answer = await overview(WEEK_UTC);
    expect(answer).toEqual(expectedOverview(history, people, WEEK_UTC, HISTORY_NOW));
    // A few figures by hand, so the worked-out figures are checked too.
    expect(answer.users).toEqual({ total: 15, riders: 8, drivers: 6, admins: 1 });
    expect(answer.drivers).toEqual({ onlineNow: 2, pendingApproval: 2, activeInRange: 3 });
    expect(answer.rides).toMatchObject({
      today: 4,
      inRange: 11,
      completed: 6,
      cancelled: 5,
      noDriverFound: 1,
    });
    expect(answer.rides.completionRate).toBeCloseTo(6 / 11, 10);
    expect(answer.revenue).toMatchObject([{ currency: 'USD', inRange: 1_680, grossBookingsInRange: 8_900 }]);
  });

  it('cuts days in the time zone asked: a ride near midnight falls on the day it was there', async () => {
    const answer = await overview(WEEK_SF);
    expect(answer).toEqual(expectedOverview(history, people, WEEK_SF, HISTORY_NOW));
    const utc = await overview(WEEK_UTC);
    // 06:30 UTC on the 15th is 23:30 on the 14th in San Francisco: not "today" there, and its fare not today's.
    expect(answer.rides.today).toBe(utc.rides.today - 1);
    expect(answer.revenue[0]!.today).toBe(utc.revenue[0]!.today - 360);
    // 02:00 UTC on the 9th is the 8th in San Francisco, before the week.
    expect(answer.rides.completed).toBe(4);
  });

  it("defaults to the 30 days ending today by the clock, in the operator's time zone (DEFAULT_TIME_ZONE)", async () => {
    const response = await admin.get('/api/admin/analytics/overview');
    const answer = analyticsOverviewResponseSchema.parse(response.json()).data;
    // The test environment's operator zone is UTC (test-app.ts); the daylight-saving tests use San Francisco's.
    const range = { from: '2026-02-14', to: '2026-03-15', timeZone: 'UTC', cityId: null };
    expect(answer.range).toEqual(range);
    expect(answer).toEqual(expectedOverview(history, people, range, HISTORY_NOW));
    expect(answer.rides.noDriverFound).toBe(2);
  });

  it('answers null rates and averages for a range where nothing ended, and zeros', async () => {
    const quiet = { from: '2026-02-01', to: '2026-02-10', timeZone: 'UTC', cityId: null };
    const answer = await overview(quiet);
    expect(answer).toEqual(expectedOverview(history, people, quiet, HISTORY_NOW));
    expect(answer.rides).toEqual({
      today: 4,
      inRange: 0,
      completed: 0,
      cancelled: 0,
      noDriverFound: 0,
      completionRate: null,
      cancellationRate: null,
      averageWaitSeconds: null,
      averageTripSeconds: null,
    });
    expect(answer.revenue).toMatchObject([{ currency: 'USD', inRange: 0 }]);
  });

  it('lists every day, week and month of the range, empty ones included', async () => {
    const cases: [AnalyticsRange, 'day' | 'week' | 'month'][] = [
      [WEEK_UTC, 'day'],
      [WEEK_SF, 'day'],
      [{ from: '2026-02-14', to: '2026-03-15', timeZone: 'UTC', cityId: null }, 'week'],
      [{ from: '2026-01-10', to: '2026-03-15', timeZone: 'America/Los_Angeles', cityId: null }, 'month'],
    ];
    for (const [range, groupBy] of cases) {
      const response = await admin.get(`/api/admin/analytics/timeseries?${query(range, { groupBy })}`);
      expect(response.statusCode).toBe(200);
      const answer = analyticsTimeseriesResponseSchema.parse(response.json()).data;
      expect(answer).toEqual({
        range,
        groupBy,
        currencies: ['USD'],
        buckets: expectedBuckets(history, range, groupBy),
      });
    }
    const weeks = analyticsTimeseriesResponseSchema.parse(
      (await admin.get('/api/admin/analytics/timeseries?groupBy=week')).json(),
    ).data.buckets;
    expect(weeks.map((bucket) => bucket.start)).toEqual([
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(weeks[0]).toEqual({
      start: '2026-02-09',
      requested: 0,
      completed: 0,
      cancelled: 0,
      revenue: { USD: 0 },
      grossFares: { USD: 0 },
    });
  });

  it('moves the ride near midnight to the day before in San Francisco', async () => {
    const series = async (range: AnalyticsRange) =>
      analyticsTimeseriesResponseSchema.parse(
        (await admin.get(`/api/admin/analytics/timeseries?${query(range)}`)).json(),
      ).data.buckets;
    const utc = await series(WEEK_UTC);
    const sf = await series(WEEK_SF);
    expect(utc.find((bucket) => bucket.start === '2026-03-15')).toMatchObject({
      completed: 1,
      grossFares: { USD: 1_800 },
    });
    expect(sf.find((bucket) => bucket.start === '2026-03-15')).toMatchObject({
      completed: 0,
      grossFares: { USD: 0 },
    });
    expect(sf.find((bucket) => bucket.start === '2026-03-14')).toMatchObject({
      completed: 1,
      grossFares: { USD: 1_800 },
    });
  });

  it('counts ride requests per H3 cell of the pickup, with the cell centre', async () => {
    for (const resolution of [7, 8, 9]) {
      const response = await admin.get(`/api/admin/analytics/heatmap?${query(WEEK_UTC, { resolution })}`);
      expect(response.statusCode).toBe(200);
      const answer = analyticsHeatmapResponseSchema.parse(response.json()).data;
      expect(answer).toEqual({
        range: WEEK_UTC,
        resolution,
        rides: 11,
        isCapped: false,
        cells: expectedHeatmap(history, WEEK_UTC, resolution),
      });
    }
    const answer = analyticsHeatmapResponseSchema.parse(
      (await admin.get(`/api/admin/analytics/heatmap?${query(WEEK_UTC, { resolution: 9 })}`)).json(),
    ).data;
    // Four requests at the Ferry Building (one of them a few metres away) make the busiest cell.
    expect(answer.cells[0]).toMatchObject({ cell: latLngToCell(37.7955, -122.3937, 9), count: 4 });
    expect(answer.cells[0]?.lat).toBeCloseTo(37.7955, 2);
    expect(answer.cells[0]?.lng).toBeCloseTo(-122.3937, 2);
  });

  it('lists driver activity: completed rides, earnings without payouts, rating, online time in the range', async () => {
    for (const range of [WEEK_UTC, WEEK_SF]) {
      const response = await admin.get(`/api/admin/analytics/drivers?${query(range)}`);
      expect(response.statusCode).toBe(200);
      const answer = driverActivityResponseSchema.parse(response.json());
      const expected = expectedDriverActivity(history, range, HISTORY_NOW);
      expect(answer).toEqual({
        data: expected,
        page: { page: 1, pageSize: 20, total: expected.length, totalPages: 1 },
        range,
      });
    }
    const week = driverActivityResponseSchema.parse(
      (await admin.get(`/api/admin/analytics/drivers?${query(WEEK_UTC)}`)).json(),
    ).data;
    expect(
      week.map(({ name, completedRides, earnings, rating, onlineSeconds }) => ({
        name,
        completedRides,
        earnings,
        rating,
        onlineSeconds,
      })),
    ).toEqual([
      { name: 'Bruno Driver', completedRides: 3, earnings: 3_760, rating: 4, onlineSeconds: 8 * 3_600 },
      { name: 'Alice Driver', completedRides: 2, earnings: 3_100, rating: 4.5, onlineSeconds: 6 * 3_600 },
      { name: 'Chen Driver', completedRides: 1, earnings: 960, rating: 2, onlineSeconds: 19 * 3_600 },
    ]);
  });

  it('sorts and pages driver activity', async () => {
    const page = async (extra: Record<string, string | number>) =>
      driverActivityResponseSchema.parse(
        (await admin.get(`/api/admin/analytics/drivers?${query(WEEK_UTC, extra)}`)).json(),
      );
    const byOnline = await page({ sort: 'onlineSeconds', order: 'desc' });
    expect(byOnline.data.map((row) => row.name)).toEqual(['Chen Driver', 'Bruno Driver', 'Alice Driver']);
    const byRating = await page({ sort: 'rating', order: 'asc' });
    expect(byRating.data.map((row) => row.name)).toEqual(['Chen Driver', 'Bruno Driver', 'Alice Driver']);
    const byEarnings = await page({ sort: 'earnings' });
    expect(byEarnings.data.map((row) => row.name)).toEqual(['Bruno Driver', 'Alice Driver', 'Chen Driver']);
    const second = await page({ pageSize: 2, page: 2 });
    expect(second.data.map((row) => row.name)).toEqual(['Chen Driver']);
    expect(second.page).toEqual({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    const beyond = await page({ pageSize: 2, page: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.page.total).toBe(3);
  });
});

describe.skipIf(isTestDatabaseMissing)('admin analytics: input and permissions', () => {
  const context = rideTestContextPerTest();

  it('answers an empty platform with zeros, nulls and empty buckets', async () => {
    const { browser } = await signedInAdmin(context.app, context.db);
    const range = { from: '2026-03-01', to: '2026-03-03', timeZone: 'UTC', cityId: null };
    const overview = analyticsOverviewResponseSchema.parse(
      (await browser.get(`/api/admin/analytics/overview?${query(range)}`)).json(),
    ).data;
    expect(overview.users).toEqual({ total: 1, riders: 0, drivers: 0, admins: 1 });
    expect(overview.rides.completionRate).toBeNull();
    expect(overview.rides.averageTripSeconds).toBeNull();
    const series = analyticsTimeseriesResponseSchema.parse(
      (await browser.get(`/api/admin/analytics/timeseries?${query(range)}`)).json(),
    ).data;
    expect(series.buckets.map((bucket) => [bucket.start, bucket.requested, bucket.revenue])).toEqual([
      ['2026-03-01', 0, { USD: 0 }],
      ['2026-03-02', 0, { USD: 0 }],
      ['2026-03-03', 0, { USD: 0 }],
    ]);
    const heatmap = analyticsHeatmapResponseSchema.parse(
      (await browser.get(`/api/admin/analytics/heatmap?${query(range)}`)).json(),
    ).data;
    expect(heatmap).toMatchObject({ resolution: 8, rides: 0, isCapped: false, cells: [] });
    const drivers = driverActivityResponseSchema.parse(
      (await browser.get(`/api/admin/analytics/drivers?${query(range)}`)).json(),
    );
    expect(drivers.data).toEqual([]);
    expect(drivers.page).toEqual({ page: 1, pageSize: 20, total: 0, totalPages: 1 });
  });

  it('names the field of every bad input with its message', async () => {
    const { browser } = await signedInAdmin(context.app, context.db);
    const cases: [string, string, string][] = [
      ['overview?from=2026-03-10&to=2026-03-09', 'from', ANALYTICS_MESSAGES.dateRangeInvalid],
      ['overview?from=2026-02-30', 'from', ANALYTICS_MESSAGES.dateInvalid],
      ['overview?to=yesterday', 'to', ANALYTICS_MESSAGES.dateInvalid],
      ['overview?from=2020-01-01&to=2026-03-01', 'from', ANALYTICS_MESSAGES.rangeTooLong],
      ['overview?timeZone=Mars/Olympus', 'timeZone', ANALYTICS_MESSAGES.timeZoneInvalid],
      ['timeseries?timeZone=%2B05:00', 'timeZone', ANALYTICS_MESSAGES.timeZoneInvalid],
      ['timeseries?groupBy=year', 'groupBy', ANALYTICS_MESSAGES.groupByInvalid],
      ['heatmap?resolution=10', 'resolution', ANALYTICS_MESSAGES.resolutionInvalid],
      ['heatmap?resolution=6', 'resolution', ANALYTICS_MESSAGES.resolutionInvalid],
      ['drivers?sort=name', 'sort', PAGINATION_MESSAGES.sortInvalid],
      ['drivers?pageSize=101', 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
      ['overview?cityId=london', 'cityId', ANALYTICS_MESSAGES.cityInvalid],
      ['timeseries?cityId=5f000000-0000-4000-8000-00000000ffff', 'cityId', ANALYTICS_MESSAGES.cityInvalid],
    ];
    for (const [path, field, message] of cases) {
      const response = await browser.get(`/api/admin/analytics/${path}`);
      expect(response.statusCode, path).toBe(400);
      expect(errorOf(response), path).toEqual({
        message,
        code: 'VALIDATION_FAILED',
        errors: [{ path: field, message }],
      });
    }
  });

  it('refuses a start after today when the end is left to default', async () => {
    const { browser } = await signedInAdmin(context.app, context.db);
    context.clock.set(HISTORY_NOW);
    const response = await browser.get('/api/admin/analytics/drivers?from=2026-03-16');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([
      { path: 'from', message: ANALYTICS_MESSAGES.dateRangeInvalid },
    ]);
    // In Tokyo it is already the 16th.
    const tokyo = await browser.get('/api/admin/analytics/drivers?from=2026-03-16&timeZone=Asia/Tokyo');
    expect(tokyo.statusCode).toBe(200);
  });

  it('is for admins only: 401 signed out, 403 for riders and drivers', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, null);
    for (const path of PATHS) {
      const signedOut = await context.app.inject({ method: 'GET', url: `${path}?timeZone=Nowhere` });
      expect(signedOut.statusCode, path).toBe(401);
      for (const { browser } of [rider, driver]) {
        const response = await browser.get(path);
        expect(response.statusCode, path).toBe(403);
        expect(errorOf(response).code).toBe('FORBIDDEN');
      }
    }
  });

  it('documents its paths in the OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    for (const path of PATHS) {
      expect(document.paths[path]?.get?.tags, path).toEqual(['admin']);
    }
  });
});
