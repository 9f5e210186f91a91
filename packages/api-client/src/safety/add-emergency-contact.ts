import {
  emergencyContactResponseSchema,
  type EmergencyContact,
  type EmergencyContactInput,
} from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /user/me/emergency-contacts: adds a contact (409 EMERGENCY_CONTACT_LIMIT after 5); returns it. */
export async function addEmergencyContact(
  input: EmergencyContactInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<EmergencyContact> {
  const response = await http.post<unknown>('/user/me/emergency-contacts', input, { signal });
  return parseResponse(emergencyContactResponseSchema, response).data;
}

/** Adds a contact, then invalidates safety.contacts. */
export function useAddEmergencyContact(
  options: MutationHookOptions<EmergencyContact, EmergencyContactInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<EmergencyContact, ApiClientError, EmergencyContactInput>({
    ...options,
    mutationFn: (input) => addEmergencyContact(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.safety.contacts() });
      await options.onSuccess?.(...args);
    },
  });
}
