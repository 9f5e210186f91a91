import { adminUserDetailResponseSchema, type AdminUserDetail } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/users/:id: one account with its figures and its 10 most recent rides; 404 USER_NOT_FOUND. */
export async function getAdminUser(
  userId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminUserDetail> {
  const response = await http.get<unknown>(`/admin/users/${encodeURIComponent(userId)}`, { signal });
  return parseResponse(adminUserDetailResponseSchema, response).data;
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
