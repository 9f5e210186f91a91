import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/settings/dispatch (admins): how a requested ride finds a driver (batch size, offer timeout, search
 * radii, rounds) of one city (`?cityId=`), or of the default city without one.
 */
export async function getDispatchSettings({
  http = getHttpClient(),
  signal,
  cityId,
}: RequestOptions & { cityId?: string } = {}): Promise<DispatchSettings> {
  const response = await http.get<unknown>('/admin/settings/dispatch', {
    signal,
    params: cityId ? { cityId } : undefined,
  });
  return parseResponse(dispatchSettingsResponseSchema, response).data;
}

export function dispatchSettingsQueryOptions(cityId?: string) {
  return queryOptions({
    queryKey: queryKeys.settings.dispatch(cityId),
    queryFn: ({ signal }) => getDispatchSettings({ signal, cityId }),
  });
}

export function useDispatchSettings(cityId?: string) {
  return useQuery(dispatchSettingsQueryOptions(cityId));
}
