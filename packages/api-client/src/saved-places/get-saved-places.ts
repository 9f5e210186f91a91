import { savedPlaceListResponseSchema, type SavedPlace } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/saved-places: the rider's Home, Work and named places, in that order. */
export async function getSavedPlaces({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  SavedPlace[]
> {
  const response = await http.get<unknown>('/rider/saved-places', { signal });
  return parseResponse(savedPlaceListResponseSchema, response).data;
}

/** Kept fresh by the saved-place mutations. */
export function savedPlacesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.savedPlaces.all(),
    queryFn: ({ signal }) => getSavedPlaces({ signal }),
  });
}

export function useSavedPlaces() {
  return useQuery(savedPlacesQueryOptions());
}
