import { savedPlaceListResponseSchema, type SavedPlace } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/saved-places: the rider's Home, Work and named places, in that order. */
export function getSavedPlaces(options?: RequestOptions): Promise<SavedPlace[]> {
  return requestData(savedPlaceListResponseSchema, GET('/rider/saved-places'), options);
}

/** Kept fresh by the saved-place mutations. */
export const savedPlacesQueryOptions = () =>
  endpointQueryOptions(queryKeys.savedPlaces.all(), getSavedPlaces);

export const useSavedPlaces = () => useQuery(savedPlacesQueryOptions());
