import { messageResponseSchema, type MessageResponse, type ChangePasswordInput } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/** POST /auth/change-password: changes the signed-in user's password (current password required). */
export async function changePassword(
  input: ChangePasswordInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<MessageResponse> {
  const response = await http.post<unknown>('/auth/change-password', input, { signal });
  return parseResponse(messageResponseSchema, response);
}

/** Changes the password. Nothing cached changes (the API keeps this session and ends the others), so nothing is invalidated. */
export function useChangePassword(options: MutationHookOptions<MessageResponse, ChangePasswordInput> = {}) {
  return useMutation<MessageResponse, ApiClientError, ChangePasswordInput>({
    ...options,
    mutationFn: (input) => changePassword(input),
  });
}
