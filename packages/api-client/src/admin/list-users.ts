import {
  adminUserListResponseSchema,
  type AdminUserListParams,
  type AdminUserListResponse,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** Which list: every account, or riders or drivers only (the path picks the role). */
export type AdminUserScope = 'users' | 'riders' | 'drivers';

function listAccounts(
  scope: AdminUserScope,
  params: AdminUserListParams,
  options?: RequestOptions,
): Promise<AdminUserListResponse> {
  return requestParsed(adminUserListResponseSchema, GET(`/admin/${scope}`, params), options);
}

/** GET /admin/users: every account, searched, filtered (role, status, approval, online), sorted, a page at a time. */
export function getAdminUsers(params: AdminUserListParams = {}, options?: RequestOptions) {
  return listAccounts('users', params, options);
}

/** GET /admin/riders: the same filters as /admin/users, riders only (no role, approval or online). */
export function getAdminRiders(params: AdminUserListParams = {}, options?: RequestOptions) {
  return listAccounts('riders', params, options);
}

/** GET /admin/drivers: the same filters as /admin/users, drivers only. */
export function getAdminDrivers(params: AdminUserListParams = {}, options?: RequestOptions) {
  return listAccounts('drivers', params, options);
}

const FETCHERS = { users: getAdminUsers, riders: getAdminRiders, drivers: getAdminDrivers } as const;

/** Keyed by scope and every parameter; the previous page stays shown while the next one loads. */
export const adminUsersQueryOptions = (scope: AdminUserScope, params: AdminUserListParams = {}) =>
  pagedQueryOptions(queryKeys.user.adminList(scope, params), FETCHERS[scope], params);

export const useAdminUsers = (params: AdminUserListParams = {}) =>
  useQuery(adminUsersQueryOptions('users', params));

export const useAdminRiders = (params: AdminUserListParams = {}) =>
  useQuery(adminUsersQueryOptions('riders', params));

export const useAdminDrivers = (params: AdminUserListParams = {}) =>
  useQuery(adminUsersQueryOptions('drivers', params));
