import { savedPlaceResponseSchema, type SavedPlace, type SavedPlaceInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /rider/saved-places: saves a place (Home or Work again moves it; 409 SAVED_PLACE_LIMIT after 10). */
export async function savePlace(
  input: SavedPlaceInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<SavedPlace> {
  const response = await http.post<unknown>('/rider/saved-places', input, { signal });
  return parseResponse(savedPlaceResponseSchema, response).data;
}

/** Saves a place, then invalidates savedPlaces. */
export function useSavePlace(options: MutationHookOptions<SavedPlace, SavedPlaceInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<SavedPlace, ApiClientError, SavedPlaceInput>({
    ...options,
    mutationFn: (input) => savePlace(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedPlaces.all() });
      await options.onSuccess?.(...args);
    },
  });
}
