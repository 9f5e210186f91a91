import { messageResponseSchema } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /rider/saved-places/:id: removes a place; returns the API's message. */
export async function removeSavedPlace(
  placeId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<string> {
  const response = await http.delete<unknown>(`/rider/saved-places/${encodeURIComponent(placeId)}`, {
    signal,
  });
  return parseResponse(messageResponseSchema, response).message;
}

/** Removes a place (the variable is its id), then invalidates savedPlaces. */
export function useRemoveSavedPlace(options: MutationHookOptions<string, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<string, ApiClientError, string>({
    ...options,
    mutationFn: (placeId) => removeSavedPlace(placeId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedPlaces.all() });
      await options.onSuccess?.(...args);
    },
  });
}
