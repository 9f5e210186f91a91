import {
  citySchema,
  fareQuoteSchema,
  receiptSchema,
  rideSchema,
  serviceAreaSchema,
  type City,
  type FareQuote,
  type Receipt,
  type Ride,
  type RideRatings,
  type RideStatus,
  type SavedPlace,
  type ServiceArea,
} from '@ridebook/validation';
import { aSavedCard, aWallet } from './payment-fixtures.ts';

/*
 * The demo ride of the rider's page stories (`*.stories.tsx`): Riley Rider from the Ferry Building to Coit Tower on
 * 2 March 2026, Dan Driver in a Toyota Prius. The same trip as the tests' '@ridebook/api-client/testing', which a
 * story cannot import (it starts Mock Service Worker's Node server); parsed by the real schemas all the same.
 */

export const STORY_RIDE_ID = 'ride-1';
/** The stories' clock: while the demo ride's driver is on the way. */
export const STORY_NOW = '2026-03-02T09:02:00.000Z';

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

/** Each step of the trip: who took it, when, and the time it sets. */
const STEPS = [
  { status: 'requested', actor: 'rider', at: '2026-03-02T09:00:00.000Z', sets: 'requestedAt' },
  { status: 'accepted', actor: 'driver', at: '2026-03-02T09:01:00.000Z', sets: 'acceptedAt' },
  { status: 'arrived', actor: 'driver', at: '2026-03-02T09:04:00.000Z', sets: 'arrivedAt' },
  { status: 'picked_up', actor: 'driver', at: '2026-03-02T09:05:00.000Z', sets: 'pickedUpAt' },
  { status: 'in_transit', actor: 'driver', at: '2026-03-02T09:05:10.000Z', sets: 'startedAt' },
  { status: 'completed', actor: 'driver', at: '2026-03-02T09:12:00.000Z', sets: 'completedAt' },
] as const;

/** The demo ride once it has reached `status`. */
export function storyRide(status: Extract<RideStatus, (typeof STEPS)[number]['status']>): Ride {
  const steps = STEPS.slice(0, STEPS.findIndex((step) => step.status === status) + 1);
  return rideSchema.parse({
    id: STORY_RIDE_ID,
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
    rider: { id: 'rider-1', name: 'Riley Rider', phone: '+1 (555) 010-0200', rating: 4.87, ratingCount: 12 },
    driver:
      status === 'requested'
        ? null
        : {
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
  });
}

export const storyCity: City = citySchema.parse({
  id: '5f000000-0000-4000-8000-000000000001',
  slug: 'san-francisco',
  name: 'San Francisco',
  timeZone: 'America/Los_Angeles',
  currency: 'USD',
  locale: 'en-US',
  distanceUnit: 'mi',
  center: { lat: 37.7749, lng: -122.4194 },
  serviceArea: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [-122.515, 37.705],
          [-122.355, 37.705],
          [-122.355, 37.835],
          [-122.515, 37.835],
          [-122.515, 37.705],
        ],
      ],
    ],
  },
  bounds: { south: 37.705, west: -122.515, north: 37.835, east: -122.355 },
  destinationMayLeaveArea: false,
  zones: [],
});

export const storyServiceArea: ServiceArea = serviceAreaSchema.parse({
  name: 'San Francisco',
  center: { lat: 37.7749, lng: -122.4194 },
  bounds: { south: 37.6, west: -122.53, north: 37.84, east: -122.18 },
  currency: 'USD',
});

export const storySavedPlaces: SavedPlace[] = [
  {
    id: 'home',
    kind: 'home',
    name: null,
    location: PICKUP,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
  },
];

/** The quote of the demo trip, valid for five minutes from the stories' clock; `pickupZone` asks for a point. */
export function storyQuote(pickupZone: FareQuote['pickupZone'] = null): FareQuote {
  return fareQuoteSchema.parse({
    id: '7d1f6c1e-4c61-4f0a-9a55-4d4b0f7f2b10',
    ...TRIP,
    pickupZone,
    fare: FARE,
    expiresAt: '2026-03-02T09:07:00.000Z',
  });
}

/** The Ferry Building as a pickup zone with two doors to choose from. */
export const ferryBuildingZone: NonNullable<FareQuote['pickupZone']> = {
  id: '6a000000-0000-4000-8000-000000000001',
  kind: 'station',
  name: 'Ferry Building',
  pickupPoints: [
    { id: '6b000000-0000-4000-8000-000000000001', name: 'Market St doors', lat: 37.7953, lng: -122.3946 },
    { id: '6b000000-0000-4000-8000-000000000002', name: 'Bay side doors', lat: 37.7957, lng: -122.3929 },
  ],
};

export const storyCards = [aSavedCard()];
export const storyWallet = aWallet();

export const storyReceipt: Receipt = receiptSchema.parse({
  rideId: STORY_RIDE_ID,
  status: 'completed',
  paymentMethod: 'card',
  currency: 'USD',
  pickupAddress: PICKUP.address,
  destinationAddress: DESTINATION.address,
  fare: { ...FARE, final: FARE.estimate },
  paidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
  tip: 0,
  tipPaidWith: null,
  cancellationFee: 0,
  totalCharged: FARE.estimate,
  requestedAt: STEPS[0].at,
  pickedUpAt: STEPS[3].at,
  completedAt: STEPS[5].at,
  cancelledAt: null,
  lines: [],
});

export const storyRatingsNotRated: RideRatings = {
  byRider: { rated: false, rating: null },
  byDriver: { rated: false, rating: null },
  canRate: true,
};
