import { placeListResponseSchema, type LatLng, type Place } from '@ridebook/validation';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

export type PlaceSearchParams = {
  /** What the person typed. */
  q: string;
  /** Rank places near this point first (the rider's position or the map's centre). */
  near?: LatLng | null;
  /** 1 to 20; the API's default is 8. */
  limit?: number;
};

/** Places change rarely: a search typed again within five minutes is answered from the cache. */
const PLACE_SEARCH_STALE_MS = 5 * 60_000;

/** GET /places/search?q=&lat=&lng=&limit=: places matching the text, nearest to `near` first. */
export function searchPlaces(
  { q, near, limit }: PlaceSearchParams,
  options?: RequestOptions,
): Promise<Place[]> {
  return requestData(
    placeListResponseSchema,
    GET('/places/search', { q, lat: near?.lat, lng: near?.lng, limit }),
    options,
  );
}

/**
 * Keyed by the trimmed text, point and limit. An empty text asks nothing (no request, no error). While the next
 * search loads, the previous results stay shown (`keepPreviousData`), so suggestions do not flicker as one types.
 * Debouncing the keystrokes is the input's business.
 */
export function placeSearchQueryOptions({ q, near, limit }: PlaceSearchParams) {
  const text = q.trim();
  return queryOptions({
    queryKey: queryKeys.places.search(text, near, limit),
    queryFn: text === '' ? skipToken : ({ signal }) => searchPlaces({ q: text, near, limit }, { signal }),
    staleTime: PLACE_SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export const usePlaceSearch = (params: PlaceSearchParams) => useQuery(placeSearchQueryOptions(params));
