import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/settings/dispatch (admins): how a requested ride finds a driver (batch size, offer timeout, search
 * radii, rounds).
 */
export async function getDispatchSettings({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<DispatchSettings> {
  const response = await http.get<unknown>('/admin/settings/dispatch', { signal });
  return parseResponse(dispatchSettingsResponseSchema, response).data;
}

export function dispatchSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.dispatch(),
    queryFn: ({ signal }) => getDispatchSettings({ signal }),
  });
}

export function useDispatchSettings() {
  return useQuery(dispatchSettingsQueryOptions());
}
