import { messageResponseSchema } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /user/me/emergency-contacts/:id: removes a contact; returns the API's message. */
export async function removeEmergencyContact(
  contactId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<string> {
  const response = await http.delete<unknown>(
    `/user/me/emergency-contacts/${encodeURIComponent(contactId)}`,
    {
      signal,
    },
  );
  return parseResponse(messageResponseSchema, response).message;
}

/** Removes a contact (the variable is its id), then invalidates safety.contacts. */
export function useRemoveEmergencyContact(options: MutationHookOptions<string, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<string, ApiClientError, string>({
    ...options,
    mutationFn: (contactId) => removeEmergencyContact(contactId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.safety.contacts() });
      await options.onSuccess?.(...args);
    },
  });
}
