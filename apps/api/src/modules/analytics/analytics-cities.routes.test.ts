import { beforeEach, describe, expect, it } from 'vitest';
import {
  CITY_MESSAGES,
  adminRideListResponseSchema,
  analyticsHeatmapResponseSchema,
  analyticsOverviewResponseSchema,
  analyticsTimeseriesResponseSchema,
  driverActivityResponseSchema,
} from '@ridebook/validation';
import { DEMO_CITY } from '../places/index.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import { LONDON_PLACES, createLondon } from '../../test/city-support.ts';
import { completedRide, expectedFareShares } from '../../test/money-support.ts';
import { rideTestContextPerTest, signedInAdmin, signedInDriver } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

const LONDON_TRIP = { pickup: LONDON_PLACES.trafalgarSquare, destination: LONDON_PLACES.kingsCross };

/**
 * London's rides at the edges of its daylight-saving days (Europe/London):
 * - 29 March 2026 has 23 hours (00:00 GMT = 00:00Z to 00:00 BST on the 30th = 23:00Z);
 * - 25 October 2026 has 25 hours (00:00 BST = 23:00Z on the 24th to 00:00 GMT on the 26th = 00:00Z).
 */
const LONDON_RIDES_AT = {
  /** 23:30 BST on the 29th: the 23-hour day's last half hour. */
  lateOnShortDay: '2026-03-29T22:30:00.000Z',
  /** 00:30 BST on the 30th: one day after UTC's (and after a 24-hour day counted from midnight). */
  justAfterShortDay: '2026-03-29T23:30:00.000Z',
  /** 00:30 BST on the 25th: the 25-hour day's first half hour, still the 24th in UTC. */
  earlyOnLongDay: '2026-10-24T23:30:00.000Z',
  /** 23:30 GMT on the 25th: the 25-hour day's last half hour (24 hours from its midnight would end before it). */
  lateOnLongDay: '2026-10-25T23:30:00.000Z',
};
/** A San Francisco ride in dollars, between them. */
const SAN_FRANCISCO_RIDE_AT = '2026-06-15T18:00:00.000Z';

