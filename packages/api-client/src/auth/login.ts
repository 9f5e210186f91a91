import { currentUserResponseSchema, type CurrentUser, type LoginInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { clearSignedOut, setRememberMe } from '../session/session-flags.ts';

/** POST /auth/login: signs in (the API sets the session cookies) and returns the signed-in user. */
export async function login(
  input: LoginInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<CurrentUser> {
  const response = await http.post<unknown>('/auth/login', input, { signal });
  return parseResponse(currentUserResponseSchema, response).data;
}

/**
 * Signs in. On success (seed spec section 4): remembers the remember-me choice in the `rememberMe` flag, clears the
 * signed-out flag and invalidates USER data, then calls the caller's `onSuccess` (toast, navigate to /).
 */
export function useLogin(options: MutationHookOptions<CurrentUser, LoginInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiClientError, LoginInput>({
    ...options,
    mutationFn: (input) => login(input),
    onSuccess: async (...args) => {
      const [, input] = args;
      setRememberMe(input.rememberMe === true);
      clearSignedOut();
      await queryClient.invalidateQueries({ queryKey: queryKeys.user.all() });
      await options.onSuccess?.(...args);
    },
  });
}
