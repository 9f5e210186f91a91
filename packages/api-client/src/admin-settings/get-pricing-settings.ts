import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/settings/pricing (admins): the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission) of one city (`?cityId=`), or of the default city without one.
 */
export function getPricingSettings({
  cityId,
  ...options
}: RequestOptions & { cityId?: string } = {}): Promise<PricingSettings> {
  const params = cityId ? { cityId } : undefined;
  return requestData(pricingSettingsResponseSchema, GET('/admin/settings/pricing', params), options);
}

export const pricingSettingsQueryOptions = (cityId?: string) =>
  endpointQueryOptions(queryKeys.settings.pricing(cityId), (options) =>
    getPricingSettings({ ...options, cityId }),
  );

export const usePricingSettings = (cityId?: string) => useQuery(pricingSettingsQueryOptions(cityId));
