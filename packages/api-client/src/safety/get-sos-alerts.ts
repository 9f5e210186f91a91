import { adminSosPageResponseSchema, type AdminSosPage, type AdminSosQuery } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/sos?status=&page=&pageSize=: SOS alerts, newest first (admins). */
export async function getSosAlerts(
  query: AdminSosQuery = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminSosPage> {
  const response = await http.get<unknown>('/admin/sos', { params: query, signal });
  return parseResponse(adminSosPageResponseSchema, response);
}

/** Kept fresh by acknowledge and resolve (and, in the console, by the ops stream's sos.raised / sos.updated). */
export function sosAlertsQueryOptions(query: AdminSosQuery = {}) {
  return queryOptions({
    queryKey: queryKeys.safety.sosAlerts(query),
    queryFn: ({ signal }) => getSosAlerts(query, { signal }),
  });
}

export function useSosAlerts(query: AdminSosQuery = {}) {
  return useQuery(sosAlertsQueryOptions(query));
}
