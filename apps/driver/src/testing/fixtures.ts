import type { Availability, CurrentUser, OpenRideRequest, Ride, RideOffer } from '@ridebook/validation';

/** Test data valid against the @ridebook/validation schemas, in the demo city (San Francisco). */

export const PICKUP = { address: 'Ferry Building, San Francisco', lat: 37.7955, lng: -122.3937 };
export const DESTINATION = { address: 'Union Square, San Francisco', lat: 37.788, lng: -122.4075 };

export function aDriverUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'driver-1',
    name: 'Dana Driver',
    email: 'driver@ridebook.demo',
    phone: '+1 (555) 010-0300',
    role: 'driver',
    status: 'active',
    createdAt: '2025-01-31T09:30:00.000Z',
    driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-2048', approvalStatus: 'approved' },
    ...overrides,
  };
}

export function anAvailability(overrides: Partial<Availability> = {}): Availability {
  return {
    online: false,
    onlineSince: null,
    secondsOnlineToday: 0,
    lastPositionAt: null,
    activeRideId: null,
    canGoOnline: true,
    blockedReason: null,
    ...overrides,
  };
}

export function anOnlineAvailability(overrides: Partial<Availability> = {}): Availability {
  return anAvailability({
    online: true,
    onlineSince: new Date(Date.now() - 65 * 60_000).toISOString(),
    secondsOnlineToday: 3_900,
    lastPositionAt: new Date().toISOString(),
    ...overrides,
  });
}

/** An offer that expires `secondsLeft` from now. */
export function anOffer(overrides: Partial<RideOffer> = {}, secondsLeft = 15): RideOffer {
  return {
    id: 'offer-1',
    rideId: 'ride-1',
    pickup: PICKUP,
    destination: DESTINATION,
    pickupDistanceMeters: 1_240,
    pickupEtaSeconds: 190,
    tripDistanceMeters: 2_350,
    tripDurationSeconds: 540,
    fare: { currency: 'USD', estimate: 1_240, driverEarnings: 872 },
    paymentMethod: 'cash',
    rider: { name: 'Riley Rider', rating: 4.87 },
    note: null,
    expiresAt: new Date(Date.now() + secondsLeft * 1_000).toISOString(),
    ...overrides,
  };
}

export function anOpenRequest(overrides: Partial<OpenRideRequest> = {}): OpenRideRequest {
  const { id: _id, expiresAt: _expiresAt, ...offer } = anOffer();
  return { ...offer, requestedAt: new Date().toISOString(), ...overrides };
}

export function aRide(overrides: Partial<Ride> = {}): Ride {
  return {
    id: 'ride-1',
    status: 'accepted',
    pickup: PICKUP,
    destination: DESTINATION,
    distanceMeters: 2_350,
    durationSeconds: 540,
    route: [
      [PICKUP.lat, PICKUP.lng],
      [37.7918, -122.4006],
      [DESTINATION.lat, DESTINATION.lng],
    ],
    fare: {
      currency: 'USD',
      estimate: 1_240,
      low: 1_116,
      high: 1_488,
      breakdown: { baseFare: 250, distance: 400, time: 440, minimumFareTopUp: 0, bookingFee: 150 },
      final: null,
    },
    paymentMethod: 'cash',
    note: null,
    scheduledAt: null,
    requestedAt: '2026-03-02T09:00:00.000Z',
    acceptedAt: '2026-03-02T09:00:20.000Z',
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
    rider: { id: 'rider-1', name: 'Riley Rider', phone: '+1 (555) 010-0200', rating: 4.87, ratingCount: 12 },
    driver: {
      id: 'driver-1',
      name: 'Dana Driver',
      phone: '+1 (555) 010-0300',
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'RB-2048',
      rating: null,
      ratingCount: 0,
    },
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
      {
        status: 'accepted',
        actor: 'driver',
        at: '2026-03-02T09:00:20.000Z',
        lat: null,
        lng: null,
        note: null,
      },
    ],
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The ride one step further: the status, and one more event (the cache keeps the ride with the most events). */
export function rideAt(status: Ride['status'], overrides: Partial<Ride> = {}): Ride {
  const ride = aRide();
  const order: Ride['status'][] = ['accepted', 'arrived', 'picked_up', 'in_transit', 'completed'];
  const steps = order.slice(1, order.indexOf(status) + 1);
  const events = [
    ...ride.events,
    ...steps.map((step) => ({
      status: step,
      actor: 'driver' as const,
      at: '2026-03-02T09:05:00.000Z',
      lat: null,
      lng: null,
      note: null,
    })),
  ];
  return { ...ride, status, events, ...overrides };
}
