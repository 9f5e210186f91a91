import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/settings/pricing (admins): the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission).
 */
export async function getPricingSettings({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<PricingSettings> {
  const response = await http.get<unknown>('/admin/settings/pricing', { signal });
  return parseResponse(pricingSettingsResponseSchema, response).data;
}

export function pricingSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.pricing(),
    queryFn: ({ signal }) => getPricingSettings({ signal }),
  });
}

export function usePricingSettings() {
  return useQuery(pricingSettingsQueryOptions());
}
