import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsOverviewResponseSchema,
  analyticsTimeseriesResponseSchema,
  driverEarningsResponseSchema,
  driverRideListResponseSchema,
  driverSummaryResponseSchema,
} from '@ridebook/validation';
import type { TestBrowser } from '../test/browser.ts';
import { errorOf } from '../test/responses.ts';
import { completedRide, expectedFareShares } from '../test/money-support.ts';
import {
  buildRideTestContext,
  signedInAdmin,
  signedInDriver,
  type RideTestContext,
} from '../test/ride-support.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';

// Reports cut in the operator's time zone (DEFAULT_TIME_ZONE, here San Francisco's) on daylight-saving days: a ride
// at 23:30 local time counts on its local day in the driver's dashboard and earnings, the ride lists, the admin's
// analytics and the CSV export, although UTC has already moved on to the next date.

/** Migrating the file's first database, signing people up and driving four rides: minutes on a loaded machine. */
const SLOW_STEP_MS = 900_000;

/** Sunday 8 March 2026 in San Francisco: clocks spring forward at 02:00, a 23-hour day (PST -8, then PDT -7). */
const SPRING_NOON = new Date('2026-03-08T20:00:00Z'); // 13:00 PDT on the 8th; UTC's 8th too
const SPRING_LATE_NIGHT = new Date('2026-03-09T06:30:00Z'); // 23:30 PDT on the 8th; UTC's 9th already
const MONDAY_EARLY = new Date('2026-03-09T07:30:00Z'); // 00:30 PDT on Monday the 9th
/** 00:30 on Sunday 25 October 2026 in London (BST, +1), the 25-hour day: UTC's 24th still. */
const LONDON_FALL_BACK_NIGHT = new Date('2026-10-24T23:30:00Z');

