import { savedPlaceResponseSchema, type SavedPlace, type UpdateSavedPlaceInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { PATCH, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

export type UpdateSavedPlaceVariables = UpdateSavedPlaceInput & { placeId: string };

/** PATCH /rider/saved-places/:id: changes a place's kind, name or location. */
export function updateSavedPlace(
  placeId: string,
  input: UpdateSavedPlaceInput,
  options?: RequestOptions,
): Promise<SavedPlace> {
  return requestData(
    savedPlaceResponseSchema,
    PATCH(apiPath`/rider/saved-places/${placeId}`, input),
    options,
  );
}

/** Changes a place, then invalidates savedPlaces. */
export function useUpdateSavedPlace(
  options: MutationHookOptions<SavedPlace, UpdateSavedPlaceVariables> = {},
) {
  return useEndpointMutation(({ placeId, ...input }) => updateSavedPlace(placeId, input), options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.savedPlaces.all()),
  });
}
