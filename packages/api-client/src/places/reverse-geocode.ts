import { placeResponseSchema, type LatLng, type Place } from '@ridebook/validation';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** The address of a point does not change while the app is open. */
const REVERSE_GEOCODE_STALE_MS = 30 * 60_000;

/** GET /places/reverse?lat=&lng=: the address at a point (a pin dropped on the map, the rider's position). */
export function reverseGeocode({ lat, lng }: LatLng, options?: RequestOptions): Promise<Place> {
  return requestData(placeResponseSchema, GET('/places/reverse', { lat, lng }), options);
}

/** Without a point (no pin yet, position unknown) nothing is asked. */
export function reverseGeocodeQueryOptions(at: LatLng | null | undefined) {
  return queryOptions({
    queryKey: at ? queryKeys.places.reverse(at) : [...queryKeys.places.all(), 'reverse', null],
    queryFn: at ? ({ signal }) => reverseGeocode(at, { signal }) : skipToken,
    staleTime: REVERSE_GEOCODE_STALE_MS,
  });
}

export const useReverseGeocode = (at: LatLng | null | undefined) => useQuery(reverseGeocodeQueryOptions(at));
