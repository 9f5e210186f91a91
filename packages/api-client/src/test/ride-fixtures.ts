import {
  currentUserSchema,
  fareQuoteSchema,
  placeSchema,
  RIDE_MESSAGES,
  rideSchema,
  serviceAreaSchema,
  type CurrentUser,
  type FareQuote,
  type Location,
  type Place,
  type Ride,
  type RideActor,
  type RideEvent,
  type RideStatus,
  type RiderRideRow,
  type ServiceArea,
} from '@ridebook/validation';

/*
 * One ride in the demo city (San Francisco) as the API would answer it: Riley Rider books Ferry Building -> Coit
 * Tower, Dan Driver takes it. Every builder parses its result with the real schema, so a fixture that drifts from
 * the contract fails the test that builds it instead of passing on data the API could never send.
 */

export const RIDE_ID = 'ride-1';
/** A uuid, as the booking form checks the quote it books. */
export const QUOTE_ID = '7d1f6c1e-4c61-4f0a-9a55-4d4b0f7f2b10';

export const sanFrancisco: ServiceArea = serviceAreaSchema.parse({
  name: 'San Francisco',
  center: { lat: 37.7749, lng: -122.4194 },
  bounds: { south: 37.6, west: -122.53, north: 37.84, east: -122.18 },
  currency: 'USD',
});

export const ferryBuilding: Place = placeSchema.parse({
  id: 'ferry-building',
  name: 'Ferry Building',
  address: '1 Ferry Building, San Francisco, CA 94111',
  category: 'station',
  lat: 37.7955,
  lng: -122.3937,
});

export const coitTower: Place = placeSchema.parse({
  id: 'coit-tower',
  name: 'Coit Tower',
  address: '1 Telegraph Hill Blvd, San Francisco, CA 94133',
  category: 'landmark',
  lat: 37.8024,
  lng: -122.4058,
});

/** The stops as the rider's booking sends them (the place's name, then its address). */
export const PICKUP: Location = {
  address: `${ferryBuilding.name}, ${ferryBuilding.address}`,
  lat: ferryBuilding.lat,
  lng: ferryBuilding.lng,
};
export const DESTINATION: Location = {
  address: `${coitTower.name}, ${coitTower.address}`,
  lat: coitTower.lat,
  lng: coitTower.lng,
};

export function aRiderUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserSchema.parse({
    id: 'rider-1',
    name: 'Riley Rider',
    email: 'rider@ridebook.demo',
    phone: '+1 (555) 010-0200',
    role: 'rider',
    status: 'active',
    createdAt: '2025-01-31T09:30:00.000Z',
    driver: null,
    ...overrides,
  });
}

export function aDriverUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUserSchema.parse({
    id: 'driver-1',
    name: 'Dan Driver',
    email: 'driver@ridebook.demo',
    phone: '+1 (555) 010-0300',
    role: 'driver',
    status: 'active',
    createdAt: '2025-01-31T09:30:00.000Z',
    driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-2048', approvalStatus: 'approved' },
    ...overrides,
  });
}

/** The rider and driver as a ride shows them (ratings from the other side). */
const rider = aRiderUser();
const driver = aDriverUser();
export const RIDE_RIDER: Ride['rider'] = {
  id: rider.id,
  name: rider.name,
  phone: rider.phone,
  rating: 4.87,
  ratingCount: 12,
};
export const RIDE_DRIVER: NonNullable<Ride['driver']> = {
  id: driver.id,
  name: driver.name,
  phone: driver.phone,
  vehicleModel: 'Toyota Prius',
  vehiclePlate: 'RB-2048',
  vehicle: null,
  hasPhoto: false,
  rating: 4.8,
  ratingCount: 12,
};

/** $12.40: the base fare, distance and time, topped up to the minimum fare, plus the booking fee. */
const FARE = {
  currency: 'USD',
  estimate: 1_240,
  low: 1_120,
  high: 1_490,
  breakdown: { baseFare: 250, distance: 200, time: 240, minimumFareTopUp: 400, bookingFee: 150 },
};
const TRIP = {
  pickup: PICKUP,
  destination: DESTINATION,
  distanceMeters: 1_840,
  durationSeconds: 265,
  // Along the Embarcadero, then up Telegraph Hill: a route with a bend, not a straight line.
  route: [
    [PICKUP.lat, PICKUP.lng],
    [37.8005, -122.4012],
    [DESTINATION.lat, DESTINATION.lng],
  ] satisfies [number, number][],
};

export function aQuote(overrides: Partial<FareQuote> = {}): FareQuote {
  return fareQuoteSchema.parse({
    id: QUOTE_ID,
    ...TRIP,
    pickupZone: null,
    fare: FARE,
    expiresAt: '2026-03-02T09:10:00.000Z',
    ...overrides,
  });
}

export function aRideEvent(
  status: RideStatus,
  actor: RideActor,
  at: string,
  note: string | null = null,
): RideEvent {
  return { status, actor, at, lat: null, lng: null, note };
}

