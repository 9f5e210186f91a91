import { adminUserDetailResponseSchema, type AdminUserDetail } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/users/:id: one account with its figures and its 10 most recent rides; 404 USER_NOT_FOUND. */
export function getAdminUser(userId: string, options?: RequestOptions): Promise<AdminUserDetail> {
  return requestData(adminUserDetailResponseSchema, GET(apiPath`/admin/users/${userId}`), options);
}

export const adminUserQueryOptions = (userId: string) =>
  endpointQueryOptions(queryKeys.user.adminDetail(userId), (options) => getAdminUser(userId, options));

export const useAdminUser = (userId: string) => useQuery(adminUserQueryOptions(userId));
