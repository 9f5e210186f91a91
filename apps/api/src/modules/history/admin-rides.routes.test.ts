import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PAGINATION_MESSAGES,
  RIDE_HISTORY_LIMITS,
  RIDE_HISTORY_MESSAGES,
  RIDE_MESSAGES,
  adminRideListResponseSchema,
} from '@ridebook/validation';
import { auditLog, rides } from '../../db/schema.ts';
import { errorOf } from '../../test/responses.ts';
import {
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { sortModel, seedRideHistory, totalsOf, type HistorySeed, type ModelRide } from './history-seed.ts';
import { RIDE_CSV_COLUMNS } from './rides-csv.ts';

/**
 * A file's first test database is migrated from scratch, then the seed signs up six people (password hashing) and
 * drives three real rides: minutes on a loaded machine, so these steps get their own limit.
 */
const SLOW_STEP_MS = 900_000;
const ids = (list: Array<{ id: string }>) => list.map((ride) => ride.id);
const text = (ride: ModelRide) =>
  [
    ride.pickupAddress,
    ride.destinationAddress,
    ride.rider.name,
    ride.rider.email,
    ride.driver?.name ?? '',
    ride.driver?.email ?? '',
  ].join('|');

/** A small RFC 4180 reader: quoted fields with doubled quotes, commas and line breaks inside. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const character = csv[index]!;
    if (isQuoted) {
      if (character === '"' && csv[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') isQuoted = false;
      else field += character;
    } else if (character === '"') isQuoted = true;
    else if (character === ',') {
      row.push(field);
      field = '';
    } else if (character === '\r' && csv[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += character;
  }
  if (field !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

/** What a spreadsheet cell shows for a value after the export's formula guard. */
const guarded = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

describe.skipIf(isTestDatabaseMissing)('admin rides API', () => {
  describe('listing and exporting', () => {
    let context: RideTestContext;
    let seed: HistorySeed;
    beforeAll(async () => {
      context = await buildRideTestContext();
      seed = await seedRideHistory(context);
    }, SLOW_STEP_MS);
    afterAll(async () => {
      await context.app.close();
    });

    async function adminList(query: string) {
      const response = await seed.admin.browser.get(`/api/admin/rides${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return adminRideListResponseSchema.parse(response.json());
    }

    it('lists every ride, newest first, with both parties and totals over all of them', async () => {
      const list = await adminList('');
      const expected = sortModel(seed.model);
      expect(ids(list.data)).toEqual(ids(expected.slice(0, 20)));
      expect(list.page).toEqual({
        page: 1,
        pageSize: 20,
        total: seed.model.length,
        totalPages: Math.ceil(seed.model.length / 20),
      });
      expect(list.totals).toEqual(totalsOf(seed.model));
      // Two currencies among the completed rides: summed apart, never together.
      expect(list.totals.completedFares.map((fare) => fare.currency)).toEqual(['EUR', 'USD']);
      for (const [index, row] of list.data.entries()) {
        const ride = expected[index]!;
        expect(row.rider).toEqual(ride.rider);
        expect(row.driver).toEqual(ride.driver);
        expect(row.fare).toEqual({ amount: ride.fare, currency: ride.currency, isFinal: ride.isFinal });
      }
    });

    it('pages through every ride exactly once', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(seed.model.length / 7); page += 1) {
        seen.push(...ids((await adminList(`?page=${page}&pageSize=7&sort=fare&order=asc`)).data));
      }
      expect(seen).toEqual(ids(sortModel(seed.model, 'fare', 'asc')));
    });

    it.each(['createdAt', 'fare', 'status', 'distance'] as const)('sorts by %s both ways', async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        const list = await adminList(`?sort=${sort}&order=${order}&pageSize=100`);
        expect(ids(list.data)).toEqual(ids(sortModel(seed.model, sort, order)));
      }
    });

    it('filters by rider and by driver', async () => {
      const byRider = await adminList(`?riderId=${seed.bruno.account.id}&pageSize=100`);
      expect(ids(byRider.data)).toEqual(
        ids(sortModel(seed.model.filter((ride) => ride.rider.id === seed.bruno.account.id))),
      );
      const byBoth = await adminList(
        `?riderId=${seed.alice.account.id}&driverId=${seed.ezra.account.id}&pageSize=100`,
      );
      const expected = seed.model.filter(
        (ride) => ride.rider.id === seed.alice.account.id && ride.driver?.id === seed.ezra.account.id,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(byBoth.data)).toEqual(ids(sortModel(expected)));
      expect(byBoth.totals).toEqual(totalsOf(expected));
    });

    it('searches names and e-mails of both parties as well as addresses, case-insensitively', async () => {
      const searches = [
        'dora keane',
        'MARLOWE',
        seed.bruno.account.email.toUpperCase(),
        seed.ezra.account.email.slice(0, 8),
        '=SUM(',
        'ferry',
        '50%',
        '_',
      ];
      for (const q of searches) {
        const list = await adminList(`?q=${encodeURIComponent(q)}&pageSize=100`);
        const expected = seed.model.filter((ride) => text(ride).toLowerCase().includes(q.toLowerCase()));
        expect(expected.length, q).toBeGreaterThan(0);
        expect(ids(list.data), q).toEqual(ids(sortModel(expected)));
      }
      expect((await adminList('?q=nobody-by-this-name')).data).toEqual([]);
    });

    it('combines every filter, with totals over the whole filtered set', async () => {
      const query =
        `?driverId=${seed.dora.account.id}&status=completed,cancelled&from=2025-03-05&to=2025-04-20` +
        '&minFare=900&maxFare=1800&q=san%20francisco&pageSize=3&page=2&sort=distance&order=asc';
      const expected = sortModel(
        seed.model.filter(
          (ride) =>
            ride.driver?.id === seed.dora.account.id &&
            (ride.status === 'completed' || ride.status === 'cancelled') &&
            ride.createdAt >= new Date('2025-03-05T00:00:00Z') &&
            ride.createdAt < new Date('2025-04-21T00:00:00Z') &&
            ride.fare >= 900 &&
            ride.fare <= 1800 &&
            text(ride).toLowerCase().includes('san francisco'),
        ),
        'distance',
        'asc',
      );
      expect(expected.length).toBeGreaterThan(3);
      const list = await adminList(query);
      expect(ids(list.data)).toEqual(ids(expected.slice(3, 6)));
      expect(list.page.total).toBe(expected.length);
      expect(list.totals).toEqual(totalsOf(expected));
    });

    it.each([
      ['?riderId=alice', 'riderId', RIDE_HISTORY_MESSAGES.riderInvalid],
      ['?driverId=42', 'driverId', RIDE_HISTORY_MESSAGES.driverInvalid],
      ['?from=2025-04-02&to=2025-04-01', 'from', PAGINATION_MESSAGES.dateRangeInvalid],
      ['?minFare=5&maxFare=4', 'minFare', PAGINATION_MESSAGES.amountRangeInvalid],
      ['?status=lost', 'status', RIDE_HISTORY_MESSAGES.statusInvalid],
    ])('answers %s with 400 on %s', async (query, path, message) => {
      for (const url of ['/api/admin/rides', '/api/admin/rides/export.csv']) {
        const response = await seed.admin.browser.get(`${url}${query}`);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).errors).toEqual([{ path, message }]);
      }
    });

    it('exports the matching rides as CSV: header, the list’s order, escaping and the formula guard', async () => {
      context.clock.set(new Date('2026-07-04T23:30:00.000Z'));
      const response = await seed.admin.browser.get('/api/admin/rides/export.csv?sort=fare&order=asc');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="ridebook-rides-2026-07-04.csv"',
      );
      expect(response.headers['x-total-count']).toBe(String(seed.model.length));
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(response.body.slice(1));
      expect(header).toEqual(RIDE_CSV_COLUMNS.map(([name]) => name));
      const expected = sortModel(seed.model, 'fare', 'asc');
      expect(rows.map((row) => row[0])).toEqual(ids(expected));
      const column = (name: string) => header!.indexOf(name);
      for (const [index, row] of rows.entries()) {
        const ride = expected[index]!;
        expect(row).toHaveLength(header!.length);
        expect(row[column('riderName')]).toBe(guarded(ride.rider.name));
        expect(row[column('riderEmail')]).toBe(ride.rider.email);
        expect(row[column('driverName')]).toBe(ride.driver ? guarded(ride.driver.name) : '');
        expect(row[column('pickupAddress')]).toBe(guarded(ride.pickupAddress));
        expect(row[column('destinationAddress')]).toBe(guarded(ride.destinationAddress));
        expect(row[column('fare')]).toBe(String(ride.fare));
        expect(row[column('currency')]).toBe(ride.currency);
        expect(row[column('status')]).toBe(ride.status);
        // Local time of the operator's zone (UTC in tests), whole seconds without their zero milliseconds.
        expect(row[column('createdAt')]).toBe(ride.createdAt.toISOString().replace(/\.000Z$/, 'Z'));
        expect(row[column('timeZone')]).toBe('UTC');
      }
      expect(response.headers['x-time-zone']).toBe('UTC');
      // The seed's hostile values, as they sit in the file.
      expect(response.body).toContain(',"Pier 39, ""The Embarcadero""\nSan Francisco",');
      expect(response.body).toContain(",'=SUM(1+2),");
      expect(response.body).toContain(`,"'@Home, 12 Elm St",`);
    });

    it('exports with the list’s filters', async () => {
      const response = await seed.admin.browser.get(
        `/api/admin/rides/export.csv?status=cancelled&riderId=${seed.alice.account.id}`,
      );
      const expected = sortModel(
        seed.model.filter((ride) => ride.status === 'cancelled' && ride.rider.id === seed.alice.account.id),
      );
      const [, ...rows] = parseCsv(response.body.slice(1));
      expect(rows.map((row) => row[0])).toEqual(ids(expected));
      expect(response.headers['x-total-count']).toBe(String(expected.length));
      const none = await seed.admin.browser.get('/api/admin/rides/export.csv?q=nobody-by-this-name');
      expect(parseCsv(none.body.slice(1))).toHaveLength(1);
    });

    it('is for admins: riders and drivers get 403, the signed-out 401', async () => {
      for (const url of ['/api/admin/rides', '/api/admin/rides/export.csv']) {
        expect((await seed.alice.browser.get(url)).statusCode).toBe(403);
        expect((await seed.dora.browser.get(url)).statusCode).toBe(403);
        expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });

    it('publishes its paths in the OpenAPI document', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/admin/rides',
          '/api/admin/rides/export.csv',
          '/api/admin/rides/{id}/cancel',
        ]),
      );
    });
  });

  describe('the export cap', () => {
    let context: RideTestContext;
    beforeAll(async () => {
      context = await buildRideTestContext();
    }, SLOW_STEP_MS);
    afterAll(async () => {
      await context.app.close();
    });

    it(
      `holds at most ${RIDE_HISTORY_LIMITS.exportMaxRows} rides, the first in the list's order`,
      async () => {
        const admin = await signedInAdmin(context.app, context.db);
        const rider = await signedInRider(context.app);
        const first = rideOf(await book(rider.browser));
        // The booked ride, copied: one more than the export holds, one minute apart, all completed.
        await context.db.execute(sql`
        insert into rides (rider_id, status, pickup_address, pickup_lat, pickup_lng, destination_address,
          destination_lat, destination_lng, distance_meters, duration_seconds, route, currency, fare, pricing,
          payment_method, idempotency_key, created_at, updated_at)
        select rider_id, 'completed', pickup_address, pickup_lat, pickup_lng, destination_address,
          destination_lat, destination_lng, distance_meters, duration_seconds, route, currency, fare, pricing,
          payment_method, 'bulk-' || n, created_at - n * interval '1 minute', updated_at
        from rides, generate_series(1, ${RIDE_HISTORY_LIMITS.exportMaxRows}) as n
        where id = ${first.id}`);
        const total = RIDE_HISTORY_LIMITS.exportMaxRows + 1;
        const response = await admin.browser.get('/api/admin/rides/export.csv');
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe(String(total));
        const [, ...rows] = parseCsv(response.body.slice(1));
        expect(rows).toHaveLength(RIDE_HISTORY_LIMITS.exportMaxRows);
        expect(rows[0]?.[0]).toBe(first.id);
        // The oldest copy is the one left out.
        const [oldest] = await context.db
          .select({ id: rides.id })
          .from(rides)
          .where(eq(rides.idempotencyKey, `bulk-${RIDE_HISTORY_LIMITS.exportMaxRows}`));
        expect(rows.map((row) => row[0])).not.toContain(oldest?.id);
      },
      SLOW_STEP_MS,
    );
  });

  describe('POST /api/admin/rides/:id/cancel', () => {
    let context: RideTestContext;
    beforeEach(async () => {
      context = await buildRideTestContext();
    }, SLOW_STEP_MS);
    afterEach(async () => {
      await context.app.close();
    });

    async function acceptedRide() {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      const accepted = await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      expect(accepted.statusCode).toBe(200);
      return { rider, driver, ride };
    }

    it('cancels a stuck ride and records who, what and why in the audit log', async () => {
      const { rider, driver, ride } = await acceptedRide();
      const admin = await signedInAdmin(context.app, context.db);
      const response = await admin.browser.post(`/api/admin/rides/${ride.id}/cancel`, {
        reason: '  Driver unreachable for 20 minutes ',
      });
      expect(response.statusCode).toBe(200);
      const cancelled = rideOf(response);
      expect(cancelled).toMatchObject({
        id: ride.id,
        status: 'cancelled',
        cancelledBy: 'admin',
        cancellationReason: 'Driver unreachable for 20 minutes',
        cancellationFee: 0,
      });
      const audit = await context.db.select().from(auditLog);
      expect(audit).toEqual([
        expect.objectContaining({
          actorId: admin.account.id,
          action: 'ride.cancel',
          targetType: 'ride',
          targetId: ride.id,
          reason: 'Driver unreachable for 20 minutes',
          details: { riderId: rider.account.id, driverId: driver.account.id },
          at: new Date(cancelled.cancelledAt!),
        }),
      ]);
      // The rider sees the ride ended, and can book again at once.
      expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`)).status).toBe('cancelled');
      expect((await book(rider.browser)).statusCode).toBe(201);
    });

    it('cancels a ride in transit, which neither rider nor driver may cancel', async () => {
      const { driver, ride } = await acceptedRide();
      for (const step of ['arrive', 'pick-up', 'start']) {
        expect((await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
      }
      const admin = await signedInAdmin(context.app, context.db);
      const response = await admin.browser.post(`/api/admin/rides/${ride.id}/cancel`, {
        reason: 'SOS follow-up',
      });
      expect(response.statusCode).toBe(200);
      expect(rideOf(response).status).toBe('cancelled');
    });

    it('refuses a finished ride with 409 and records nothing', async () => {
      const { ride } = await acceptedRide();
      const admin = await signedInAdmin(context.app, context.db);
      const first = await admin.browser.post(`/api/admin/rides/${ride.id}/cancel`, { reason: 'Stuck' });
      expect(first.statusCode).toBe(200);
      const again = await admin.browser.post(`/api/admin/rides/${ride.id}/cancel`, { reason: 'Stuck' });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe(RIDE_MESSAGES.rideNotActive);
      expect(await context.db.select().from(auditLog)).toHaveLength(1);
    });

    it('keeps the ride as it was when the audit record cannot be written', async () => {
      const { ride } = await acceptedRide();
      const admin = await signedInAdmin(context.app, context.db);
      const failing = context.app.rideEngine.rides.cancel(
        {
          id: admin.account.id,
          role: 'admin',
          status: 'active',
          driverApprovalStatus: null,
          sessionId: 'test',
        },
        ride.id,
        'Stuck',
        async () => {
          throw new Error('audit log unavailable');
        },
      );
      await expect(failing).rejects.toThrow('audit log unavailable');
      const [row] = await context.db.select().from(rides).where(eq(rides.id, ride.id));
      expect(row).toMatchObject({ status: 'accepted', cancelledAt: null });
    });

    it('answers an unknown ride with 404, a malformed id or a missing reason with 400', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const unknown = await admin.browser.post(
        '/api/admin/rides/3b241101-e2bb-4255-8caf-4136c566a962/cancel',
        {
          reason: 'Stuck',
        },
      );
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('RIDE_NOT_FOUND');
      expect((await admin.browser.post('/api/admin/rides/nope/cancel', { reason: 'Stuck' })).statusCode).toBe(
        400,
      );
      const { ride } = await acceptedRide();
      const missing = await admin.browser.post(`/api/admin/rides/${ride.id}/cancel`, { reason: '   ' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).errors).toEqual([{ path: 'reason', message: RIDE_MESSAGES.reasonRequired }]);
    });

    it('is for admins: the ride’s own rider and driver get 403, the signed-out 401', async () => {
      const { rider, driver, ride } = await acceptedRide();
      const url = `/api/admin/rides/${ride.id}/cancel`;
      expect((await rider.browser.post(url, { reason: 'Stuck' })).statusCode).toBe(403);
      expect((await driver.browser.post(url, { reason: 'Stuck' })).statusCode).toBe(403);
      const anonymous = await context.app.inject({ method: 'POST', url, payload: { reason: 'Stuck' } });
      expect(anonymous.statusCode).toBe(401);
      expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`)).status).toBe('accepted');
      expect(await context.db.select().from(auditLog)).toEqual([]);
    });
  });
});
