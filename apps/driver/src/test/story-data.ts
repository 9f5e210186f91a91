import {
  availabilitySchema,
  driverSummarySchema,
  rideOfferSchema,
  rideSchema,
  serviceAreaSchema,
  type Availability,
  type DriverSummary,
  type Ride,
  type RideOffer,
  type RideStatus,
  type ServiceArea,
} from '@ridebook/validation';

/*
 * The demo ride of the driver's page stories (`*.stories.tsx`): Dan Driver takes Riley Rider from the Ferry
 * Building to Coit Tower on 2 March 2026. The same trip as the tests' '@ridebook/api-client/testing', which a story
 * cannot import (it starts Mock Service Worker's Node server); parsed by the real schemas all the same.
 */

export const STORY_RIDE_ID = 'ride-1';
/** The stories' clock: 2 March 2026, 09:00:30 UTC, half a minute after the demo ride was booked. */
export const STORY_NOW = '2026-03-02T09:00:30.000Z';

const PICKUP = {
  address: 'Ferry Building, 1 Ferry Building, San Francisco, CA 94111',
  lat: 37.7955,
  lng: -122.3937,
};
const DESTINATION = {
  address: 'Coit Tower, 1 Telegraph Hill Blvd, San Francisco, CA 94133',
  lat: 37.8024,
  lng: -122.4058,
};
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
  route: [
    [PICKUP.lat, PICKUP.lng],
    [37.7987, -122.3978],
    [37.8005, -122.4012],
    [DESTINATION.lat, DESTINATION.lng],
  ] satisfies [number, number][],
};
const RIDER = {
  id: 'rider-1',
  name: 'Riley Rider',
  phone: '+1 (555) 010-0200',
  rating: 4.87,
  ratingCount: 12,
};

/** Each step of the trip: who took it, when, and the time it sets. */
const STEPS = [
  { status: 'requested', actor: 'rider', at: '2026-03-02T09:00:00.000Z', sets: 'requestedAt' },
  { status: 'accepted', actor: 'driver', at: '2026-03-02T09:01:00.000Z', sets: 'acceptedAt' },
  { status: 'arrived', actor: 'driver', at: '2026-03-02T09:04:00.000Z', sets: 'arrivedAt' },
  { status: 'picked_up', actor: 'driver', at: '2026-03-02T09:05:00.000Z', sets: 'pickedUpAt' },
  { status: 'in_transit', actor: 'driver', at: '2026-03-02T09:05:10.000Z', sets: 'startedAt' },
  { status: 'completed', actor: 'driver', at: '2026-03-02T09:12:00.000Z', sets: 'completedAt' },
] as const;

/** The demo ride once the driver has taken it to `status`; `overrides` change it (a cash ride). */
export function storyRide(
  status: Extract<RideStatus, (typeof STEPS)[number]['status']>,
  overrides: Partial<Ride> = {},
): Ride {
  const steps = STEPS.slice(0, STEPS.findIndex((step) => step.status === status) + 1);
  return rideSchema.parse({
    id: STORY_RIDE_ID,
    status,
    ...TRIP,
    pickupPoint: null,
    fare: { ...FARE, final: status === 'completed' ? FARE.estimate : null },
    paymentMethod: 'card',
    note: 'I have a small suitcase.',
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
    rider: RIDER,
    driver: {
      id: 'driver-1',
      name: 'Dan Driver',
      phone: '+1 (555) 010-0300',
      vehicleModel: 'Toyota Prius',
      vehiclePlate: 'RB-2048',
      vehicle: null,
      hasPhoto: false,
      rating: 4.8,
      ratingCount: 12,
    },
    rated: { byRider: false, byDriver: false },
    events: steps.map(({ status: stepStatus, actor, at }) => ({
      status: stepStatus,
      actor,
      at,
      lat: null,
      lng: null,
      note: null,
    })),
    createdAt: STEPS[0].at,
    ...Object.fromEntries(steps.map((step) => [step.sets, step.at])),
    ...overrides,
  });
}

/** The demo ride offered to Dan, 1.2 km away, with 30 s left on the stories' clock. */
export const storyOffer: RideOffer = rideOfferSchema.parse({
  id: 'offer-1',
  rideId: STORY_RIDE_ID,
  pickup: PICKUP,
  pickupPoint: null,
  destination: DESTINATION,
  pickupDistanceMeters: 1_240,
  pickupEtaSeconds: 190,
  tripDistanceMeters: TRIP.distanceMeters,
  tripDurationSeconds: TRIP.durationSeconds,
  fare: { currency: FARE.currency, estimate: FARE.estimate, driverEarnings: 872 },
  paymentMethod: 'card',
  rider: { name: RIDER.name, rating: RIDER.rating },
  note: null,
  expiresAt: '2026-03-02T09:01:00.000Z',
});

/** Offline, free to go online; `online` turns it on (online since 07:55, a fresh position). */
export function storyAvailability(online: boolean, overrides: Partial<Availability> = {}): Availability {
  return availabilitySchema.parse({
    online,
    onlineSince: online ? '2026-03-02T07:55:00.000Z' : null,
    secondsOnlineToday: online ? 65 * 60 : 0,
    lastPositionAt: online ? STORY_NOW : null,
    activeRideId: null,
    canGoOnline: true,
    blockedReason: null,
    ...overrides,
  });
}

export const storySummary: DriverSummary = driverSummarySchema.parse({
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  today: { earnings: 4_280, rides: 3, secondsOnline: 7_500 },
  acceptanceRate: 0.875,
  rating: { average: 4.86, count: 21 },
  cashDebt: 0,
});

export const storyServiceArea: ServiceArea = serviceAreaSchema.parse({
  name: 'San Francisco',
  center: { lat: 37.7749, lng: -122.4194 },
  bounds: { south: 37.6, west: -122.53, north: 37.84, east: -122.18 },
  currency: 'USD',
});

/** Where the driver's phone says they are: on the Embarcadero, heading north-west to the pickup. */
export const storyFix = {
  lat: 37.7897,
  lng: -122.3903,
  accuracy: 8,
  heading: 330,
  speed: 9,
  at: Date.parse(STORY_NOW),
};
