import { savedPlaceResponseSchema, type SavedPlace, type SavedPlaceInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /rider/saved-places: saves a place (Home or Work again moves it; 409 SAVED_PLACE_LIMIT after 10). */
export function savePlace(input: SavedPlaceInput, options?: RequestOptions): Promise<SavedPlace> {
  return requestData(savedPlaceResponseSchema, POST('/rider/saved-places', input), options);
}

/** Saves a place, then invalidates savedPlaces. */
export function useSavePlace(options: MutationHookOptions<SavedPlace, SavedPlaceInput> = {}) {
  return useEndpointMutation(savePlace, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.savedPlaces.all()),
  });
}
