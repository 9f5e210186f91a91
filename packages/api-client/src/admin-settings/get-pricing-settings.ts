import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { citySettingsParams, type CitySettingsOptions } from './city-settings.ts';

/**
 * GET /admin/settings/pricing (admins): the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission) of one city (`?cityId=`), or of the default city without one.
 */
export function getPricingSettings({
  cityId,
  ...options
}: RequestOptions & CitySettingsOptions = {}): Promise<PricingSettings> {
  const request = GET('/admin/settings/pricing', citySettingsParams(cityId));
  return requestData(pricingSettingsResponseSchema, request, options);
}

export const pricingSettingsQueryOptions = (cityId?: string) =>
  endpointQueryOptions(queryKeys.settings.pricing(cityId), (options) =>
    getPricingSettings({ ...options, cityId }),
  );

export const usePricingSettings = (cityId?: string) => useQuery(pricingSettingsQueryOptions(cityId));
