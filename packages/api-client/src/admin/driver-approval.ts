import {
  adminUserResponseSchema,
  type AdminReasonInput,
  type AdminUser,
  type DriverCityChange,
  type DriverApprovalAction,
  type OptionalAdminReasonInput,
} from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, PUT, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { invalidateAfterAccountChange } from './admin-user-cache.ts';

export type DriverApprovalVariables = NonNullable<OptionalAdminReasonInput> & { driverId: string };
export type DriverRefusalVariables = AdminReasonInput & { driverId: string };

function changeApproval(
  action: DriverApprovalAction,
  driverId: string,
  input: OptionalAdminReasonInput,
  options?: RequestOptions,
): Promise<AdminUser> {
  return requestData(
    adminUserResponseSchema,
    POST(apiPath`/admin/drivers/${driverId}/${action}`, input ?? {}),
    options,
  );
}

/** POST /admin/drivers/:id/approve: pending or rejected -> approved; 409 DRIVER_APPROVAL_CONFLICT otherwise. */
export function approveDriver(
  driverId: string,
  input: OptionalAdminReasonInput = {},
  options?: RequestOptions,
) {
  return changeApproval('approve', driverId, input, options);
}

/** POST /admin/drivers/:id/reject `{ reason }`: pending -> rejected (the driver sees the reason). */
export function rejectDriver(driverId: string, input: AdminReasonInput, options?: RequestOptions) {
  return changeApproval('reject', driverId, input, options);
}

/** POST /admin/drivers/:id/suspend `{ reason }`: approved -> suspended; signs them out, cancels their ride. */
export function suspendDriver(driverId: string, input: AdminReasonInput, options?: RequestOptions) {
  return changeApproval('suspend', driverId, input, options);
}

/** POST /admin/drivers/:id/reinstate: suspended -> approved. */
export function reinstateDriver(
  driverId: string,
  input: OptionalAdminReasonInput = {},
  options?: RequestOptions,
) {
  return changeApproval('reinstate', driverId, input, options);
}

/** One hook per action; each refetches the account lists and details, the audit log and rides. */
function useApprovalMutation<Variables extends { driverId: string }>(
  send: (driverId: string, input: Omit<Variables, 'driverId'>) => Promise<AdminUser>,
  options: MutationHookOptions<AdminUser, Variables>,
) {
  return useEndpointMutation(({ driverId, ...input }: Variables) => send(driverId, input), options, {
    onSuccess: (queryClient) => invalidateAfterAccountChange(queryClient),
  });
}

export function useApproveDriver(options: MutationHookOptions<AdminUser, DriverApprovalVariables> = {}) {
  return useApprovalMutation<DriverApprovalVariables>((id, input) => approveDriver(id, input), options);
}

export function useRejectDriver(options: MutationHookOptions<AdminUser, DriverRefusalVariables> = {}) {
  return useApprovalMutation<DriverRefusalVariables>((id, input) => rejectDriver(id, input), options);
}

export function useSuspendDriver(options: MutationHookOptions<AdminUser, DriverRefusalVariables> = {}) {
  return useApprovalMutation<DriverRefusalVariables>((id, input) => suspendDriver(id, input), options);
}

export function useReinstateDriver(options: MutationHookOptions<AdminUser, DriverApprovalVariables> = {}) {
  return useApprovalMutation<DriverApprovalVariables>((id, input) => reinstateDriver(id, input), options);
}

export type DriverCityVariables = DriverCityChange & { driverId: string };

/** PUT /admin/drivers/:id/city `{ cityId }`: moves an offline driver to another city (409 while online). */
export function changeDriverCity(
  driverId: string,
  input: DriverCityChange,
  options?: RequestOptions,
): Promise<AdminUser> {
  return requestData(adminUserResponseSchema, PUT(apiPath`/admin/drivers/${driverId}/city`, input), options);
}

export function useChangeDriverCity(options: MutationHookOptions<AdminUser, DriverCityVariables> = {}) {
  return useEndpointMutation(({ driverId, ...input }) => changeDriverCity(driverId, input), options, {
    onSuccess: (queryClient) =>
      Promise.all([
        invalidateAfterAccountChange(queryClient),
        // A city's driver count changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.cities() }),
      ]),
  });
}
