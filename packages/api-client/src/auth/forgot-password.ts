import { messageResponseSchema, type MessageResponse, type ForgotPasswordInput } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/** POST /auth/forgot-password: asks for a password-reset e-mail; answers the same whether or not the account exists. */
export async function forgotPassword(
  input: ForgotPasswordInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<MessageResponse> {
  const response = await http.post<unknown>('/auth/forgot-password', input, { signal });
  return parseResponse(messageResponseSchema, response);
}

/** Requests a password-reset e-mail. Nothing cached changes. */
export function useForgotPassword(options: MutationHookOptions<MessageResponse, ForgotPasswordInput> = {}) {
  return useMutation<MessageResponse, ApiClientError, ForgotPasswordInput>({
    ...options,
    mutationFn: (input) => forgotPassword(input),
  });
}
