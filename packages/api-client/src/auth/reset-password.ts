import { messageResponseSchema, type MessageResponse, type ResetPasswordInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestParsed } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/** POST /auth/reset-password: sets a new password with the token from the reset e-mail. */
export function resetPassword(input: ResetPasswordInput, options?: RequestOptions): Promise<MessageResponse> {
  return requestParsed(messageResponseSchema, POST('/auth/reset-password', input), options);
}

/** Resets the password. Nothing cached changes: the person is not signed in and logs in next. */
export function useResetPassword(options: MutationHookOptions<MessageResponse, ResetPasswordInput> = {}) {
  return useEndpointMutation(resetPassword, options);
}
