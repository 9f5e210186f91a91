import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { citySettingsParams, type CitySettingsOptions } from './city-settings.ts';

/**
 * GET /admin/settings/dispatch (admins): how a requested ride finds a driver (batch size, offer timeout, search
 * radii, rounds) of one city (`?cityId=`), or of the default city without one.
 */
export function getDispatchSettings({
  cityId,
  ...options
}: RequestOptions & CitySettingsOptions = {}): Promise<DispatchSettings> {
  const request = GET('/admin/settings/dispatch', citySettingsParams(cityId));
  return requestData(dispatchSettingsResponseSchema, request, options);
}

export const dispatchSettingsQueryOptions = (cityId?: string) =>
  endpointQueryOptions(queryKeys.settings.dispatch(cityId), (options) =>
    getDispatchSettings({ ...options, cityId }),
  );

export const useDispatchSettings = (cityId?: string) => useQuery(dispatchSettingsQueryOptions(cityId));
