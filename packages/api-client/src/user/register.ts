import { currentUserResponseSchema, type CurrentUser, type RegisterInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/** POST /user/register: creates a rider or driver account (HTTP 201) and returns it; it does not sign in. */
export function register(input: RegisterInput, options?: RequestOptions): Promise<CurrentUser> {
  return requestData(currentUserResponseSchema, POST('/user/register', input), options);
}

/**
 * Creates an account. Nothing cached changes (the new account is not signed in: the seed sends the person to
 * /login), so nothing is invalidated; the app toasts and navigates in `onSuccess` / `onError`.
 */
export function useRegister(options: MutationHookOptions<CurrentUser, RegisterInput> = {}) {
  return useEndpointMutation(register, options);
}
