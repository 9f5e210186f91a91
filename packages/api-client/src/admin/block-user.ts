import {
  adminUserResponseSchema,
  type AdminReasonInput,
  type AdminUser,
  type OptionalAdminReasonInput,
} from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { invalidateAfterAccountChange } from './admin-user-cache.ts';

export type BlockUserVariables = AdminReasonInput & { userId: string };
export type UnblockUserVariables = NonNullable<OptionalAdminReasonInput> & { userId: string };

/**
 * POST /admin/users/:id/block `{ reason }` (3 to 280 characters): a rider or driver is signed out everywhere, their
 * open ride cancelled and a driver taken offline; 409 USER_STATUS_CONFLICT for an admin, yourself, or an account
 * already blocked.
 */
export async function blockUser(
  userId: string,
  input: AdminReasonInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminUser> {
  const response = await http.post<unknown>(`/admin/users/${encodeURIComponent(userId)}/block`, input, {
    signal,
  });
  return parseResponse(adminUserResponseSchema, response).data;
}

/** POST /admin/users/:id/unblock `{ reason? }`: they can sign in again; 409 when the account is not blocked. */
export async function unblockUser(
  userId: string,
  input: OptionalAdminReasonInput = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminUser> {
  const response = await http.post<unknown>(
    `/admin/users/${encodeURIComponent(userId)}/unblock`,
    input ?? {},
    {
      signal,
    },
  );
  return parseResponse(adminUserResponseSchema, response).data;
}

/** Blocks, then refetches the account lists and details, the audit log and rides. */
export function useBlockUser(options: MutationHookOptions<AdminUser, BlockUserVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<AdminUser, ApiClientError, BlockUserVariables>({
    ...options,
    mutationFn: ({ userId, ...input }) => blockUser(userId, input),
    onSuccess: async (...args) => {
      await invalidateAfterAccountChange(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}

/** Unblocks, then refetches the account lists and details and the audit log. */
export function useUnblockUser(options: MutationHookOptions<AdminUser, UnblockUserVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<AdminUser, ApiClientError, UnblockUserVariables>({
    ...options,
    mutationFn: ({ userId, ...input }) => unblockUser(userId, input),
    onSuccess: async (...args) => {
      await invalidateAfterAccountChange(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}
