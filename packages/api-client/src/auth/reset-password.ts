import { messageResponseSchema, type MessageResponse, type ResetPasswordInput } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/** POST /auth/reset-password: sets a new password with the token from the reset e-mail. */
export async function resetPassword(
  input: ResetPasswordInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<MessageResponse> {
  const response = await http.post<unknown>('/auth/reset-password', input, { signal });
  return parseResponse(messageResponseSchema, response);
}

/** Resets the password. Nothing cached changes: the person is not signed in and logs in next. */
export function useResetPassword(options: MutationHookOptions<MessageResponse, ResetPasswordInput> = {}) {
  return useMutation<MessageResponse, ApiClientError, ResetPasswordInput>({
    ...options,
    mutationFn: (input) => resetPassword(input),
  });
}