describe.skipIf(isTestDatabaseMissing)('admin analytics per city', () => {
  const context = rideTestContextPerTest();
  let admin: TestBrowser;
  let londonId: string;
  let londonShares: { driverShare: number; platformShare: number; fare: number }[];
  let sanFranciscoShares: { driverShare: number; platformShare: number; fare: number };
  let sanFranciscoDriver: { browser: TestBrowser; account: { id: string } };

  beforeEach(async () => {
    context.clock.set(new Date('2026-03-29T20:00:00.000Z'));
    admin = (await signedInAdmin(context.app, context.db)).browser;
    londonId = await createLondon(admin);
    const londoner = await signedInDriver(context.app, context.db, LONDON_PLACES.charingCross, {
      cityId: londonId,
    });
    const rideAt = async (at: string, trip?: typeof LONDON_TRIP) => {
      context.clock.set(new Date(at));
      const { ride } = await completedRide(context, { paymentMethod: 'cash', driver: londoner, trip });
      return { fare: ride.fare.estimate, ...expectedFareShares(ride.fare.estimate) };
    };
    londonShares = [];
    londonShares.push(await rideAt(LONDON_RIDES_AT.lateOnShortDay, LONDON_TRIP));
    londonShares.push(await rideAt(LONDON_RIDES_AT.justAfterShortDay, LONDON_TRIP));
    context.clock.set(new Date(SAN_FRANCISCO_RIDE_AT));
    const home = await completedRide(context, { paymentMethod: 'cash' });
    sanFranciscoShares = { fare: home.ride.fare.estimate, ...expectedFareShares(home.ride.fare.estimate) };
    sanFranciscoDriver = home.driver;
    londonShares.push(await rideAt(LONDON_RIDES_AT.earlyOnLongDay, LONDON_TRIP));
    londonShares.push(await rideAt(LONDON_RIDES_AT.lateOnLongDay, LONDON_TRIP));
  });

  const get = async (path: string): Promise<unknown> => {
    const response = await admin.get(`/api/admin/analytics/${path}`);
    expect(response.statusCode, path).toBe(200);
    return response.json<unknown>();
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it("cuts a city's days in its zone: 23 hours on 29 March and 25 hours on 25 October in London", async () => {
    const spring = analyticsTimeseriesResponseSchema.parse(
      await get(`timeseries?from=2026-03-28&to=2026-03-30&cityId=${londonId}`),
    ).data;
    expect(spring.range).toEqual({
      from: '2026-03-28',
      to: '2026-03-30',
      timeZone: 'Europe/London',
      cityId: londonId,
    });
    expect(spring.currencies).toEqual(['GBP']);
    expect(spring.buckets.map(({ start, completed, grossFares }) => [start, completed, grossFares])).toEqual([
      ['2026-03-28', 0, { GBP: 0 }],
      ['2026-03-29', 1, { GBP: londonShares[0]!.fare }],
      ['2026-03-30', 1, { GBP: londonShares[1]!.fare }],
    ]);

    const autumn = analyticsTimeseriesResponseSchema.parse(
      await get(`timeseries?from=2026-10-24&to=2026-10-26&cityId=${londonId}`),
    ).data;
    expect(autumn.buckets.map(({ start, completed, revenue }) => [start, completed, revenue])).toEqual([
      ['2026-10-24', 0, { GBP: 0 }],
      ['2026-10-25', 2, { GBP: londonShares[2]!.platformShare + londonShares[3]!.platformShare }],
      ['2026-10-26', 0, { GBP: 0 }],
    ]);

    // The same dates in UTC (the operator's zone in tests) put the rides on other days.
    const utc = analyticsTimeseriesResponseSchema.parse(
      await get(`timeseries?from=2026-10-24&to=2026-10-26&cityId=${londonId}&timeZone=UTC`),
    ).data;
    expect(utc.buckets.map(({ completed }) => completed)).toEqual([1, 1, 0]);
  });

  it("keeps a city's figures to its rides, drivers and money, in its currency alone", async () => {
    const range = 'from=2026-03-01&to=2026-10-31';
    const london = analyticsOverviewResponseSchema.parse(
      await get(`overview?${range}&cityId=${londonId}`),
    ).data;
    expect(london.range.timeZone).toBe('Europe/London');
    expect(london.rides).toMatchObject({ inRange: 4, completed: 4 });
    expect(london.users.drivers).toBe(1);
    expect(london.drivers.activeInRange).toBe(1);
    expect(london.revenue).toEqual([
      {
        currency: 'GBP',
        // Both October rides were on the 25th in London: "today" by the clock (23:30 GMT).
        today: londonShares[2]!.platformShare + londonShares[3]!.platformShare,
        thisMonth: londonShares[2]!.platformShare + londonShares[3]!.platformShare,
        inRange: sum(londonShares.map((share) => share.platformShare)),
        grossBookingsInRange: sum(londonShares.map((share) => share.fare)),
      },
    ]);

    const heatmap = analyticsHeatmapResponseSchema.parse(
      await get(`heatmap?${range}&cityId=${londonId}`),
    ).data;
    expect(heatmap.rides).toBe(4);

    const drivers = driverActivityResponseSchema.parse(await get(`drivers?${range}&cityId=${londonId}`));
    expect(drivers.data).toHaveLength(1);
    expect(drivers.data[0]).toMatchObject({
      completedRides: 4,
      currency: 'GBP',
      earnings: sum(londonShares.map((share) => share.driverShare)),
      otherEarnings: [],
    });
  });

  it('never adds currencies together for all cities: one total per currency, the default city first', async () => {
    const range = 'from=2026-03-01&to=2026-10-31';
    const all = analyticsOverviewResponseSchema.parse(await get(`overview?${range}`)).data;
    expect(all.range).toMatchObject({ timeZone: 'UTC', cityId: null });
    expect(all.rides.completed).toBe(5);
    expect(all.users.drivers).toBe(2);
    expect(
      all.revenue.map(({ currency, inRange, grossBookingsInRange }) => [
        currency,
        inRange,
        grossBookingsInRange,
      ]),
    ).toEqual([
      ['USD', sanFranciscoShares.platformShare, sanFranciscoShares.fare],
      [
        'GBP',
        sum(londonShares.map((share) => share.platformShare)),
        sum(londonShares.map((share) => share.fare)),
      ],
    ]);

    const series = analyticsTimeseriesResponseSchema.parse(
      await get(`timeseries?${range}&groupBy=month`),
    ).data;
    expect(series.currencies).toEqual(['USD', 'GBP']);
    const june = series.buckets.find((bucket) => bucket.start === '2026-06-01');
    expect(june).toMatchObject({ completed: 1, grossFares: { USD: sanFranciscoShares.fare, GBP: 0 } });
    const october = series.buckets.find((bucket) => bucket.start === '2026-10-01');
    expect(october?.grossFares).toEqual({
      USD: 0,
      GBP: londonShares[2]!.fare + londonShares[3]!.fare,
    });

    const drivers = driverActivityResponseSchema.parse(await get(`drivers?${range}`));
    expect(drivers.data.map(({ currency, completedRides }) => [currency, completedRides]).sort()).toEqual([
      ['GBP', 4],
      ['USD', 1],
    ]);
  });
  it("lists a city's driver activity as it happened there, a driver who moved away included", async () => {
    const range = 'from=2026-03-01&to=2026-10-31';
    expect(
      (await sanFranciscoDriver.browser.put('/api/driver/availability', { online: false })).statusCode,
    ).toBe(200);
    const moved = await admin.put(`/api/admin/drivers/${sanFranciscoDriver.account.id}/city`, {
      cityId: londonId,
    });
    expect(moved.statusCode).toBe(200);

    const sanFrancisco = driverActivityResponseSchema.parse(
      await get(`drivers?${range}&cityId=${DEMO_CITY.id}`),
    );
    expect(sanFrancisco.data).toEqual([
      expect.objectContaining({
        driverId: sanFranciscoDriver.account.id,
        completedRides: 1,
        currency: 'USD',
        earnings: sanFranciscoShares.driverShare,
        otherEarnings: [],
      }),
    ]);
    // In London the driver has done nothing yet: no rides, no money (their dollars stay in San Francisco's list).
    const london = driverActivityResponseSchema.parse(await get(`drivers?${range}&cityId=${londonId}`));
    const movedRow = london.data.find((row) => row.driverId === sanFranciscoDriver.account.id);
    expect(movedRow ?? { completedRides: 0, earnings: 0, otherEarnings: [] }).toMatchObject({
      completedRides: 0,
      earnings: 0,
      otherEarnings: [],
    });
    // Every city: the driver's city's currency first, the dollars apart.
    const all = driverActivityResponseSchema.parse(await get(`drivers?${range}`));
    expect(all.data.find((row) => row.driverId === sanFranciscoDriver.account.id)).toMatchObject({
      completedRides: 1,
      currency: 'GBP',
      earnings: 0,
      otherEarnings: [{ currency: 'USD', amount: sanFranciscoShares.driverShare }],
    });
  });

  it("lists and exports a city's rides with times in its zone and totals in its currency", async () => {
    const list = adminRideListResponseSchema.parse(
      (await admin.get(`/api/admin/rides?cityId=${londonId}&from=2026-03-29&to=2026-03-29`)).json(),
    );
    // The 29th in London holds the ride at 23:30 BST; the one at 00:30 BST is the 30th's.
    expect(list.data.map((ride) => ride.fare.currency)).toEqual(['GBP']);
    expect(list.totals.completedFares).toEqual([{ currency: 'GBP', amount: londonShares[0]!.fare }]);

    const exported = await admin.get(`/api/admin/rides/export.csv?cityId=${londonId}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['x-time-zone']).toBe('Europe/London');
    expect(exported.headers['x-total-count']).toBe('4');
    // The file is named after today in London (the clock: 23:30 GMT on 25 October).
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="ridebook-rides-2026-10-25.csv"',
    );
    expect(exported.body).toContain('2026-03-30T00:30:00+01:00');
    expect(exported.body).not.toContain('USD');

    const unknown = await admin.get(
      '/api/admin/rides/export.csv?cityId=5f000000-0000-4000-8000-00000000ffff',
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).errors).toEqual([{ path: 'cityId', message: CITY_MESSAGES.cityNotFound }]);
  });
});
