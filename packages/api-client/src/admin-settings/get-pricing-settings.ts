import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function pricingSettingsQueryOptions(cityId?: string) {
  return queryOptions({
    queryKey: queryKeys.settings.pricing(cityId),
    queryFn: ({ signal }) => getPricingSettings({ signal, cityId }),
  });
}

export function usePricingSettings(cityId?: string) {
  return useQuery(pricingSettingsQueryOptions(cityId));
}
