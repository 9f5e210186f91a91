import { adminSystemResponseSchema, type AdminSystemResponse } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** How often the System page asks again: the API's processes sample their metrics every 5 s. */
export const ADMIN_SYSTEM_REFRESH_MS = 5_000;

/** GET /admin/system: dependencies, adapters, API processes online and the key metrics; admins only. */
export function getAdminSystem(options?: RequestOptions): Promise<AdminSystemResponse> {
  return requestParsed(adminSystemResponseSchema, GET('/admin/system'), options);
}

export function adminSystemQueryOptions() {
  // Refreshes itself while the page is open, also in a background tab: an operator keeps it on a screen.
  return endpointQueryOptions(queryKeys.system.status(), getAdminSystem, {
    refetchInterval: ADMIN_SYSTEM_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

export const useAdminSystem = () => useQuery(adminSystemQueryOptions());
