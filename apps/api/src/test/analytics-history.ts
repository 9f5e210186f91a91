import { DEMO_CITY } from '../modules/places/index.ts';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PRICING_SETTINGS,
  type LatLng,
  type PaymentMethod,
  type RideActor,
  type RideStatus,
} from '@ridebook/validation';
import type { Database } from '../db/database.ts';
import {
  driverOnlinePeriods,
  driverProfiles,
  ledgerEntries,
  ledgerTransactions,
  rideRatings,
  rides,
  users,
  type LEDGER_ACCOUNT_KINDS,
  type LEDGER_TRANSACTION_KINDS,
} from '../db/schema.ts';

// A fixed history of a small city for the analytics tests: people, online periods, rides in every state across
// several days (some near midnight, some outside the ranges asked), balanced ledger transactions and ratings.
// It is written straight into the tables; the tests work out every expected figure from these arrays.

/** The moment the history is seen from: Sunday 15 March 2026, 18:00 UTC (11:00 in San Francisco). */
export const HISTORY_NOW = new Date('2026-03-15T18:00:00Z');

export type SeedUser = {
  id: string;
  role: 'rider' | 'driver' | 'admin';
  name: string;
  email: string;
  approvalStatus: 'pending' | 'approved' | 'rejected' | 'suspended' | null;
};

export type SeedRide = {
  id: string;
  riderId: string;
  driverId: string | null;
  status: RideStatus;
  paymentMethod: PaymentMethod;
  pickup: LatLng;
  fare: number;
  createdAt: Date;
  scheduledAt: Date | null;
  requestedAt: Date | null;
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: RideActor | null;
};

export type SeedEntry = {
  account: (typeof LEDGER_ACCOUNT_KINDS)[number];
  userId: string | null;
  amount: number;
};
export type SeedTransaction = {
  id: string;
  kind: (typeof LEDGER_TRANSACTION_KINDS)[number];
  rideId: string | null;
  createdAt: Date;
  entries: SeedEntry[];
};
export type SeedRating = {
  rideId: string;
  raterRole: 'rider' | 'driver';
  raterId: string;
  rateeId: string;
  stars: number;
  createdAt: Date;
};
export type SeedOnlinePeriod = { driverId: string; startedAt: Date; endedAt: Date | null };

export type AnalyticsHistory = {
  users: SeedUser[];
  rides: SeedRide[];
  transactions: SeedTransaction[];
  ratings: SeedRating[];
  onlinePeriods: SeedOnlinePeriod[];
};

const PICKUPS = {
  ferryBuilding: { lat: 37.7955, lng: -122.3937 },
  /** A few metres from the Ferry Building: the same cell at every resolution asked. */
  ferryBuildingSteps: { lat: 37.79552, lng: -122.39372 },
  unionSquare: { lat: 37.788, lng: -122.4075 },
  cityHall: { lat: 37.7793, lng: -122.4193 },
  oraclePark: { lat: 37.7786, lng: -122.3893 },
  outerSunset: { lat: 37.7535, lng: -122.5053 },
} satisfies Record<string, LatLng>;

const DESTINATION = { address: 'San Francisco City Hall', lat: 37.7793, lng: -122.4193 };

const at = (iso: string) => new Date(iso);
const plusSeconds = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);

/** Drivers keep 80% of a fare here (the seed's commission); fares are multiples of 5 cents, so shares are whole. */
const driverShare = (fare: number) => (fare * 80) / 100;

