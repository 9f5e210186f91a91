import type { RequestOptions } from '../http-client.ts';
import { DELETE, apiPath, requestMessage } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /user/me/emergency-contacts/:id: removes a contact; returns the API's message. */
export function removeEmergencyContact(contactId: string, options?: RequestOptions): Promise<string> {
  return requestMessage(DELETE(apiPath`/user/me/emergency-contacts/${contactId}`), options);
}

/** Removes a contact (the variable is its id), then invalidates safety.contacts. */
export function useRemoveEmergencyContact(options: MutationHookOptions<string, string> = {}) {
  return useEndpointMutation(removeEmergencyContact, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.safety.contacts()),
  });
}
