import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGINATION_MESSAGES,
  RIDE_HISTORY_MESSAGES,
  RIDE_MESSAGES,
  driverRideListResponseSchema,
  rideRouteResponseSchema,
  riderRideListResponseSchema,
} from '@ridebook/validation';
import { rideOffers } from '../../db/schema.ts';
import { errorOf } from '../../test/responses.ts';
import { buildRideTestContext, type RideTestContext } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { sortModel, seedRideHistory, totalsOf, type HistorySeed, type ModelRide } from './history-seed.ts';

/**
 * A file's first test database is migrated from scratch, then the seed signs up six people (password hashing) and
 * drives three real rides: minutes on a loaded machine, so these hooks get their own limit.
 */
const SLOW_HOOK_MS = 900_000;
const ids = (list: Array<{ id: string }>) => list.map((ride) => ride.id);

describe.skipIf(isTestDatabaseMissing)('ride history API', () => {
  let context: RideTestContext;
  let seed: HistorySeed;
  beforeAll(async () => {
    context = await buildRideTestContext();
    seed = await seedRideHistory(context);
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await context.app.close();
  });

  const ridesOfRider = (riderId: string) => seed.model.filter((ride) => ride.rider.id === riderId);
  const ridesOfDriver = (driverId: string) => seed.model.filter((ride) => ride.driver?.id === driverId);

  async function riderList(query: string, browser = seed.alice.browser) {
    const response = await browser.get(`/api/rider/rides${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return riderRideListResponseSchema.parse(response.json());
  }
  async function driverList(query: string, browser = seed.dora.browser) {
    const response = await browser.get(`/api/driver/rides${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return driverRideListResponseSchema.parse(response.json());
  }

  describe('GET /api/rider/rides', () => {
    it("lists the rider's own rides, newest first, with the driver's name and totals over all of them", async () => {
      const own = ridesOfRider(seed.alice.account.id);
      expect(own.length).toBeGreaterThan(20);
      const list = await riderList('');
      const expected = sortModel(own).slice(0, 20);
      expect(ids(list.data)).toEqual(ids(expected));
      expect(list.page).toEqual({
        page: 1,
        pageSize: 20,
        total: own.length,
        totalPages: Math.ceil(own.length / 20),
      });
      expect(list.totals).toEqual(totalsOf(own));
      for (const [index, row] of list.data.entries()) {
        const ride = expected[index]!;
        expect(row).toEqual({
          id: ride.id,
          status: ride.status,
          pickupAddress: ride.pickupAddress,
          destinationAddress: ride.destinationAddress,
          createdAt: ride.createdAt.toISOString(),
          scheduledAt: ride.scheduledAt?.toISOString() ?? null,
          completedAt: ride.completedAt?.toISOString() ?? null,
          cancelledAt: ride.cancelledAt?.toISOString() ?? null,
          distanceMeters: ride.distanceMeters,
          durationSeconds: ride.durationSeconds,
          fare: { amount: ride.fare, currency: ride.currency, isFinal: ride.isFinal },
          paymentMethod: ride.paymentMethod,
          driverName: ride.driver?.name ?? null,
        });
      }
    });

    it('includes the rides made through the booking flow, with their final fare', async () => {
      const list = await riderList('?status=completed&pageSize=100');
      const real = list.data.find((row) => row.id === seed.completedRideId);
      expect(real).toMatchObject({
        status: 'completed',
        driverName: 'Dora Keane',
        pickupAddress: 'Ferry Building, San Francisco',
        fare: { isFinal: true, currency: 'USD' },
      });
    });

    it('never shows another rider’s ride', async () => {
      for (const rider of [seed.alice, seed.bruno, seed.formula]) {
        const list = await riderList('?pageSize=100', rider.browser);
        expect(new Set(ids(list.data))).toEqual(new Set(ids(ridesOfRider(rider.account.id))));
      }
    });

    it('pages through every ride exactly once', async () => {
      const expected = sortModel(ridesOfRider(seed.alice.account.id));
      const seen: string[] = [];
      const totalPages = Math.ceil(expected.length / 4);
      for (let page = 1; page <= totalPages; page += 1) {
        const list = await riderList(`?page=${page}&pageSize=4`);
        expect(list.page).toEqual({ page, pageSize: 4, total: expected.length, totalPages });
        seen.push(...ids(list.data));
      }
      expect(seen).toEqual(ids(expected));
      const beyond = await riderList(`?page=${totalPages + 1}&pageSize=4`);
      expect(beyond.data).toEqual([]);
      expect(beyond.page.total).toBe(expected.length);
      expect(beyond.totals).toEqual(totalsOf(expected));
    });

    it.each([
      ['createdAt', 'asc'],
      ['createdAt', 'desc'],
      ['fare', 'asc'],
      ['fare', 'desc'],
      ['status', 'asc'],
      ['status', 'desc'],
      ['distance', 'asc'],
      ['distance', 'desc'],
    ] as const)('sorts by %s %s (ties by creation, then id)', async (sort, order) => {
      const list = await riderList(`?sort=${sort}&order=${order}&pageSize=100`, seed.bruno.browser);
      expect(ids(list.data)).toEqual(ids(sortModel(ridesOfRider(seed.bruno.account.id), sort, order)));
    });

    it('sorts by fare in descending order when only the column is given', async () => {
      const list = await riderList('?sort=fare&pageSize=100');
      expect(ids(list.data)).toEqual(ids(sortModel(ridesOfRider(seed.alice.account.id), 'fare', 'desc')));
    });

    const filters: Array<[string, (ride: ModelRide) => boolean]> = [
      ['?from=2025-03-10', (ride) => ride.createdAt >= new Date('2025-03-10T00:00:00Z')],
      ['?to=2025-03-10', (ride) => ride.createdAt < new Date('2025-03-11T00:00:00Z')],
      [
        '?from=2025-04-10&to=2025-04-10',
        (ride) =>
          ride.createdAt >= new Date('2025-04-10T00:00:00Z') &&
          ride.createdAt < new Date('2025-04-11T00:00:00Z'),
      ],
      [
        '?from=2025-03-05T07:00:00Z&to=2025-03-20T12:00:00.000%2B02:00',
        (ride) =>
          ride.createdAt >= new Date('2025-03-05T07:00:00Z') &&
          ride.createdAt <= new Date('2025-03-20T10:00:00Z'),
      ],
      ['?minFare=1400', (ride) => ride.fare >= 1400],
      ['?maxFare=1400', (ride) => ride.fare <= 1400],
      ['?minFare=1100&maxFare=1700', (ride) => ride.fare >= 1100 && ride.fare <= 1700],
      ['?minFare=0&maxFare=0', () => false],
      ['?status=cancelled', (ride) => ride.status === 'cancelled'],
      ['?status=completed,scheduled', (ride) => ride.status === 'completed' || ride.status === 'scheduled'],
      [
        '?status=completed&status=accepted',
        (ride) => ride.status === 'completed' || ride.status === 'accepted',
      ],
      ['?q=ferry', (ride) => /ferry/i.test(ride.pickupAddress) || /ferry/i.test(ride.destinationAddress)],
      [
        '?q=UNION%20SQUARE',
        (ride) => /union square/i.test(`${ride.pickupAddress} ${ride.destinationAddress}`),
      ],
      ['?q=50%25', (ride) => `${ride.pickupAddress}|${ride.destinationAddress}`.includes('50%')],
      ['?q=_', (ride) => `${ride.pickupAddress}|${ride.destinationAddress}`.includes('_')],
      ['?q=%25', (ride) => `${ride.pickupAddress}|${ride.destinationAddress}`.includes('%')],
      [
        '?q=%22The%20Embarcadero%22',
        (ride) =>
          ride.pickupAddress.includes('"The Embarcadero"') ||
          ride.destinationAddress.includes('"The Embarcadero"'),
      ],
      ['?q=Dora', () => false],
      [
        '?status=completed&minFare=1000&from=2025-03-15&q=san%20francisco',
        (ride) =>
          ride.status === 'completed' &&
          ride.fare >= 1000 &&
          ride.createdAt >= new Date('2025-03-15T00:00:00Z') &&
          /san francisco/i.test(`${ride.pickupAddress}|${ride.destinationAddress}`),
      ],
    ];

    it.each(filters)('filters %s, with totals over the whole filtered set', async (query, matches) => {
      const expected = sortModel(ridesOfRider(seed.alice.account.id).filter(matches));
      const list = await riderList(`${query}&pageSize=5`);
      expect(ids(list.data)).toEqual(ids(expected.slice(0, 5)));
      expect(list.page.total).toBe(expected.length);
      expect(list.totals).toEqual(totalsOf(expected));
    });

    it('matches the seeded day edges inclusively (2025-04-10 UTC)', async () => {
      const onThatDay = seed.model.filter(
        (ride) =>
          ride.createdAt >= new Date('2025-04-10T00:00:00Z') &&
          ride.createdAt < new Date('2025-04-11T00:00:00Z'),
      );
      expect(onThatDay.map((ride) => ride.createdAt.toISOString()).sort()).toEqual([
        '2025-04-10T00:00:00.000Z',
        '2025-04-10T23:59:59.999Z',
      ]);
      for (const rider of [seed.alice, seed.bruno, seed.formula]) {
        const list = await riderList('?from=2025-04-10&to=2025-04-10&pageSize=100', rider.browser);
        expect(ids(list.data)).toEqual(
          ids(sortModel(onThatDay.filter((ride) => ride.rider.id === rider.account.id))),
        );
      }
    });

    it.each([
      ['?from=2025-03-11&to=2025-03-10', 'from', PAGINATION_MESSAGES.dateRangeInvalid],
      ['?from=2025-02-30', 'from', PAGINATION_MESSAGES.dateInvalid],
      ['?to=soon', 'to', PAGINATION_MESSAGES.dateInvalid],
      ['?minFare=900&maxFare=800', 'minFare', PAGINATION_MESSAGES.amountRangeInvalid],
      ['?minFare=-1', 'minFare', PAGINATION_MESSAGES.amountInvalid],
      ['?maxFare=12.5', 'maxFare', PAGINATION_MESSAGES.amountInvalid],
      ['?maxFare=100000001', 'maxFare', RIDE_HISTORY_MESSAGES.amountTooLarge],
      ['?status=done', 'status', RIDE_HISTORY_MESSAGES.statusInvalid],
      ['?status=completed&status=lost', 'status', RIDE_HISTORY_MESSAGES.statusInvalid],
      [`?q=${'x'.repeat(101)}`, 'q', RIDE_HISTORY_MESSAGES.searchTooLong],
      ['?page=0', 'page', PAGINATION_MESSAGES.pageInvalid],
      ['?pageSize=101', 'pageSize', PAGINATION_MESSAGES.pageSizeInvalid],
      ['?sort=riderName', 'sort', PAGINATION_MESSAGES.sortInvalid],
      ['?order=sideways', 'order', PAGINATION_MESSAGES.sortInvalid],
    ])('answers %s with 400 on %s', async (query, path, message) => {
      const response = await seed.alice.browser.get(`/api/rider/rides${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        errors: [{ path, message }],
      });
    });

    it('ignores a riderId in the query: a rider sees only their own rides', async () => {
      const list = await riderList(`?riderId=${seed.bruno.account.id}&pageSize=100`);
      expect(new Set(ids(list.data))).toEqual(new Set(ids(ridesOfRider(seed.alice.account.id))));
    });

    it('is for riders: drivers and admins get 403, the signed-out 401', async () => {
      expect((await seed.dora.browser.get('/api/rider/rides')).statusCode).toBe(403);
      expect((await seed.admin.browser.get('/api/rider/rides')).statusCode).toBe(403);
      const anonymous = await context.app.inject({ method: 'GET', url: '/api/rider/rides' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /api/driver/rides', () => {
    it('lists only the rides the driver was assigned, with the rider’s name', async () => {
      for (const driver of [seed.dora, seed.ezra]) {
        const own = ridesOfDriver(driver.account.id);
        const list = await driverList('?pageSize=100', driver.browser);
        expect(ids(list.data)).toEqual(ids(sortModel(own)));
        expect(list.totals).toEqual(totalsOf(own));
        for (const row of list.data) {
          expect(row.riderName).toBe(own.find((ride) => ride.id === row.id)?.rider.name);
        }
      }
    });

    it('keeps a ride the driver accepted and then cancelled, and never one they were only offered', async () => {
      const offers = await context.db
        .select({ driverId: rideOffers.driverId })
        .from(rideOffers)
        .where(eq(rideOffers.rideId, seed.droppedRideId));
      expect(offers.map((offer) => offer.driverId)).toContain(seed.dora.account.id);
      expect(ids((await driverList('?pageSize=100', seed.ezra.browser)).data)).toContain(seed.droppedRideId);
      expect(ids((await driverList('?pageSize=100', seed.dora.browser)).data)).not.toContain(
        seed.droppedRideId,
      );
    });

    it.each([
      ['?sort=fare&order=asc', 'fare', 'asc'],
      ['?sort=status', 'status', 'desc'],
      ['?sort=distance&order=desc', 'distance', 'desc'],
    ] as const)('sorts %s', async (query, sort, order) => {
      const list = await driverList(`${query}&pageSize=100`);
      expect(ids(list.data)).toEqual(ids(sortModel(ridesOfDriver(seed.dora.account.id), sort, order)));
    });

    it('filters with the rider’s filters, and does not search rider names', async () => {
      const own = ridesOfDriver(seed.dora.account.id);
      const list = await driverList('?status=completed&maxFare=1500&q=san%20francisco&pageSize=100');
      const expected = sortModel(
        own.filter(
          (ride) =>
            ride.status === 'completed' &&
            ride.fare <= 1500 &&
            /san francisco/i.test(`${ride.pickupAddress}|${ride.destinationAddress}`),
        ),
      );
      expect(ids(list.data)).toEqual(ids(expected));
      expect(list.totals).toEqual(totalsOf(expected));
      expect((await driverList('?q=Alice')).data).toEqual([]);
    });

    it('answers bad filters with 400 naming the field', async () => {
      const response = await seed.dora.browser.get('/api/driver/rides?from=2025-05-02&to=2025-05-01');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'from', message: PAGINATION_MESSAGES.dateRangeInvalid },
      ]);
    });

    it('is for drivers: riders and admins get 403, the signed-out 401', async () => {
      expect((await seed.alice.browser.get('/api/driver/rides')).statusCode).toBe(403);
      expect((await seed.admin.browser.get('/api/driver/rides')).statusCode).toBe(403);
      const anonymous = await context.app.inject({ method: 'GET', url: '/api/driver/rides' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /api/rides/:id (detail)', () => {
    it('shows a ride to its rider, its driver and admins; to other riders and drivers it does not exist', async () => {
      const ride = seed.model.find((one) => one.id === seed.completedRideId)!;
      for (const reader of [seed.alice, seed.dora, seed.admin]) {
        const response = await reader.browser.get(`/api/rides/${ride.id}`);
        expect(response.statusCode).toBe(200);
      }
      for (const stranger of [seed.bruno, seed.formula, seed.ezra]) {
        const response = await stranger.browser.get(`/api/rides/${ride.id}`);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toMatchObject({
          code: 'RIDE_NOT_FOUND',
          message: RIDE_MESSAGES.rideNotFound,
        });
      }
      const anonymous = await context.app.inject({ method: 'GET', url: `/api/rides/${ride.id}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('hides every other rider’s ride from a rider, and every unassigned ride from a driver', async () => {
      for (const ride of seed.model) {
        const asAlice = await seed.alice.browser.get(`/api/rides/${ride.id}`);
        expect(asAlice.statusCode).toBe(ride.rider.id === seed.alice.account.id ? 200 : 404);
        const asEzra = await seed.ezra.browser.get(`/api/rides/${ride.id}`);
        expect(asEzra.statusCode).toBe(ride.driver?.id === seed.ezra.account.id ? 200 : 404);
      }
    });
  });

  describe('GET /api/rides/:id/route', () => {
    it('gives the planned route and the path driven, in order', async () => {
      const response = await seed.alice.browser.get(`/api/rides/${seed.completedRideId}/route`);
      expect(response.statusCode).toBe(200);
      const route = rideRouteResponseSchema.parse(response.json()).data;
      const detail = (await seed.alice.browser.get(`/api/rides/${seed.completedRideId}`)).json<{
        data: { route: Array<[number, number]>; distanceMeters: number };
      }>().data;
      expect(route.rideId).toBe(seed.completedRideId);
      expect(route.planned).toEqual(detail.route);
      expect(route.distanceMeters).toBe(detail.distanceMeters);
      expect(route.driven).toEqual(seed.drivenPath.map((fix) => [fix.lat, fix.lng]));
      expect(route.drivenDistanceMeters).toBeGreaterThan(0);
    });

    it('gives an empty driven path before the car moved', async () => {
      const searching = seed.model.find(
        (ride) => ride.rider.id === seed.formula.account.id && ride.status === 'requested',
      )!;
      const route = rideRouteResponseSchema.parse(
        (await seed.formula.browser.get(`/api/rides/${searching.id}/route`)).json(),
      ).data;
      expect(route).toMatchObject({ driven: [], drivenDistanceMeters: null });
      expect(route.planned.length).toBeGreaterThanOrEqual(2);
    });

    it('is for the ride’s rider, its driver and admins; others get 404, the signed-out 401', async () => {
      const url = `/api/rides/${seed.completedRideId}/route`;
      for (const reader of [seed.alice, seed.dora, seed.admin]) {
        expect((await reader.browser.get(url)).statusCode).toBe(200);
      }
      for (const stranger of [seed.bruno, seed.ezra]) {
        const response = await stranger.browser.get(url);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe(RIDE_MESSAGES.rideNotFound);
      }
      expect(
        (await seed.alice.browser.get('/api/rides/3b241101-e2bb-4255-8caf-4136c566a962/route')).statusCode,
      ).toBe(404);
      expect((await seed.alice.browser.get('/api/rides/not-a-ride/route')).statusCode).toBe(400);
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  it('publishes its paths in the OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/rider/rides', '/api/driver/rides', '/api/rides/{id}/route']),
    );
  });
});
