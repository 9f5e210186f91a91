import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/settings/dispatch (admins): how a requested ride finds a driver (batch size, offer timeout, search
 * radii, rounds) of one city (`?cityId=`), or of the default city without one.
 */
export function getDispatchSettings({
  cityId,
  ...options
}: RequestOptions & { cityId?: string } = {}): Promise<DispatchSettings> {
  const params = cityId ? { cityId } : undefined;
  return requestData(dispatchSettingsResponseSchema, GET('/admin/settings/dispatch', params), options);
}

export const dispatchSettingsQueryOptions = (cityId?: string) =>
  endpointQueryOptions(queryKeys.settings.dispatch(cityId), (options) =>
    getDispatchSettings({ ...options, cityId }),
  );

export const useDispatchSettings = (cityId?: string) => useQuery(dispatchSettingsQueryOptions(cityId));
