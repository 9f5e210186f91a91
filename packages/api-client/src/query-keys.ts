import type { LatLng } from '@ridebook/validation';

/**
 * Every TanStack Query key starts with one of the cache tags, so
 * `invalidateQueries({ queryKey: queryKeys.user.all() })` reaches everything tagged as user data, like the seed's
 * `invalidatesTags(['USER'])`. USER, RIDE and DRIVER are the seed's tags (spec section 7). RideBook adds two: PLACES
 * (place search, reverse geocoding, the service area: reference data that no mutation changes, so invalidating RIDE
 * after a booking never refetches a place search) and SETTINGS (the admin's pricing and dispatch settings). Build
 * keys only through this factory.
 */
export const QUERY_TAGS = {
  user: 'USER',
  ride: 'RIDE',
  driver: 'DRIVER',
  places: 'PLACES',
  settings: 'SETTINGS',
} as const;

/** Only the coordinates count: a GPS fix's accuracy or heading must not split the cache. */
function point({ lat, lng }: LatLng) {
  return { lat, lng };
}

export const queryKeys = {
  user: {
    all: () => [QUERY_TAGS.user] as const,
    me: () => [QUERY_TAGS.user, 'me'] as const,
  },
  ride: {
    all: () => [QUERY_TAGS.ride] as const,
    /** The signed-in rider's or driver's ride in progress (or null). */
    active: () => [QUERY_TAGS.ride, 'active'] as const,
    /** One ride; everything derived from it sits below, so invalidating it reaches those too. */
    detail: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId] as const,
    /** What cancelling the ride now would cost the rider. */
    cancellation: (rideId: string) => [QUERY_TAGS.ride, 'detail', rideId, 'cancellation'] as const,
  },
  driver: {
    all: () => [QUERY_TAGS.driver] as const,
    availability: () => [QUERY_TAGS.driver, 'availability'] as const,
    /** The driver's pending offers (with a countdown). */
    offers: () => [QUERY_TAGS.driver, 'offers'] as const,
    /** Open ride requests near the driver. */
    requests: () => [QUERY_TAGS.driver, 'requests'] as const,
  },
  places: {
    all: () => [QUERY_TAGS.places] as const,
    search: (q: string, near?: LatLng | null, limit?: number) =>
      [QUERY_TAGS.places, 'search', { q, near: near ? point(near) : null, limit: limit ?? null }] as const,
    reverse: (at: LatLng) => [QUERY_TAGS.places, 'reverse', point(at)] as const,
    serviceArea: () => [QUERY_TAGS.places, 'service-area'] as const,
  },
  settings: {
    all: () => [QUERY_TAGS.settings] as const,
    pricing: () => [QUERY_TAGS.settings, 'pricing'] as const,
    dispatch: () => [QUERY_TAGS.settings, 'dispatch'] as const,
  },
} as const;