/** The trip's steps in order: who takes each, when (2 March 2026, UTC), and the timestamp it sets. */
const TRIP_STEPS = [
  { status: 'requested', actor: 'rider', at: '2026-03-02T09:00:00.000Z', sets: 'requestedAt' },
  { status: 'accepted', actor: 'driver', at: '2026-03-02T09:01:00.000Z', sets: 'acceptedAt' },
  { status: 'arrived', actor: 'driver', at: '2026-03-02T09:04:00.000Z', sets: 'arrivedAt' },
  { status: 'picked_up', actor: 'driver', at: '2026-03-02T09:05:00.000Z', sets: 'pickedUpAt' },
  { status: 'in_transit', actor: 'driver', at: '2026-03-02T09:05:10.000Z', sets: 'startedAt' },
  { status: 'completed', actor: 'driver', at: '2026-03-02T09:12:00.000Z', sets: 'completedAt' },
] as const;
export type TripStatus = (typeof TRIP_STEPS)[number]['status'];

/** The ride once it has reached `status` on its way to completion: every step before it has its event and time. */
export function rideAt(status: TripStatus, overrides: Partial<Ride> = {}): Ride {
  const steps = TRIP_STEPS.slice(0, TRIP_STEPS.findIndex((step) => step.status === status) + 1);
  const times = Object.fromEntries(steps.map((step) => [step.sets, step.at]));
  return rideSchema.parse({
    id: RIDE_ID,
    status,
    ...TRIP,
    pickupPoint: null,
    fare: { ...FARE, final: status === 'completed' ? FARE.estimate : null },
    paymentMethod: 'card',
    note: null,
    scheduledAt: null,
    requestedAt: null,
    acceptedAt: null,
    arrivedAt: null,
    pickedUpAt: null,
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    cancellationReason: null,
    cancellationFee: 0,
    cashCollectedAt: null,
    tip: 0,
    rider: RIDE_RIDER,
    driver: status === 'requested' ? null : RIDE_DRIVER,
    rated: { byRider: false, byDriver: false },
    events: steps.map((step) => aRideEvent(step.status, step.actor, step.at)),
    createdAt: TRIP_STEPS[0].at,
    ...times,
    ...overrides,
  });
}

/** A ride just booked: looking for a driver. */
export function aRequestedRide(overrides: Partial<Ride> = {}): Ride {
  return rideAt('requested', overrides);
}

/** A driver took it and is on the way to the pickup. */
export function anAcceptedRide(overrides: Partial<Ride> = {}): Ride {
  return rideAt('accepted', overrides);
}

/** The whole trip done, at the estimated fare. */
export function aCompletedRide(overrides: Partial<Ride> = {}): Ride {
  return rideAt('completed', overrides);
}

/** A ride booked for later (the next day at 17:30 UTC); no dispatch yet. */
export function aScheduledRide(overrides: Partial<Ride> = {}): Ride {
  const booked = TRIP_STEPS[0].at;
  return rideAt('requested', {
    status: 'scheduled',
    scheduledAt: '2026-03-03T17:30:00.000Z',
    requestedAt: null,
    events: [aRideEvent('scheduled', 'rider', booked)],
    ...overrides,
  });
}

/** `ride` cancelled by `by` two minutes after the booking; the event carries `note` (the system's says why). */
function cancelled(
  ride: Ride,
  by: RideActor,
  reason: string,
  note: string | null,
  overrides: Partial<Ride>,
): Ride {
  const at = '2026-03-02T09:02:00.000Z';
  return rideSchema.parse({
    ...ride,
    status: 'cancelled',
    cancelledAt: at,
    cancelledBy: by,
    cancellationReason: reason,
    events: [...ride.events, aRideEvent('cancelled', by, at, note)],
    ...overrides,
  });
}

/** The accepted ride, cancelled by its rider before the pickup (no fee). */
export function aCancelledRide(overrides: Partial<Ride> = {}): Ride {
  return cancelled(anAcceptedRide(), 'rider', 'Changed my plans', null, overrides);
}

/** A ride nobody took: the system cancelled it after the last dispatch round. */
export function aNoDriverRide(overrides: Partial<Ride> = {}): Ride {
  const reason = RIDE_MESSAGES.noDriverFound;
  return cancelled(aRequestedRide(), 'system', reason, reason, overrides);
}

/** What a row of any ride list says of `ride` (each side's list adds the other party's name). */
export function rideListRowOf(ride: Ride): Omit<RiderRideRow, 'driverName'> {
  return {
    id: ride.id,
    status: ride.status,
    pickupAddress: ride.pickup.address,
    destinationAddress: ride.destination.address,
    createdAt: ride.createdAt,
    scheduledAt: ride.scheduledAt,
    completedAt: ride.completedAt,
    cancelledAt: ride.cancelledAt,
    distanceMeters: ride.distanceMeters,
    durationSeconds: ride.durationSeconds,
    fare: {
      amount: ride.fare.final ?? ride.fare.estimate,
      currency: ride.fare.currency,
      isFinal: ride.fare.final !== null,
    },
    paymentMethod: ride.paymentMethod,
  };
}
