import { anAvailability, anOffer, RIDE_ID, rideAt, type TripStatus } from '@ridebook/api-client/fixtures';
import type { Availability, Ride, RideOffer } from '@ridebook/validation';
import { aDriverSummary } from './fixtures.ts';

/*
 * The demo ride of the driver's page stories (`*.stories.tsx`): Dan Driver takes Riley Rider from the Ferry
 * Building to Coit Tower on 2 March 2026: the tests' trip ('@ridebook/api-client/fixtures').
 */

export const STORY_RIDE_ID = RIDE_ID;
/** The stories' clock: 2 March 2026, 09:00:30 UTC, half a minute after the demo ride was booked. */
export const STORY_NOW = '2026-03-02T09:00:30.000Z';

/** The demo ride once the driver has taken it to `status`; `overrides` change it (a cash ride). */
export function storyRide(status: TripStatus, overrides: Partial<Ride> = {}): Ride {
  return rideAt(status, { note: 'I have a small suitcase.', ...overrides });
}

/** The demo ride offered to Dan, 1.2 km away, with 30 s left on the stories' clock. */
export const storyOffer: RideOffer = anOffer({ expiresAt: '2026-03-02T09:01:00.000Z' });

/** Offline, free to go online; `online` turns it on (online since 07:55, a fresh position). */
export function storyAvailability(online: boolean, overrides: Partial<Availability> = {}): Availability {
  return anAvailability({
    ...(online && {
      online,
      onlineSince: '2026-03-02T07:55:00.000Z',
      secondsOnlineToday: 65 * 60,
      lastPositionAt: STORY_NOW,
    }),
    ...overrides,
  });
}

export const storySummary = aDriverSummary();

export { sanFrancisco as storyServiceArea } from '@ridebook/api-client/fixtures';

/** Where the driver's phone says they are: on the Embarcadero, heading north-west to the pickup. */
export const storyFix = {
  lat: 37.7897,
  lng: -122.3903,
  accuracy: 8,
  heading: 330,
  speed: 9,
  at: Date.parse(STORY_NOW),
};
