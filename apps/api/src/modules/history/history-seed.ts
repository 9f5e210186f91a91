import { DEMO_CITY } from '../places/index.ts';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RIDE_STATUSES, type RideStatus } from '@ridebook/validation';
import { rides, users } from '../../db/schema.ts';
import { signedInBrowser } from '../../test/accounts.ts';
import {
  PLACES,
  approveWithDocuments,
  book,
  rideOf,
  signedInAdmin,
  type RideTestContext,
} from '../../test/ride-support.ts';

// Test support: a history of rides for the list tests. A few rides go through the real booking flow (with
// breadcrumbs and a final fare); the rest are inserted through the schema tables, spread over days, fares,
// statuses, riders and drivers. Expected answers are computed from `model`, never by the code under test.

/** Addresses with LIKE wildcards, quotes, commas, a line break and a formula character, on purpose. */
export const SEED_ADDRESSES = [
  'Ferry Building, San Francisco',
  'Union Square, San Francisco',
  'Oracle Park, San Francisco',
  '50% Off Deli_Corner, Mission St',
  'Pier 39, "The Embarcadero"\nSan Francisco',
  '@Home, 12 Elm St',
  'Mission Dolores Park',
] as const;

/** The first day of the inserted history; rides follow every 19 hours. */
export const SEED_START = new Date('2025-03-01T00:00:00.000Z');
const HOUR_MS = 3_600_000;

export type ModelRide = {
  id: string;
  status: RideStatus;
  createdAt: Date;
  scheduledAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  pickupAddress: string;
  destinationAddress: string;
  distanceMeters: number;
  durationSeconds: number;
  fare: number;
  isFinal: boolean;
  currency: string;
  paymentMethod: string;
  rider: { id: string; name: string; email: string };
  driver: { id: string; name: string; email: string } | null;
};

async function approvedDriver(context: RideTestContext, name: string) {
  const { browser, account } = await signedInBrowser(context.app, { role: 'driver', name });
  await approveWithDocuments(context.app, context.db, account);
  const online = await browser.put('/api/driver/availability', {
    online: true,
    position: PLACES.embarcadero,
  });
  if (online.statusCode !== 200) throw new Error(`going online failed: ${online.body}`);
  return { browser, account };
}

