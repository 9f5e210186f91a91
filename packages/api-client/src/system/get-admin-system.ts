import { adminSystemResponseSchema, type AdminSystemResponse } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** How often the System page asks again: the API's processes sample their metrics every 5 s. */
export const ADMIN_SYSTEM_REFRESH_MS = 5_000;

/** GET /admin/system: dependencies, adapters, API processes online and the key metrics; admins only. */
export async function getAdminSystem({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<AdminSystemResponse> {
  const response = await http.get<unknown>('/admin/system', { signal });
  return parseResponse(adminSystemResponseSchema, response);
}

export function adminSystemQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.system.status(),
    queryFn: ({ signal }) => getAdminSystem({ signal }),
    // Refreshes itself while the page is open, also in a background tab: an operator keeps it on a screen.
    refetchInterval: ADMIN_SYSTEM_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

export function useAdminSystem() {
  return useQuery(adminSystemQueryOptions());
}
