import { savedPlaceResponseSchema, type SavedPlace, type UpdateSavedPlaceInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

export type UpdateSavedPlaceVariables = UpdateSavedPlaceInput & { placeId: string };

/** PATCH /rider/saved-places/:id: changes a place's kind, name or location. */
export async function updateSavedPlace(
  placeId: string,
  input: UpdateSavedPlaceInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<SavedPlace> {
  const response = await http.patch<unknown>(`/rider/saved-places/${encodeURIComponent(placeId)}`, input, {
    signal,
  });
  return parseResponse(savedPlaceResponseSchema, response).data;
}

/** Changes a place, then invalidates savedPlaces. */
export function useUpdateSavedPlace(
  options: MutationHookOptions<SavedPlace, UpdateSavedPlaceVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<SavedPlace, ApiClientError, UpdateSavedPlaceVariables>({
    ...options,
    mutationFn: ({ placeId, ...input }) => updateSavedPlace(placeId, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedPlaces.all() });
      await options.onSuccess?.(...args);
    },
  });
}
