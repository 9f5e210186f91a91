import { messageResponseSchema, type MessageResponse, type ChangePasswordInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestParsed } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/** POST /auth/change-password: changes the signed-in user's password (current password required). */
export function changePassword(
  input: ChangePasswordInput,
  options?: RequestOptions,
): Promise<MessageResponse> {
  return requestParsed(messageResponseSchema, POST('/auth/change-password', input), options);
}

/** Changes the password. Nothing cached changes (the API keeps this session and ends the others), so nothing is invalidated. */
export function useChangePassword(options: MutationHookOptions<MessageResponse, ChangePasswordInput> = {}) {
  return useEndpointMutation(changePassword, options);
}
