import { DEMO_CITY } from '../modules/places/index.ts';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PRICING_SETTINGS,
  type AccountStatus,
  type DriverApprovalStatus,
  type RideStatus,
  type Role,
} from '@ridebook/validation';
import type { Database } from '../db/database.ts';
import { driverOnlinePeriods, driverProfiles, rideRatings, rides, users } from '../db/schema.ts';

/** A person inserted straight into the database (no password to sign in with): for lists and figures. */
export type SeedPerson = {
  name: string;
  email: string;
  phone: string;
  role: Role;
  status?: AccountStatus;
  statusReason?: string | null;
  createdAt: Date;
  driver?: {
    vehicleModel?: string;
    vehiclePlate?: string;
    approvalStatus: DriverApprovalStatus;
    approvalReason?: string | null;
    /** An open online period now; `false` leaves a closed one from earlier (which must not count). */
    online: boolean;
  };
};

export async function seedPerson(db: Database, person: SeedPerson): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      name: person.name,
      email: person.email,
      phone: person.phone,
      role: person.role,
      status: person.status ?? 'active',
      statusReason: person.statusReason ?? null,
      passwordHash: 'not-a-password-hash',
      createdAt: person.createdAt,
      updatedAt: person.createdAt,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('seeding a user returned no row');
  if (person.driver) {
    await db.insert(driverProfiles).values({
      userId: user.id,
      vehicleModel: person.driver.vehicleModel ?? 'Toyota Prius',
      vehiclePlate: person.driver.vehiclePlate ?? 'RB-1000',
      cityId: DEMO_CITY.id,
      approvalStatus: person.driver.approvalStatus,
      approvalReason: person.driver.approvalReason ?? null,
    });
    const startedAt = new Date(person.createdAt.getTime() + 60_000);
    await db.insert(driverOnlinePeriods).values({
      driverId: user.id,
      startedAt,
      endedAt: person.driver.online ? null : new Date(startedAt.getTime() + 3_600_000),
    });
  }
  return user.id;
}

const FARE = {
  currency: 'USD',
  estimate: 1_250,
  low: 1_125,
  high: 1_500,
  breakdown: { baseFare: 250, distance: 600, time: 250, minimumFareTopUp: 0, bookingFee: 150 },
};

/** A ride row with fixed trip figures; `finalFare` is set for completed rides. */
export async function seedRide(
  db: Database,
  ride: {
    riderId: string;
    driverId: string | null;
    status: RideStatus;
    createdAt: Date;
    finalFare?: number;
    pickupAddress?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(rides)
    .values({
      riderId: ride.riderId,
      cityId: DEMO_CITY.id,
      driverId: ride.driverId,
      status: ride.status,
      pickupAddress: ride.pickupAddress ?? 'Ferry Building, San Francisco',
      pickupLat: 37.7955,
      pickupLng: -122.3937,
      destinationAddress: 'San Francisco City Hall',
      destinationLat: 37.7793,
      destinationLng: -122.4193,
      distanceMeters: 3_100,
      durationSeconds: 600,
      route: [
        [37.7955, -122.3937],
        [37.7793, -122.4193],
      ],
      currency: 'USD',
      fare: FARE,
      pricing: DEFAULT_PRICING_SETTINGS,
      finalFare: ride.status === 'completed' ? (ride.finalFare ?? FARE.estimate) : null,
      paymentMethod: 'card',
      idempotencyKey: randomUUID(),
      createdAt: ride.createdAt,
      updatedAt: ride.createdAt,
    })
    .returning({ id: rides.id });
  if (!row) throw new Error('seeding a ride returned no row');
  return row.id;
}

/** One rating of a ride's other party (`raterRole` says which side rated). */
export async function seedRating(
  db: Database,
  rating: { rideId: string; raterRole: 'rider' | 'driver'; raterId: string; rateeId: string; stars: number },
): Promise<void> {
  await db.insert(rideRatings).values({ ...rating, createdAt: new Date() });
}
