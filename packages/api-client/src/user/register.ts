import { currentUserResponseSchema, type CurrentUser, type RegisterInput } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/** POST /user/register: creates a rider or driver account (HTTP 201) and returns it; it does not sign in. */
export async function register(
  input: RegisterInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<CurrentUser> {
  const response = await http.post<unknown>('/user/register', input, { signal });
  return parseResponse(currentUserResponseSchema, response).data;
}

/**
 * Creates an account. Nothing cached changes (the new account is not signed in: the seed sends the person to
 * /login), so nothing is invalidated; the app toasts and navigates in `onSuccess` / `onError`.
 */
export function useRegister(options: MutationHookOptions<CurrentUser, RegisterInput> = {}) {
  return useMutation<CurrentUser, ApiClientError, RegisterInput>({
    ...options,
    mutationFn: (input) => register(input),
  });
}
