import { DEMO_CITY } from '../places/index.ts';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_SETTINGS } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { rides, users } from '../../db/schema.ts';
import { buildRideTestContext, type RideTestContext } from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { findRideListRows, findRideListTotals, type RideListCriteria } from './ride-list.repository.ts';

/** A file's first test database is migrated from scratch: minutes on a loaded machine. */
const SLOW_HOOK_MS = 900_000;

describe.skipIf(isTestDatabaseMissing)('ride list queries', () => {
  let context: RideTestContext;
  let db: Database;
  const riderIds = [randomUUID(), randomUUID()];
  const driverIds = [randomUUID(), randomUUID()];
  /** Everyone else's rides, as in a city: each filter below is selective, as it is in production. */
  const othersRiderIds = Array.from({ length: 8 }, () => randomUUID());
  const othersDriverIds = Array.from({ length: 8 }, () => randomUUID());

  beforeAll(async () => {
    context = await buildRideTestContext();
    db = context.db;
    const person = (id: string, index: number, role: 'rider' | 'driver') => ({
      id,
      name: `${role} ${index}`,
      email: `${role}${index}.${id}@example.com`,
      phone: '+1 555 010 0000',
      role,
      passwordHash: 'not-a-real-hash',
    });
    await db
      .insert(users)
      .values([
        ...[...riderIds, ...othersRiderIds].map((id, index) => person(id, index, 'rider')),
        ...[...driverIds, ...othersDriverIds].map((id, index) => person(id, index, 'driver')),
      ]);
    const start = Date.parse('2025-01-01T00:00:00Z');
    // Every fifth hour is one of the rides under test; the four between are others'.
    const othersRides = Array.from({ length: 1_600 }, (_, index) => ({
      index: 400 + index,
      hour: Math.floor(index / 4) * 5 + (index % 4) + 1,
      riderId: othersRiderIds[index % 8]!,
      driverId: othersDriverIds[index % 8]!,
      status: 'completed' as const,
      pickupAddress: 'Market Street',
    }));
    const ridesUnderTest = Array.from({ length: 400 }, (_, index) => ({
      index,
      hour: index * 5,
      riderId: riderIds[index % 2]!,
      driverId: driverIds[index % 2]!,
      status: index % 5 === 0 ? ('cancelled' as const) : ('completed' as const),
      pickupAddress: index % 7 === 0 ? 'Pier 50% Dock_A' : 'Pier 50 Dock A',
    }));
    await db.insert(rides).values(
      [...ridesUnderTest, ...othersRides].map(({ index, hour, riderId, driverId, status, pickupAddress }) => {
        const createdAt = new Date(start + hour * 3_600_000);
        return {
          riderId,
          driverId,
          status,
          cityId: DEMO_CITY.id,
          pickupAddress,
          pickupLat: 37.79,
          pickupLng: -122.39,
          destinationAddress: 'City Hall',
          destinationLat: 37.78,
          destinationLng: -122.41,
          distanceMeters: 2_000,
          durationSeconds: 600,
          route: [],
          currency: 'USD',
          fare: {
            currency: 'USD',
            estimate: 1_000 + index,
            low: 900,
            high: 1_200,
            breakdown: { baseFare: 0, distance: 0, time: 0, minimumFareTopUp: 0, bookingFee: 0 },
          },
          pricing: DEFAULT_PRICING_SETTINGS,
          finalFare: status === 'cancelled' ? null : 2_000 + index,
          paymentMethod: 'card' as const,
          idempotencyKey: `key-${index}`,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    await db.execute(sql`analyze rides`);
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await context.app.close();
  });

  const newest = { sort: 'createdAt', order: 'desc' } as const;
  const page = { limit: 20, offset: 0 };

  /** The plan of the first page for `criteria`, with sequential scans priced out so any usable index shows. */
  async function planOf(criteria: RideListCriteria): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${findRideListRows(tx, criteria, newest, page)}`);
      const { rows } = result as { rows: Array<Record<string, string>> };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it.each([
    ["a rider's history", { riderId: riderIds[0] }, 'rides_rider_created_idx'],
    ["a driver's history", { driverId: driverIds[1] }, 'rides_driver_created_idx'],
    ['one status, newest first', { status: ['cancelled'] }, 'rides_status_created_idx'],
    ['every ride (the admins’ list), newest first', {}, 'rides_created_idx'],
  ] as const)('reads %s through its index', async (_name, criteria, index) => {
    expect(
      await planOf({ ...criteria, status: 'status' in criteria ? [...criteria.status] : undefined }),
    ).toContain(index);
  });

  it('matches wildcards in the search text literally', async () => {
    const literal = await findRideListRows(db, { q: '50%' }, newest, { limit: 500, offset: 0 });
    expect(literal).toHaveLength(Math.ceil(400 / 7));
    expect(literal.every((row) => row.pickupAddress === 'Pier 50% Dock_A')).toBe(true);
    const underscore = await findRideListRows(db, { q: 'dock_' }, newest, { limit: 500, offset: 0 });
    expect(underscore).toHaveLength(Math.ceil(400 / 7));
  });

  it('counts and sums over every match, final fare first, estimate otherwise', async () => {
    const [totals] = await findRideListTotals(db, { riderId: riderIds[0], maxFare: 2_100 });
    const expected = Array.from({ length: 400 }, (_, index) => index)
      .filter((index) => index % 2 === 0)
      .map((index) => ({ index, fare: index % 5 === 0 ? 1_000 + index : 2_000 + index }))
      .filter(({ fare }) => fare <= 2_100);
    expect(totals).toEqual({
      currency: 'USD',
      rides: expected.length,
      completed: expected.filter(({ index }) => index % 5 !== 0).length,
      completedFare: expected.filter(({ index }) => index % 5 !== 0).reduce((sum, { fare }) => sum + fare, 0),
    });
  });
});