async function expectOk<Response extends { statusCode: number; body: string }>(
  response: Response,
  what: string,
): Promise<Response> {
  if (response.statusCode >= 300) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** Every ride in the database, with its parties, as the lists should show them. */
export async function loadModel(context: RideTestContext): Promise<ModelRide[]> {
  const rider = alias(users, 'rider');
  const driver = alias(users, 'driver');
  const rows = await context.db
    .select({
      ride: rides,
      rider: { id: rider.id, name: rider.name, email: rider.email },
      driver: { id: driver.id, name: driver.name, email: driver.email },
    })
    .from(rides)
    .innerJoin(rider, eq(rider.id, rides.riderId))
    .leftJoin(driver, eq(driver.id, rides.driverId))
    .orderBy(asc(rides.id));
  return rows.map(({ ride, rider: riderParty, driver: driverParty }) => ({
    id: ride.id,
    status: ride.status,
    createdAt: ride.createdAt,
    scheduledAt: ride.scheduledAt,
    completedAt: ride.completedAt,
    cancelledAt: ride.cancelledAt,
    pickupAddress: ride.pickupAddress,
    destinationAddress: ride.destinationAddress,
    distanceMeters: ride.distanceMeters,
    durationSeconds: ride.durationSeconds,
    fare: ride.finalFare ?? ride.fare.estimate,
    isFinal: ride.finalFare !== null,
    currency: ride.currency,
    paymentMethod: ride.paymentMethod,
    rider: riderParty,
    driver: driverParty,
  }));
}

/**
 * Riders Alice, Bruno and a rider whose name is a spreadsheet formula; drivers Dora and Ezra; an admin.
 * Real flow: Alice's ride completed by Dora (with breadcrumbs), Bruno's ride cancelled by Bruno while searching,
 * Alice's second ride offered to both drivers, accepted then cancelled by Ezra. Then 39 inserted rides in final
 * or scheduled states, and one active ride per rider.
 */
export async function seedRideHistory(context: RideTestContext) {
  const { app, db, clock } = context;
  const alice = await signedInBrowser(app, { name: 'Alice Marlowe' });
  const bruno = await signedInBrowser(app, { name: 'Bruno Diaz' });
  const formula = await signedInBrowser(app, { name: '=SUM(1+2)' });
  const dora = await approvedDriver(context, 'Dora Keane');
  const ezra = await approvedDriver(context, 'Ezra Pound');
  const admin = await signedInAdmin(app, db);

  // Alice, Ferry Building -> City Hall, driven by Dora with a GPS fix every 6 seconds.
  const completed = rideOf(await expectOk(await book(alice.browser), 'booking'));
  await expectOk(await dora.browser.post(`/api/driver/rides/${completed.id}/accept`), 'accept');
  for (const step of ['arrive', 'pick-up', 'start']) {
    clock.advance(60_000);
    await expectOk(await dora.browser.post(`/api/driver/rides/${completed.id}/${step}`), step);
  }
  const drivenPath = [
    { lat: 37.7935, lng: -122.3965 },
    { lat: 37.789, lng: -122.401 },
    { lat: 37.7845, lng: -122.409 },
    { lat: 37.7805, lng: -122.4165 },
  ];
  for (const fix of drivenPath) {
    clock.advance(6_000);
    await expectOk(await dora.browser.post('/api/driver/position', fix), 'position');
  }
  clock.advance(60_000);
  await expectOk(
    await dora.browser.post(`/api/driver/rides/${completed.id}/complete`, { position: PLACES.cityHall }),
    'complete',
  );

  // Bruno, Union Square -> Oracle Park, cancelled while searching.
  clock.advance(60_000);
  const searching = rideOf(
    await expectOk(
      await book(bruno.browser, {
        pickup: PLACES.unionSquare,
        destination: PLACES.oraclePark,
        paymentMethod: 'cash',
      }),
      'booking',
    ),
  );
  await expectOk(
    await bruno.browser.post(`/api/rides/${searching.id}/cancel`, { reason: 'Changed my plans' }),
    'cancel',
  );

  // Alice again, offered to Dora and Ezra (fresh positions), accepted by Ezra, who then cancels.
  clock.advance(60_000);
  await expectOk(await dora.browser.post('/api/driver/position', PLACES.embarcadero), 'position');
  await expectOk(await ezra.browser.post('/api/driver/position', PLACES.embarcadero), 'position');
  const dropped = rideOf(
    await expectOk(await book(alice.browser, { destination: PLACES.oraclePark }), 'booking'),
  );
  await expectOk(await ezra.browser.post(`/api/driver/rides/${dropped.id}/accept`), 'accept');
  await expectOk(
    await ezra.browser.post(`/api/rides/${dropped.id}/cancel`, { reason: 'Vehicle problem' }),
    'cancel',
  );

  const pricing = await app.rideEngine.settings.getPricing();
  // Alice rides most: more than one page of 20.
  const riders = [alice.account, bruno.account, alice.account, formula.account];
  const drivers = [dora.account, ezra.account];
  const cycle: RideStatus[] = ['completed', 'cancelled', 'completed', 'scheduled'];
  type Insert = typeof rides.$inferInsert;
  const insert = (index: number, values: Partial<Insert> & Pick<Insert, 'status' | 'createdAt'>): Insert => {
    const estimate = 800 + ((index * 7) % 13) * 150;
    return {
      riderId: riders[index % riders.length]!.id,
      cityId: DEMO_CITY.id,
      pickupAddress: SEED_ADDRESSES[index % SEED_ADDRESSES.length]!,
      pickupLat: 37.79,
      pickupLng: -122.39,
      destinationAddress: SEED_ADDRESSES[(index + 3) % SEED_ADDRESSES.length]!,
      destinationLat: 37.78,
      destinationLng: -122.41,
      distanceMeters: 1_000 + ((index * 11) % 17) * 250,
      durationSeconds: 300 + index * 10,
      route: [
        [37.79, -122.39],
        [37.78, -122.41],
      ],
      currency: pricing.currency,
      fare: {
        currency: pricing.currency,
        estimate,
        low: Math.round(estimate * 0.9),
        high: Math.round(estimate * 1.2),
        breakdown: {
          baseFare: 250,
          distance: estimate - 500,
          time: 150,
          minimumFareTopUp: 0,
          bookingFee: 100,
        },
      },
      pricing,
      paymentMethod: (['cash', 'card', 'wallet'] as const)[index % 3]!,
      idempotencyKey: `seed-ride-${index}`,
      updatedAt: values.createdAt,
      ...values,
    };
  };

  const inserted: Insert[] = [];
  for (let index = 0; index < 32; index += 1) {
    const status = cycle[index % cycle.length]!;
    const createdAt = new Date(SEED_START.getTime() + index * 19 * HOUR_MS);
    const at = new Date(createdAt.getTime() + 30 * 60_000);
    const driverId =
      status === 'completed'
        ? drivers[index % 2]!.id
        : status === 'cancelled' && index % 8 !== 1
          ? drivers[(index + 1) % 2]!.id
          : null;
    inserted.push(
      insert(index, {
        status,
        createdAt,
        driverId,
        ...(status === 'completed'
          ? { completedAt: at, finalFare: 800 + ((index * 7) % 13) * 150 + (index % 3) * 50 }
          : {}),
        ...(status === 'cancelled' ? { cancelledAt: at, cancelledBy: 'rider' as const } : {}),
        ...(status === 'scheduled' ? { scheduledAt: new Date(createdAt.getTime() + 2 * 86_400_000) } : {}),
      }),
    );
  }
  // The edges of 2025-04-10 (UTC), and two rides created at the same instant (ties broken by id).
  const edges = [
    '2025-04-09T23:59:59.999Z',
    '2025-04-10T00:00:00.000Z',
    '2025-04-10T23:59:59.999Z',
    '2025-04-11T00:00:00.000Z',
    '2025-04-20T12:00:00.000Z',
    '2025-04-20T12:00:00.000Z',
  ];
  edges.forEach((iso, offset) => {
    const index = 32 + offset;
    const createdAt = new Date(iso);
    inserted.push(
      insert(index, {
        status: 'completed',
        createdAt,
        driverId: drivers[offset % 2]!.id,
        completedAt: new Date(createdAt.getTime() + 1_000),
        finalFare: 1_000 + offset * 10,
      }),
    );
  });
  // A completed ride priced in another currency (the currency setting changed once).
  inserted.push(
    insert(38, {
      status: 'completed',
      createdAt: new Date('2025-04-25T09:00:00.000Z'),
      driverId: dora.account.id,
      completedAt: new Date('2025-04-25T09:20:00.000Z'),
      finalFare: 2_222,
      currency: 'EUR',
    }),
  );
  // One active ride per rider (the database allows no more): accepted, in transit, still searching.
  const now = clock.now();
  inserted.push(
    insert(39, { status: 'accepted', createdAt: now, riderId: alice.account.id, driverId: dora.account.id }),
    insert(40, {
      status: 'in_transit',
      createdAt: now,
      riderId: bruno.account.id,
      driverId: ezra.account.id,
    }),
    insert(41, { status: 'requested', createdAt: now, riderId: formula.account.id, driverId: null }),
  );
  await db.insert(rides).values(inserted);

  return {
    alice,
    bruno,
    formula,
    dora,
    ezra,
    admin,
    completedRideId: completed.id,
    droppedRideId: dropped.id,
    drivenPath,
    model: await loadModel(context),
  };
}
export type HistorySeed = Awaited<ReturnType<typeof seedRideHistory>>;

type SortKey = 'createdAt' | 'fare' | 'status' | 'distance';

/** The order the lists promise: the column, then creation time, then id, all in the same direction. */
export function sortModel(list: ModelRide[], sort: SortKey = 'createdAt', order: 'asc' | 'desc' = 'desc') {
  const key = (ride: ModelRide): number => {
    if (sort === 'fare') return ride.fare;
    if (sort === 'status') return RIDE_STATUSES.indexOf(ride.status);
    if (sort === 'distance') return ride.distanceMeters;
    return ride.createdAt.getTime();
  };
  const sign = order === 'asc' ? 1 : -1;
  return [...list].sort(
    (a, b) =>
      sign * (key(a) - key(b)) ||
      sign * (a.createdAt.getTime() - b.createdAt.getTime()) ||
      sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The totals a list must report for `list`. */
export function totalsOf(list: ModelRide[]) {
  const completed = list.filter((ride) => ride.status === 'completed');
  const currencies = [...new Set(completed.map((ride) => ride.currency))].sort();
  return {
    rides: list.length,
    completed: completed.length,
    completedFares: currencies.map((currency) => ({
      currency,
      amount: completed
        .filter((ride) => ride.currency === currency)
        .reduce((sum, ride) => sum + ride.fare, 0),
    })),
  };
}
