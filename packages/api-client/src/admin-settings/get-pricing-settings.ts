import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/settings/pricing (admins): the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission) of one city (`?cityId=`), or of the default city without one.
 */
export async function getPricingSettings({
  http = getHttpClient(),
  signal,
  cityId,
}: RequestOptions & { cityId?: string } = {}): Promise<PricingSettings> {
  const response = await http.get<unknown>('/admin/settings/pricing', {
    signal,
    params: cityId ? { cityId } : undefined,
  });
  return parseResponse(pricingSettingsResponseSchema, response).data;
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