/** Builds the history; ids are fresh on every call so the same history can go into several databases. */
export function buildAnalyticsHistory(): AnalyticsHistory {
  const person = (
    role: SeedUser['role'],
    name: string,
    approvalStatus: SeedUser['approvalStatus'] = null,
  ): SeedUser => {
    const id = randomUUID();
    const email = `${name.toLowerCase().replaceAll(' ', '.')}.${id.slice(0, 8)}@example.com`;
    return { id, role, name, email, approvalStatus };
  };
  const alice = person('driver', 'Alice Driver', 'approved');
  const bruno = person('driver', 'Bruno Driver', 'approved');
  const chen = person('driver', 'Chen Driver', 'approved');
  const dana = person('driver', 'Dana Driver', 'pending');
  const emre = person('driver', 'Emre Driver', 'pending');
  const femi = person('driver', 'Femi Driver', 'suspended');
  const r1 = person('rider', 'Rider One');
  const r2 = person('rider', 'Rider Two');
  const r3 = person('rider', 'Rider Three');
  const r4 = person('rider', 'Rider Four');
  const r5 = person('rider', 'Rider Five');
  const r6 = person('rider', 'Rider Six');
  const r7 = person('rider', 'Rider Seven');
  const r8 = person('rider', 'Rider Eight');
  const riders = [r1, r2, r3, r4, r5, r6, r7, r8];
  const seedUsers = [alice, bruno, chen, dana, emre, femi, ...riders];

  const rideRows: SeedRide[] = [];
  const transactions: SeedTransaction[] = [];
  const ratings: SeedRating[] = [];

  const base = (rider: SeedUser, pickup: LatLng, paymentMethod: PaymentMethod, fare: number) => ({
    id: randomUUID(),
    riderId: rider.id,
    paymentMethod,
    pickup,
    fare,
    scheduledAt: null,
    pickedUpAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
  });

  /** A finished trip: accepted after `waitSeconds`, picked up 5 minutes later, dropped off after `tripSeconds`. */
  function completed(
    rider: SeedUser,
    driver: SeedUser,
    requested: string,
    options: { waitSeconds: number; tripSeconds: number; fare: number; pay: PaymentMethod; pickup: LatLng },
  ): SeedRide {
    const requestedAt = at(requested);
    const acceptedAt = plusSeconds(requestedAt, options.waitSeconds);
    const pickedUpAt = plusSeconds(acceptedAt, 300);
    const completedAt = plusSeconds(pickedUpAt, options.tripSeconds);
    const ride: SeedRide = {
      ...base(rider, options.pickup, options.pay, options.fare),
      driverId: driver.id,
      status: 'completed',
      createdAt: requestedAt,
      requestedAt,
      acceptedAt,
      pickedUpAt,
      completedAt,
    };
    rideRows.push(ride);
    const source: SeedEntry =
      options.pay === 'card'
        ? { account: 'card_clearing', userId: null, amount: -options.fare }
        : options.pay === 'wallet'
          ? { account: 'rider_wallet', userId: rider.id, amount: -options.fare }
          : { account: 'driver_cash', userId: driver.id, amount: -options.fare };
    transactions.push({
      id: randomUUID(),
      kind: 'ride_fare',
      rideId: ride.id,
      createdAt: completedAt,
      entries: [
        source,
        { account: 'driver_earnings', userId: driver.id, amount: driverShare(options.fare) },
        { account: 'platform_revenue', userId: null, amount: options.fare - driverShare(options.fare) },
      ],
    });
    return ride;
  }

  function cancelled(
    rider: SeedUser,
    requested: string | null,
    options: {
      by: RideActor;
      afterSeconds: number;
      driver?: SeedUser;
      acceptedAfterSeconds?: number;
      pickedUpAfterSeconds?: number;
      createdAt?: string;
      scheduledAt?: string;
      pickup?: LatLng;
    },
  ): SeedRide {
    const requestedAt = requested === null ? null : at(requested);
    const createdAt = options.createdAt ? at(options.createdAt) : (requestedAt ?? HISTORY_NOW);
    const startedAt = requestedAt ?? createdAt;
    const ride: SeedRide = {
      ...base(rider, options.pickup ?? PICKUPS.unionSquare, 'card', 1_500),
      driverId: options.driver?.id ?? null,
      status: 'cancelled',
      createdAt,
      scheduledAt: options.scheduledAt ? at(options.scheduledAt) : null,
      requestedAt,
      acceptedAt:
        options.acceptedAfterSeconds === undefined
          ? null
          : plusSeconds(startedAt, options.acceptedAfterSeconds),
      pickedUpAt:
        options.pickedUpAfterSeconds === undefined
          ? null
          : plusSeconds(startedAt, options.pickedUpAfterSeconds),
      cancelledAt: plusSeconds(startedAt, options.afterSeconds),
      cancelledBy: options.by,
    };
    rideRows.push(ride);
    return ride;
  }

  /** The rider rates the driver of a completed ride (and, when given, the driver rates the rider). */
  function rated(ride: SeedRide, stars: number, when: string, byDriverStars?: number) {
    const driverId = ride.driverId;
    if (driverId === null) throw new Error('only a ride with a driver is rated');
    ratings.push({
      rideId: ride.id,
      raterRole: 'rider',
      raterId: ride.riderId,
      rateeId: driverId,
      stars,
      createdAt: at(when),
    });
    if (byDriverStars !== undefined) {
      ratings.push({
        rideId: ride.id,
        raterRole: 'driver',
        raterId: driverId,
        rateeId: ride.riderId,
        stars: byDriverStars,
        createdAt: at(when),
      });
    }
  }

  function posted(
    kind: SeedTransaction['kind'],
    when: string,
    entries: SeedEntry[],
    rideId: string | null = null,
  ): void {
    transactions.push({ id: randomUUID(), kind, rideId, createdAt: at(when), entries });
  }

  // Completed trips.
  const c1 = completed(r1, alice, '2026-03-10T09:00:00Z', {
    waitSeconds: 240,
    tripSeconds: 900,
    fare: 2_000,
    pay: 'card',
    pickup: PICKUPS.ferryBuilding,
  });
  rated(c1, 5, '2026-03-10T09:40:00Z', 4);
  const c2 = completed(r2, alice, '2026-03-11T12:00:00Z', {
    waitSeconds: 180,
    tripSeconds: 1_200,
    fare: 1_500,
    pay: 'cash',
    pickup: PICKUPS.unionSquare,
  });
  rated(c2, 4, '2026-03-11T13:00:00Z');
  const c3 = completed(r3, bruno, '2026-03-12T20:00:00Z', {
    waitSeconds: 300,
    tripSeconds: 600,
    fare: 1_000,
    pay: 'wallet',
    pickup: PICKUPS.ferryBuildingSteps,
  });
  rated(c3, 3, '2026-03-12T21:00:00Z');
  // Near midnight: 23:30 on Saturday 14 March in San Francisco, already Sunday 15 March in UTC.
  const c4 = completed(r4, bruno, '2026-03-15T06:30:00Z', {
    waitSeconds: 120,
    tripSeconds: 600,
    fare: 1_800,
    pay: 'card',
    pickup: PICKUPS.cityHall,
  });
  rated(c4, 5, '2026-03-15T07:30:00Z');
  // Before the week asked, inside the default 30 days.
  const c5 = completed(r1, chen, '2026-03-02T10:00:00Z', {
    waitSeconds: 420,
    tripSeconds: 1_500,
    fare: 2_500,
    pay: 'card',
    pickup: PICKUPS.oraclePark,
  });
  rated(c5, 5, '2026-03-02T11:00:00Z');
  // 02:00 UTC on Monday 9 March is still Sunday 8 March (19:00) in San Francisco.
  const c6 = completed(r5, chen, '2026-03-09T02:00:00Z', {
    waitSeconds: 60,
    tripSeconds: 900,
    fare: 1_200,
    pay: 'card',
    pickup: PICKUPS.outerSunset,
  });
  rated(c6, 2, '2026-03-09T03:00:00Z');
  // Long ago: outside every range asked but the three-month one.
  completed(r2, alice, '2026-01-20T15:00:00Z', {
    waitSeconds: 200,
    tripSeconds: 1_000,
    fare: 3_000,
    pay: 'card',
    pickup: PICKUPS.ferryBuilding,
  });
  // Requested before the week (UTC), completed inside it.
  completed(r3, bruno, '2026-03-08T23:50:00Z', {
    waitSeconds: 100,
    tripSeconds: 900,
    fare: 1_400,
    pay: 'card',
    pickup: PICKUPS.unionSquare,
  });

  // Cancelled rides.
  const x1 = cancelled(r6, '2026-03-13T08:00:00Z', {
    by: 'rider',
    afterSeconds: 400,
    driver: bruno,
    acceptedAfterSeconds: 200,
    pickup: PICKUPS.ferryBuilding,
  });
  posted(
    'cancellation_fee',
    '2026-03-13T08:06:40Z',
    [
      { account: 'card_clearing', userId: null, amount: -500 },
      { account: 'driver_earnings', userId: bruno.id, amount: 400 },
      { account: 'platform_revenue', userId: null, amount: 100 },
    ],
    x1.id,
  );
  // No driver found.
  cancelled(r7, '2026-03-14T15:00:00Z', { by: 'system', afterSeconds: 90, pickup: PICKUPS.oraclePark });
  cancelled(r8, '2026-03-05T10:00:00Z', { by: 'system', afterSeconds: 90, pickup: PICKUPS.cityHall });
  // A scheduled ride the system cancelled because its rider was on another ride: never requested.
  cancelled(r8, null, {
    by: 'system',
    afterSeconds: 6_300,
    createdAt: '2026-03-12T10:00:00Z',
    scheduledAt: '2026-03-12T12:00:00Z',
  });
  // The rider changed their mind before anyone accepted (today).
  cancelled(r3, '2026-03-15T17:00:00Z', { by: 'rider', afterSeconds: 120, pickup: PICKUPS.unionSquare });
  // An admin ended a stuck trip.
  cancelled(r4, '2026-03-11T22:00:00Z', {
    by: 'admin',
    afterSeconds: 3_600,
    driver: chen,
    acceptedAfterSeconds: 60,
    pickedUpAfterSeconds: 600,
    pickup: PICKUPS.cityHall,
  });

  // Rides in progress and to come.
  rideRows.push({
    ...base(r5, PICKUPS.ferryBuilding, 'card', 1_600),
    driverId: null,
    status: 'requested',
    createdAt: at('2026-03-15T17:55:00Z'),
    requestedAt: at('2026-03-15T17:55:00Z'),
    acceptedAt: null,
  });
  rideRows.push({
    ...base(r6, PICKUPS.unionSquare, 'cash', 1_700),
    driverId: alice.id,
    status: 'accepted',
    createdAt: at('2026-03-15T17:40:00Z'),
    requestedAt: at('2026-03-15T17:40:00Z'),
    acceptedAt: at('2026-03-15T17:43:00Z'),
  });
  rideRows.push({
    ...base(r7, PICKUPS.cityHall, 'card', 1_900),
    driverId: null,
    status: 'scheduled',
    createdAt: at('2026-03-15T12:00:00Z'),
    scheduledAt: at('2026-03-16T09:00:00Z'),
    requestedAt: null,
    acceptedAt: null,
  });

  // Money that is not a fare: a tip, a refund out of the platform's revenue, a payout and a top-up.
  posted(
    'tip',
    '2026-03-10T10:00:00Z',
    [
      { account: 'card_clearing', userId: null, amount: -300 },
      { account: 'driver_earnings', userId: alice.id, amount: 300 },
    ],
    c1.id,
  );
  posted(
    'refund',
    '2026-03-13T09:00:00Z',
    [
      { account: 'platform_revenue', userId: null, amount: -200 },
      { account: 'rider_wallet', userId: r3.id, amount: 200 },
    ],
    c3.id,
  );
  posted('payout', '2026-03-14T12:00:00Z', [
    { account: 'driver_earnings', userId: alice.id, amount: -2_000 },
    { account: 'card_clearing', userId: null, amount: 2_000 },
  ]);
  posted('wallet_top_up', '2026-03-12T08:00:00Z', [
    { account: 'card_clearing', userId: null, amount: -5_000 },
    { account: 'rider_wallet', userId: r3.id, amount: 5_000 },
  ]);

  const onlinePeriods: SeedOnlinePeriod[] = [
    { driverId: alice.id, startedAt: at('2026-03-10T08:00:00Z'), endedAt: at('2026-03-10T12:00:00Z') },
    { driverId: alice.id, startedAt: at('2026-03-15T16:00:00Z'), endedAt: null },
    // Across midnight UTC into the week asked.
    { driverId: bruno.id, startedAt: at('2026-03-08T22:00:00Z'), endedAt: at('2026-03-09T02:00:00Z') },
    { driverId: bruno.id, startedAt: at('2026-03-12T19:00:00Z'), endedAt: at('2026-03-13T01:00:00Z') },
    { driverId: chen.id, startedAt: at('2026-03-01T09:00:00Z'), endedAt: at('2026-03-01T11:00:00Z') },
    { driverId: chen.id, startedAt: at('2026-03-14T23:00:00Z'), endedAt: null },
    { driverId: femi.id, startedAt: at('2026-02-20T09:00:00Z'), endedAt: at('2026-02-20T10:00:00Z') },
  ];

  return { users: seedUsers, rides: rideRows, transactions, ratings, onlinePeriods };
}

