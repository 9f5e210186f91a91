import { aCity, aQuote, RIDE_ID, rideAt } from '@ridebook/api-client/fixtures';
import {
  receiptSchema,
  type City,
  type FareQuote,
  type Receipt,
  type RideRatings,
  type SavedPlace,
} from '@ridebook/validation';
import { aSavedCard, aWallet } from './payment-fixtures.ts';

/*
 * The demo ride of the rider's page stories (`*.stories.tsx`): Riley Rider from the Ferry Building to Coit Tower on
 * 2 March 2026, Dan Driver in a Toyota Prius: the tests' trip ('@ridebook/api-client/fixtures').
 */

export const STORY_RIDE_ID = RIDE_ID;
/** The stories' clock: while the demo ride's driver is on the way. */
export const STORY_NOW = '2026-03-02T09:02:00.000Z';

const completedRide = rideAt('completed');

/** San Francisco with its whole area, so the trip's stops lie inside the map's plain basemap. */
export const storyCity: City = aCity({
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
});

export { sanFrancisco as storyServiceArea } from '@ridebook/api-client/fixtures';

export const storySavedPlaces: SavedPlace[] = [
  {
    id: 'home',
    kind: 'home',
    name: null,
    location: completedRide.pickup,
    createdAt: '2026-02-01T09:00:00.000Z',
    updatedAt: '2026-02-01T09:00:00.000Z',
  },
];

/** The quote of the demo trip, valid for five minutes from the stories' clock; `pickupZone` asks for a point. */
export function storyQuote(pickupZone: FareQuote['pickupZone'] = null): FareQuote {
  return aQuote({ pickupZone, expiresAt: '2026-03-02T09:07:00.000Z' });
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
  rideId: completedRide.id,
  status: 'completed',
  paymentMethod: 'card',
  currency: completedRide.fare.currency,
  pickupAddress: completedRide.pickup.address,
  destinationAddress: completedRide.destination.address,
  fare: completedRide.fare,
  paidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
  tip: 0,
  tipPaidWith: null,
  cancellationFee: 0,
  totalCharged: completedRide.fare.final,
  requestedAt: completedRide.requestedAt,
  pickedUpAt: completedRide.pickedUpAt,
  completedAt: completedRide.completedAt,
  cancelledAt: null,
  lines: [],
});

export const storyRatingsNotRated: RideRatings = {
  byRider: { rated: false, rating: null },
  byDriver: { rated: false, rating: null },
  canRate: true,
};
