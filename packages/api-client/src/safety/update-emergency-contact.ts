import {
  emergencyContactResponseSchema,
  type EmergencyContact,
  type UpdateEmergencyContactInput,
} from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

export type UpdateEmergencyContactVariables = UpdateEmergencyContactInput & { contactId: string };

/** PATCH /user/me/emergency-contacts/:id: changes a contact (null or '' clears phone or relationship). */
export async function updateEmergencyContact(
  contactId: string,
  input: UpdateEmergencyContactInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<EmergencyContact> {
  const response = await http.patch<unknown>(
    `/user/me/emergency-contacts/${encodeURIComponent(contactId)}`,
    input,
    { signal },
  );
  return parseResponse(emergencyContactResponseSchema, response).data;
}

/** Changes a contact, then invalidates safety.contacts. */
export function useUpdateEmergencyContact(
  options: MutationHookOptions<EmergencyContact, UpdateEmergencyContactVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<EmergencyContact, ApiClientError, UpdateEmergencyContactVariables>({
    ...options,
    mutationFn: ({ contactId, ...input }) => updateEmergencyContact(contactId, input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.safety.contacts() });
      await options.onSuccess?.(...args);
    },
  });
}
