import type {
  Availability,
  FareQuote,
  OpenRideRequest,
  Place,
  Ride,
  RideOffer,
  ServiceArea,
} from '@ridebook/validation';

/** Test data for the ride engine's endpoints, valid against the `@ridebook/validation` schemas. */

const pickup = { address: '350 5th Ave, New York', lat: 40.7484, lng: -73.9857 };
const destination = { address: 'JFK Airport Terminal 4', lat: 40.6441, lng: -73.7823 };
const fare = {
  currency: 'USD',
  estimate: 5_480,
  low: 4_930,
  high: 6_030,
  breakdown: { baseFare: 250, distance: 3_080, time: 1_000, minimumFareTopUp: 0, bookingFee: 150 },
};

export function aRide(overrides: Partial<Ride> = {}): Ride {
  return {
    id: 'ride-1',
    status: 'requested',
    pickup,
    destination,
    distanceMeters: 28_000,
    durationSeconds: 2_000,
    route: [
      [40.7484, -73.9857],
      [40.6441, -73.7823],
    ],
    fare: { ...fare, final: null },
    paymentMethod: 'cash',
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
    rider: { id: 'user-1', name: 'Ada Rider', phone: '+1 555 010 0000', rating: 4.9, ratingCount: 37 },
    driver: null,
    rated: { byRider: false, byDriver: false },
    events: [
      {
        status: 'requested',
        actor: 'rider',
        at: '2026-03-02T09:00:00.000Z',
        lat: null,
        lng: null,
        note: null,
      },
    ],
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The same ride after a driver accepted it (one more event). */
export function anAcceptedRide(overrides: Partial<Ride> = {}): Ride {
  const ride = aRide();
  return {
    ...ride,
    status: 'accepted',
    acceptedAt: '2026-03-02T09:01:00.000Z',
    driver: {
      id: 'driver-1',
      name: 'Dan Driver',
      phone: '+1 555 010 0001',
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'RB-1234',
      rating: 4.8,
      ratingCount: 412,
    },
    events: [
      ...ride.events,
      {
        status: 'accepted',
        actor: 'driver',
        at: '2026-03-02T09:01:00.000Z',
        lat: 40.75,
        lng: -73.99,
        note: null,
      },
    ],
    ...overrides,
  };
}

/** The accepted ride, cancelled by its rider (one more event). */
export function aCancelledRide(overrides: Partial<Ride> = {}): Ride {
  const ride = anAcceptedRide();
  return {
    ...ride,
    status: 'cancelled',
    cancelledAt: '2026-03-02T09:02:00.000Z',
    cancelledBy: 'rider',
    cancellationReason: 'Changed my plans',
    events: [
      ...ride.events,
      {
        status: 'cancelled',
        actor: 'rider',
        at: '2026-03-02T09:02:00.000Z',
        lat: null,
        lng: null,
        note: null,
      },
    ],
    ...overrides,
  };
}

export function aFareQuote(overrides: Partial<FareQuote> = {}): FareQuote {
  return {
    id: '7d1f6c1e-4c61-4f0a-9a55-4d4b0f7f2b10',
    pickup,
    destination,
    distanceMeters: 28_000,
    durationSeconds: 2_000,
    fare,
    route: [
      [40.7484, -73.9857],
      [40.6441, -73.7823],
    ],
    expiresAt: '2026-03-02T09:10:00.000Z',
    ...overrides,
  };
}

export function anOffer(overrides: Partial<RideOffer> = {}): RideOffer {
  return {
    id: 'offer-1',
    rideId: 'ride-1',
    pickup,
    destination,
    pickupDistanceMeters: 900,
    pickupEtaSeconds: 180,
    tripDistanceMeters: 28_000,
    tripDurationSeconds: 2_000,
    fare: { currency: 'USD', estimate: 5_480, driverEarnings: 4_264 },
    paymentMethod: 'cash',
    rider: { name: 'Ada Rider', rating: 4.9 },
    note: null,
    expiresAt: '2026-03-02T09:00:15.000Z',
    ...overrides,
  };
}

export function anOpenRequest(overrides: Partial<OpenRideRequest> = {}): OpenRideRequest {
  const { id: _id, expiresAt: _expiresAt, ...offer } = anOffer();
  return { ...offer, requestedAt: '2026-03-02T09:00:00.000Z', ...overrides };
}

export function anAvailability(overrides: Partial<Availability> = {}): Availability {
  return {
    online: true,
    onlineSince: '2026-03-02T08:00:00.000Z',
    secondsOnlineToday: 3_600,
    lastPositionAt: '2026-03-02T09:00:00.000Z',
    activeRideId: null,
    canGoOnline: true,
    blockedReason: null,
    ...overrides,
  };
}

export function aPlace(overrides: Partial<Place> = {}): Place {
  return {
    id: 'place-1',
    name: 'JFK Airport',
    address: 'Queens, NY 11430',
    category: 'airport',
    lat: 40.6413,
    lng: -73.7781,
    ...overrides,
  };
}

export function aServiceArea(overrides: Partial<ServiceArea> = {}): ServiceArea {
  return {
    name: 'New York',
    center: { lat: 40.7128, lng: -74.006 },
    bounds: { south: 40.49, west: -74.27, north: 40.92, east: -73.68 },
    currency: 'USD',
    ...overrides,
  };
}
