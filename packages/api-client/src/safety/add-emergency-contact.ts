import {
  emergencyContactResponseSchema,
  type EmergencyContact,
  type EmergencyContactInput,
} from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /user/me/emergency-contacts: adds a contact (409 EMERGENCY_CONTACT_LIMIT after 5); returns it. */
export function addEmergencyContact(
  input: EmergencyContactInput,
  options?: RequestOptions,
): Promise<EmergencyContact> {
  return requestData(emergencyContactResponseSchema, POST('/user/me/emergency-contacts', input), options);
}

/** Adds a contact, then invalidates safety.contacts. */
export function useAddEmergencyContact(
  options: MutationHookOptions<EmergencyContact, EmergencyContactInput> = {},
) {
  return useEndpointMutation(addEmergencyContact, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.safety.contacts()),
  });
}
