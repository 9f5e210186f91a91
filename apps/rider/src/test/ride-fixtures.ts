import type { CurrentUser, FareQuote, Place, Ride, RideEvent, ServiceArea } from '@ridebook/validation';

/** Test data of the rider app, valid against the `@ridebook/validation` schemas (San Francisco, the demo city). */

export const RIDE_ID = '5f0c2d1e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
export const QUOTE_ID = '7d1f6c1e-4c61-4f0a-9a55-4d4b0f7f2b10';

export const aRider: CurrentUser = {
  id: 'rider-1',
  name: 'Riley Rider',
  email: 'rider@ridebook.demo',
  phone: '+1 (555) 010-0200',
  role: 'rider',
  status: 'active',
  createdAt: '2025-01-31T09:30:00.000Z',
  driver: null,
};

export const ferryBuilding: Place = {
  id: 'ferry-building',
  name: 'Ferry Building',
  address: '1 Ferry Building, San Francisco, CA 94111',
  category: 'station',
  lat: 37.7955,
  lng: -122.3937,
};

export const coitTower: Place = {
  id: 'coit-tower',
  name: 'Coit Tower',
  address: '1 Telegraph Hill Blvd, San Francisco, CA 94133',
  category: 'landmark',
  lat: 37.8024,
  lng: -122.4058,
};

export const sanFrancisco: ServiceArea = {
  name: 'San Francisco',
  center: { lat: 37.7749, lng: -122.4194 },
  bounds: { south: 37.6, west: -122.53, north: 37.84, east: -122.18 },
  currency: 'USD',
};

const pickup = {
  address: 'Ferry Building, 1 Ferry Building, San Francisco, CA 94111',
  lat: 37.7955,
  lng: -122.3937,
};
const destination = {
  address: 'Coit Tower, 1 Telegraph Hill Blvd, San Francisco, CA 94133',
  lat: 37.8024,
  lng: -122.4058,
};
const fare = {
  currency: 'USD',
  estimate: 1_240,
  low: 1_120,
  high: 1_490,
  breakdown: { baseFare: 250, distance: 200, time: 240, minimumFareTopUp: 400, bookingFee: 150 },
};

export function aQuote(overrides: Partial<FareQuote> = {}): FareQuote {
  return {
    id: QUOTE_ID,
    pickup,
    destination,
    distanceMeters: 1_840,
    durationSeconds: 265,
    fare,
    route: [
      [pickup.lat, pickup.lng],
      [destination.lat, destination.lng],
    ],
    expiresAt: '2026-03-02T09:10:00.000Z',
    ...overrides,
  };
}

function event(
  status: RideEvent['status'],
  actor: RideEvent['actor'],
  at: string,
  note: string | null = null,
) {
  return { status, actor, at, lat: null, lng: null, note } satisfies RideEvent;
}

export const dan = {
  id: 'driver-1',
  name: 'Dan Driver',
  phone: '+1 555 010 0001',
  vehicleModel: 'Toyota Prius',
  vehiclePlate: 'RB-2048',
  rating: 4.8,
  ratingCount: 12,
};

/** A ride just booked: looking for a driver. */
export function aRequestedRide(overrides: Partial<Ride> = {}): Ride {
  return {
    id: RIDE_ID,
    status: 'requested',
    pickup,
    destination,
    distanceMeters: 1_840,
    durationSeconds: 265,
    route: aQuote().route,
    fare: { ...fare, final: null },
    paymentMethod: 'card',
    note: null,
    scheduledAt: null,
    requestedAt: '2026-03-02T09:00:00.000Z',
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
    rider: { id: aRider.id, name: aRider.name, phone: aRider.phone, rating: null, ratingCount: 0 },
    driver: null,
    rated: { byRider: false, byDriver: false },
    events: [event('requested', 'rider', '2026-03-02T09:00:00.000Z')],
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The ride a driver accepted (one more event). */
export function anAcceptedRide(overrides: Partial<Ride> = {}): Ride {
  const ride = aRequestedRide();
  return {
    ...ride,
    status: 'accepted',
    acceptedAt: '2026-03-02T09:01:00.000Z',
    driver: dan,
    events: [...ride.events, event('accepted', 'driver', '2026-03-02T09:01:00.000Z')],
    ...overrides,
  };
}

/** The ride after the whole trip. */
export function aCompletedRide(overrides: Partial<Ride> = {}): Ride {
  const ride = anAcceptedRide();
  return {
    ...ride,
    status: 'completed',
    arrivedAt: '2026-03-02T09:04:00.000Z',
    pickedUpAt: '2026-03-02T09:05:00.000Z',
    startedAt: '2026-03-02T09:05:10.000Z',
    completedAt: '2026-03-02T09:12:00.000Z',
    fare: { ...fare, final: 1_240 },
    events: [
      ...ride.events,
      event('arrived', 'driver', '2026-03-02T09:04:00.000Z'),
      event('picked_up', 'driver', '2026-03-02T09:05:00.000Z'),
      event('in_transit', 'driver', '2026-03-02T09:05:10.000Z'),
      event('completed', 'driver', '2026-03-02T09:12:00.000Z'),
    ],
    ...overrides,
  };
}

/** A ride nobody took: the system cancelled it after the last round. */
export function aNoDriverRide(overrides: Partial<Ride> = {}): Ride {
  const ride = aRequestedRide();
  const note = 'No driver found. Please try again in a few minutes.';
  return {
    ...ride,
    status: 'cancelled',
    cancelledAt: '2026-03-02T09:02:00.000Z',
    cancelledBy: 'system',
    cancellationReason: note,
    events: [...ride.events, event('cancelled', 'system', '2026-03-02T09:02:00.000Z', note)],
    ...overrides,
  };
}

/** The accepted ride, cancelled by its rider with a fee. */
export function aRiderCancelledRide(overrides: Partial<Ride> = {}): Ride {
  const ride = anAcceptedRide();
  return {
    ...ride,
    status: 'cancelled',
    cancelledAt: '2026-03-02T09:05:00.000Z',
    cancelledBy: 'rider',
    cancellationReason: 'Changed my plans',
    cancellationFee: 500,
    events: [...ride.events, event('cancelled', 'rider', '2026-03-02T09:05:00.000Z')],
    ...overrides,
  };
}

/** A ride booked for later. */
export function aScheduledRide(overrides: Partial<Ride> = {}): Ride {
  return aRequestedRide({
    status: 'scheduled',
    scheduledAt: '2026-03-03T17:30:00.000Z',
    requestedAt: null,
    events: [event('scheduled', 'rider', '2026-03-02T09:00:00.000Z')],
    ...overrides,
  });
}
