import { messageResponseSchema, type MessageResponse, type ForgotPasswordInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestParsed } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/** POST /auth/forgot-password: asks for a password-reset e-mail; answers the same whether or not the account exists. */
export function forgotPassword(
  input: ForgotPasswordInput,
  options?: RequestOptions,
): Promise<MessageResponse> {
  return requestParsed(messageResponseSchema, POST('/auth/forgot-password', input), options);
}

/** Requests a password-reset e-mail. Nothing cached changes. */
export function useForgotPassword(options: MutationHookOptions<MessageResponse, ForgotPasswordInput> = {}) {
  return useEndpointMutation(forgotPassword, options);
}
