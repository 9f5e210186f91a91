import { messageResponseSchema, type MessageResponse } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestParsed } from '../request.ts';
import { markSignedOut } from '../session/session-flags.ts';

/** POST /auth/logout: ends the session (the API clears the session cookies). */
export function logout(options?: RequestOptions): Promise<MessageResponse> {
  return requestParsed(messageResponseSchema, POST('/auth/logout'), options);
}

export type UseSignOutOptions = {
  /** After a successful sign-out; the app toasts MESSAGES.logoutSuccess and navigates to /. */
  onSignedOut?: () => void;
  /** After a failed sign-out (already logged to the console); the app toasts MESSAGES.logoutFailure. */
  onError?: (error: ApiClientError) => void;
};

/**
 * Signs out (seed spec sections 4 and 8). On success the whole query cache is reset (every role's data belongs to
 * the user who left), the signed-out flag is set, then `onSignedOut` runs. On failure the error is logged to the
 * console and `onError` runs.
 */
export function useSignOut({ onSignedOut, onError }: UseSignOutOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation<MessageResponse, ApiClientError, void>({
    mutationFn: () => logout(),
    onSuccess: () => {
      queryClient.clear();
      markSignedOut();
      onSignedOut?.();
    },
    onError: (error) => {
      console.error(error);
      onError?.(error);
    },
  });
}
