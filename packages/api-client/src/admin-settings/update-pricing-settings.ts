import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * PUT /admin/settings/pricing (admins): replaces the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission); returns the saved settings.
 */
export async function updatePricingSettings(
  input: PricingSettings,
  { http = getHttpClient(), signal, cityId }: RequestOptions & { cityId?: string } = {},
): Promise<PricingSettings> {
  const response = await http.put<unknown>('/admin/settings/pricing', input, {
    signal,
    params: cityId ? { cityId } : undefined,
  });
  return parseResponse(pricingSettingsResponseSchema, response).data;
}

/** Saves the settings, stores the answer as settings.pricing (no refetch) and invalidates the audit log. */
export function useUpdatePricingSettings(
  options: MutationHookOptions<PricingSettings, PricingSettings> = {},
  /** The city whose settings these are; the default city's without one. */
  cityId?: string,
) {
  const queryClient = useQueryClient();
  return useMutation<PricingSettings, ApiClientError, PricingSettings>({
    ...options,
    mutationFn: (input) => updatePricingSettings(input, { cityId }),
    onSuccess: async (...args) => {
      const [settings] = args;
      queryClient.setQueryData(queryKeys.settings.pricing(cityId), settings);
      // The default city's copy and a city's copy may be the same city: the other copies are refetched.
      const saved = JSON.stringify(queryKeys.settings.pricing(cityId));
      await queryClient.invalidateQueries({
        queryKey: queryKeys.settings.pricing(),
        predicate: (query) => JSON.stringify(query.queryKey) !== saved,
      });
      // Saving another currency changes the city's.
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings.cities() });
      // The change is in the audit log now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
      await options.onSuccess?.(...args);
    },
  });
}