describe.skipIf(isTestDatabaseMissing)('reports cut at local midnight on daylight-saving days', () => {
  let context: RideTestContext;
  let driver: Awaited<ReturnType<typeof signedInDriver>>;
  let admin: TestBrowser;
  let shares: { noon: number; lateNight: number; monday: number };
  let lateNightRideId: string;

  beforeAll(async () => {
    context = await buildRideTestContext({ DEFAULT_TIME_ZONE: 'America/Los_Angeles' });
    driver = await signedInDriver(context.app, context.db);
    admin = (await signedInAdmin(context.app, context.db)).browser;
    const driveAt = async (at: Date) => {
      context.clock.set(at);
      const { ride } = await completedRide(context, { paymentMethod: 'card', driver });
      return { id: ride.id, share: expectedFareShares(ride.fare.estimate).driverShare };
    };
    const noon = await driveAt(SPRING_NOON);
    const lateNight = await driveAt(SPRING_LATE_NIGHT);
    const monday = await driveAt(MONDAY_EARLY);
    await driveAt(LONDON_FALL_BACK_NIGHT);
    shares = { noon: noon.share, lateNight: lateNight.share, monday: monday.share };
    lateNightRideId = lateNight.id;
  }, SLOW_STEP_MS);
  afterAll(async () => {
    await context?.app.close();
  });

  async function getJson(browser: TestBrowser, url: string) {
    const response = await browser.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<unknown>();
  }

  it('counts the 23:30 ride in the driver’s "today" of the 8th, with the noon ride and not Monday’s', async () => {
    context.clock.set(new Date('2026-03-09T06:50:00Z')); // 23:50 PDT on the 8th
    const summary = driverSummaryResponseSchema.parse(
      await getJson(driver.browser, '/api/driver/summary'),
    ).data;
    expect(summary.timeZone).toBe('America/Los_Angeles');
    expect(summary.today).toMatchObject({ rides: 2, earnings: shares.noon + shares.lateNight });

    context.clock.set(new Date('2026-03-09T08:00:00Z')); // 01:00 PDT on Monday the 9th
    const monday = driverSummaryResponseSchema.parse(
      await getJson(driver.browser, '/api/driver/summary'),
    ).data;
    expect(monday.today).toMatchObject({ rides: 1, earnings: shares.monday });
  });

  it('puts the 23:30 ride on the 8th in the earnings by day, and in the week of Monday 2 March', async () => {
    const byDay = driverEarningsResponseSchema.parse(
      await getJson(driver.browser, '/api/driver/earnings?from=2026-03-07&to=2026-03-09&groupBy=day'),
    ).data;
    expect(byDay).toMatchObject({
      timeZone: 'America/Los_Angeles',
      // Local midnights: PST on the 7th, PDT after the 23-hour 8th.
      from: '2026-03-07T08:00:00.000Z',
      to: '2026-03-10T07:00:00.000Z',
    });
    expect(byDay.series.map(({ start, rides, fares }) => ({ start, rides, fares }))).toEqual([
      { start: '2026-03-07', rides: 0, fares: 0 },
      { start: '2026-03-08', rides: 2, fares: shares.noon + shares.lateNight },
      { start: '2026-03-09', rides: 1, fares: shares.monday },
    ]);

    const byWeek = driverEarningsResponseSchema.parse(
      await getJson(driver.browser, '/api/driver/earnings?from=2026-03-08&to=2026-03-09&groupBy=week'),
    ).data;
    expect(byWeek.series.map(({ start, rides }) => ({ start, rides }))).toEqual([
      { start: '2026-03-02', rides: 2 },
      { start: '2026-03-09', rides: 1 },
    ]);

    const theDayRides = await getJson(
      driver.browser,
      '/api/driver/earnings/rides?from=2026-03-08&to=2026-03-08',
    );
    expect((theDayRides as { data: Array<{ rideId: string }> }).data.map((ride) => ride.rideId)).toContain(
      lateNightRideId,
    );
  });

  it('lists the 23:30 ride among the rides of the 8th in the driver’s history', async () => {
    const list = driverRideListResponseSchema.parse(
      await getJson(driver.browser, '/api/driver/rides?from=2026-03-08&to=2026-03-08'),
    );
    expect(list.data).toHaveLength(2);
    expect(list.data.map((ride) => ride.id)).toContain(lateNightRideId);
  });

  it('charts the 23:30 ride on the 8th for the admin in the operator’s zone, on the 9th in UTC or Tokyo', async () => {
    const completedByDay = async (query: string) => {
      const { data } = analyticsTimeseriesResponseSchema.parse(
        await getJson(admin, `/api/admin/analytics/timeseries?from=2026-03-07&to=2026-03-09${query}`),
      );
      return { timeZone: data.range.timeZone, days: data.buckets.map((bucket) => bucket.completed) };
    };
    expect(await completedByDay('')).toEqual({ timeZone: 'America/Los_Angeles', days: [0, 2, 1] });
    expect(await completedByDay('&timeZone=UTC')).toEqual({ timeZone: 'UTC', days: [0, 1, 2] });
    // East of UTC: all three are on the 9th in Tokyo (05:00, 15:30 and 16:30 there).
    expect(await completedByDay('&timeZone=Asia/Tokyo')).toEqual({ timeZone: 'Asia/Tokyo', days: [0, 0, 3] });
  });

  it('counts a ride at 00:30 on London’s 25-hour day on the 25th there, and on the 24th in UTC', async () => {
    const completedOn = async (date: string, timeZone: string) => {
      const { data } = analyticsOverviewResponseSchema.parse(
        await getJson(admin, `/api/admin/analytics/overview?from=${date}&to=${date}&timeZone=${timeZone}`),
      );
      return data.rides.completed;
    };
    expect(await completedOn('2026-10-25', 'Europe/London')).toBe(1);
    expect(await completedOn('2026-10-24', 'Europe/London')).toBe(0);
    expect(await completedOn('2026-10-24', 'UTC')).toBe(1);
    // In San Francisco it was 16:30 on the 24th.
    expect(await completedOn('2026-10-24', 'America/Los_Angeles')).toBe(1);
  });

  it('exports the rides of the 8th with their local times and the zone stated', async () => {
    context.clock.set(new Date('2026-03-09T06:50:00Z')); // still the 8th in San Francisco
    const response = await admin.get(
      '/api/admin/rides/export.csv?from=2026-03-08&to=2026-03-08&sort=createdAt',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-time-zone']).toBe('America/Los_Angeles');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ridebook-rides-2026-03-08.csv"',
    );
    // Addresses hold quoted commas: the rows are checked by what they contain, the columns by their order.
    const [header = '', ...rows] = response.body.slice(1).trimEnd().split('\r\n');
    expect(header).toMatch(/^id,status,createdAt,scheduledAt,completedAt,cancelledAt,.*,timeZone$/);
    expect(rows).toHaveLength(2);
    const lateNight = rows.find((row) => row.startsWith(lateNightRideId)) ?? '';
    // Booked, driven and completed at 23:30 on the 8th (PDT, -07:00), not 06:30 on the 9th.
    expect(lateNight).toContain(',completed,2026-03-08T23:30:00-07:00,,2026-03-08T23:30:00-07:00,,');
    expect(lateNight).toMatch(/,America\/Los_Angeles$/);
    const noon = rows.find((row) => row !== lateNight) ?? '';
    expect(noon).toContain(',completed,2026-03-08T13:00:00-07:00,,2026-03-08T13:00:00-07:00,,');
  });

  it('refuses an unknown time zone on the admin’s reports and exports, naming the field', async () => {
    for (const url of [
      '/api/admin/analytics/overview?timeZone=Mars/Olympus_Mons',
      '/api/admin/rides/export.csv?timeZone=Mars/Olympus_Mons',
      '/api/admin/users/export.csv?timeZone=%2B02:00',
    ]) {
      const response = await admin.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).errors?.map((error) => error.path)).toEqual(['timeZone']);
    }
  });
});
