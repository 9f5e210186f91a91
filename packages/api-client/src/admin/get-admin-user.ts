import { adminUserDetailResponseSchema, type AdminUserDetail } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/users/:id: one account with its figures and its 10 most recent rides; 404 USER_NOT_FOUND. */
export function getAdminUser(userId: string, options?: RequestOptions): Promise<AdminUserDetail> {
  return requestData(adminUserDetailResponseSchema, GET(apiPath`/admin/users/${userId}`), options);
}

export function adminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.user.adminDetail(userId),
    queryFn: ({ signal }) => getAdminUser(userId, { signal }),
  });
}

export function useAdminUser(userId: string) {
  return useQuery(adminUserQueryOptions(userId));
}
