import {
  emergencyContactResponseSchema,
  type EmergencyContact,
  type UpdateEmergencyContactInput,
} from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { PATCH, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

export type UpdateEmergencyContactVariables = UpdateEmergencyContactInput & { contactId: string };

/** PATCH /user/me/emergency-contacts/:id: changes a contact (null or '' clears phone or relationship). */
export function updateEmergencyContact(
  contactId: string,
  input: UpdateEmergencyContactInput,
  options?: RequestOptions,
): Promise<EmergencyContact> {
  return requestData(
    emergencyContactResponseSchema,
    PATCH(apiPath`/user/me/emergency-contacts/${contactId}`, input),
    options,
  );
}

/** Changes a contact, then invalidates safety.contacts. */
export function useUpdateEmergencyContact(
  options: MutationHookOptions<EmergencyContact, UpdateEmergencyContactVariables> = {},
) {
  return useEndpointMutation(({ contactId, ...input }) => updateEmergencyContact(contactId, input), options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.safety.contacts()),
  });
}
