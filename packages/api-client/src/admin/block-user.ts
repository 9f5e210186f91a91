import {
  adminUserResponseSchema,
  type AdminReasonInput,
  type AdminUser,
  type OptionalAdminReasonInput,
} from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { invalidateAfterAccountChange } from './admin-user-cache.ts';

export type BlockUserVariables = AdminReasonInput & { userId: string };
export type UnblockUserVariables = NonNullable<OptionalAdminReasonInput> & { userId: string };

/**
 * POST /admin/users/:id/block `{ reason }` (3 to 280 characters): a rider or driver is signed out everywhere, their
 * open ride cancelled and a driver taken offline; 409 USER_STATUS_CONFLICT for an admin, yourself, or an account
 * already blocked.
 */
export function blockUser(
  userId: string,
  input: AdminReasonInput,
  options?: RequestOptions,
): Promise<AdminUser> {
  return requestData(adminUserResponseSchema, POST(apiPath`/admin/users/${userId}/block`, input), options);
}

/** POST /admin/users/:id/unblock `{ reason? }`: they can sign in again; 409 when the account is not blocked. */
export function unblockUser(
  userId: string,
  input: OptionalAdminReasonInput = {},
  options?: RequestOptions,
): Promise<AdminUser> {
  return requestData(
    adminUserResponseSchema,
    POST(apiPath`/admin/users/${userId}/unblock`, input ?? {}),
    options,
  );
}

/** Blocks, then refetches the account lists and details, the audit log and rides. */
export function useBlockUser(options: MutationHookOptions<AdminUser, BlockUserVariables> = {}) {
  return useEndpointMutation(({ userId, ...input }) => blockUser(userId, input), options, {
    onSuccess: async (queryClient) => {
      await invalidateAfterAccountChange(queryClient);
    },
  });
}

/** Unblocks, then refetches the account lists and details and the audit log. */
export function useUnblockUser(options: MutationHookOptions<AdminUser, UnblockUserVariables> = {}) {
  return useEndpointMutation(({ userId, ...input }) => unblockUser(userId, input), options, {
    onSuccess: async (queryClient) => {
      await invalidateAfterAccountChange(queryClient);
    },
  });
}
