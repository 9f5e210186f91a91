import { currentUserResponseSchema, type CurrentUser, type LoginInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { clearSignedOut, setRememberMe } from '../session/session-flags.ts';

/** POST /auth/login: signs in (the API sets the session cookies) and returns the signed-in user. */
export function login(input: LoginInput, options?: RequestOptions): Promise<CurrentUser> {
  return requestData(currentUserResponseSchema, POST('/auth/login', input), options);
}

/**
 * Signs in. On success (seed spec section 4): remembers the remember-me choice in the `rememberMe` flag, clears the
 * signed-out flag and invalidates USER data, then calls the caller's `onSuccess` (toast, navigate to /).
 */
export function useLogin(options: MutationHookOptions<CurrentUser, LoginInput> = {}) {
  return useEndpointMutation(login, options, {
    onSuccess: async (queryClient, _data, input) => {
      setRememberMe(input.rememberMe === true);
      clearSignedOut();
      await queryClient.invalidateQueries({ queryKey: queryKeys.user.all() });
    },
  });
}
