import type { RequestOptions } from '../http-client.ts';
import { DELETE, apiPath, requestMessage } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /rider/saved-places/:id: removes a place; returns the API's message. */
export function removeSavedPlace(placeId: string, options?: RequestOptions): Promise<string> {
  return requestMessage(DELETE(apiPath`/rider/saved-places/${placeId}`), options);
}

/** Removes a place (the variable is its id), then invalidates savedPlaces. */
export function useRemoveSavedPlace(options: MutationHookOptions<string, string> = {}) {
  return useEndpointMutation(removeSavedPlace, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.savedPlaces.all()),
  });
}
