import type {
  Availability,
  CurrentUser,
  DriverEarnings,
  DriverRideList,
  DriverRideRow,
  DriverSummary,
  EarningRide,
  EarningRidesPage,
  OpenRideRequest,
  Ride,
  RideOffer,
} from '@ridebook/validation';

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

export function aDriverSummary(overrides: Partial<DriverSummary> = {}): DriverSummary {
  return {
    currency: 'USD',
    today: { earnings: 4_280, rides: 3, secondsOnline: 7_500 },
    acceptanceRate: 0.875,
    rating: { average: 4.86, count: 21 },
    cashDebt: 0,
    ...overrides,
  };
}

/** A week of earnings by day: one ride on Mar 2 ($15.60 share + $3 tip), one on Mar 4 ($8 share). */
export function anEarnings(overrides: Partial<DriverEarnings> = {}): DriverEarnings {
  const days = [
    '2026-02-26',
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-03-02',
    '2026-03-03',
    '2026-03-04',
  ];
  return {
    currency: 'USD',
    from: '2026-02-26T00:00:00.000Z',
    to: '2026-03-05T00:00:00.000Z',
    groupBy: 'day',
    totals: {
      fares: 2_360,
      tips: 300,
      cancellationFees: 0,
      commission: 890,
      cashCollected: 1_000,
      cashCommissionOwed: 200,
      net: 2_460,
    },
    cashDebt: 200,
    series: days.map((start) => ({
      start,
      fares: start === '2026-03-02' ? 1_560 : start === '2026-03-04' ? 800 : 0,
      tips: start === '2026-03-02' ? 300 : 0,
      rides: start === '2026-03-02' || start === '2026-03-04' ? 1 : 0,
    })),
    ...overrides,
  };
}

export function anEarningRide(overrides: Partial<EarningRide> = {}): EarningRide {
  return {
    rideId: 'ride-1',
    completedAt: '2026-03-02T09:20:00.000Z',
    pickupAddress: PICKUP.address,
    destinationAddress: DESTINATION.address,
    paymentMethod: 'card',
    currency: 'USD',
    fare: 2_100,
    driverShare: 1_560,
    commission: 540,
    tip: 300,
    net: 1_860,
    ...overrides,
  };
}

export function anEarningRidesPage(
  rows: EarningRide[] = [anEarningRide()],
  total = rows.length,
): EarningRidesPage {
  return {
    data: rows,
    page: { page: 1, pageSize: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
  };
}

export function aDriverRideRow(overrides: Partial<DriverRideRow> = {}): DriverRideRow {
  return {
    id: 'ride-1',
    status: 'completed',
    pickupAddress: PICKUP.address,
    destinationAddress: DESTINATION.address,
    createdAt: '2026-03-02T09:00:00.000Z',
    scheduledAt: null,
    completedAt: '2026-03-02T09:20:00.000Z',
    cancelledAt: null,
    distanceMeters: 2_350,
    durationSeconds: 540,
    fare: { amount: 2_100, currency: 'USD', isFinal: true },
    paymentMethod: 'card',
    riderName: 'Riley Rider',
    ...overrides,
  };
}

export function aDriverRideList(
  rows: DriverRideRow[] = [aDriverRideRow()],
  total = rows.length,
): DriverRideList {
  return {
    data: rows,
    page: { page: 1, pageSize: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
    totals: {
      rides: total,
      completed: rows.filter((row) => row.status === 'completed').length,
      completedFares: [{ currency: 'USD', amount: 2_100 }],
    },
  };
}