/** Writes the history into the tables, the ledger in one database transaction (balanced at commit). */
export async function insertAnalyticsHistory(db: Database, history: AnalyticsHistory): Promise<void> {
  await db.insert(users).values(
    history.users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: '+1 555 010 0000',
      role: user.role,
      passwordHash: 'not-a-password-hash',
      createdAt: at('2026-01-01T00:00:00Z'),
      updatedAt: at('2026-01-01T00:00:00Z'),
    })),
  );
  const drivers = history.users.filter((user) => user.role === 'driver');
  await db.insert(driverProfiles).values(
    drivers.map((driver) => ({
      userId: driver.id,
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'RB-2048',
      cityId: DEMO_CITY.id,
      approvalStatus: driver.approvalStatus ?? 'pending',
    })),
  );
  await db.insert(driverOnlinePeriods).values(history.onlinePeriods);
  await db.insert(rides).values(
    history.rides.map((ride) => {
      const times = [ride.createdAt, ride.requestedAt, ride.acceptedAt, ride.completedAt, ride.cancelledAt];
      const updatedAt = new Date(Math.max(...times.map((time) => time?.getTime() ?? 0)));
      return {
        id: ride.id,
        riderId: ride.riderId,
        cityId: DEMO_CITY.id,
        driverId: ride.driverId,
        status: ride.status,
        pickupAddress: 'A pickup in San Francisco',
        pickupLat: ride.pickup.lat,
        pickupLng: ride.pickup.lng,
        destinationAddress: DESTINATION.address,
        destinationLat: DESTINATION.lat,
        destinationLng: DESTINATION.lng,
        distanceMeters: 3_000,
        durationSeconds: 600,
        route: [
          [ride.pickup.lat, ride.pickup.lng],
          [DESTINATION.lat, DESTINATION.lng],
        ] as [number, number][],
        currency: 'USD',
        fare: {
          currency: 'USD',
          estimate: ride.fare,
          low: ride.fare,
          high: ride.fare,
          breakdown: {
            baseFare: ride.fare - 150,
            distance: 0,
            time: 0,
            minimumFareTopUp: 0,
            bookingFee: 150,
          },
        },
        pricing: DEFAULT_PRICING_SETTINGS,
        finalFare: ride.status === 'completed' ? ride.fare : null,
        paymentMethod: ride.paymentMethod,
        idempotencyKey: randomUUID(),
        scheduledAt: ride.scheduledAt,
        requestedAt: ride.requestedAt,
        acceptedAt: ride.acceptedAt,
        arrivedAt: ride.pickedUpAt === null ? null : plusSeconds(ride.pickedUpAt, -60),
        pickedUpAt: ride.pickedUpAt,
        startedAt: ride.pickedUpAt,
        completedAt: ride.completedAt,
        cancelledAt: ride.cancelledAt,
        cancelledBy: ride.cancelledBy,
        createdAt: ride.createdAt,
        updatedAt,
      };
    }),
  );
  await db.insert(rideRatings).values(history.ratings);
  await db.transaction(async (tx) => {
    await tx.insert(ledgerTransactions).values(
      history.transactions.map(({ id, kind, rideId, createdAt }) => ({
        id,
        kind,
        rideId,
        currency: 'USD',
        description: `${kind} (analytics history)`,
        createdAt,
      })),
    );
    await tx
      .insert(ledgerEntries)
      .values(
        history.transactions.flatMap(({ id, createdAt, entries }) =>
          entries.map((entry) => ({ transactionId: id, createdAt, ...entry })),
        ),
      );
  });
}
