import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * PUT /admin/settings/pricing (admins): replaces the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission); returns the saved settings.
 */
export function updatePricingSettings(
  input: PricingSettings,
  { cityId, ...options }: RequestOptions & { cityId?: string } = {},
): Promise<PricingSettings> {
  const params = cityId ? { cityId } : undefined;
  const request = { method: 'put', path: '/admin/settings/pricing', body: input, params } as const;
  return requestData(pricingSettingsResponseSchema, request, options);
}

/** Saves the settings, stores the answer as settings.pricing (no refetch) and invalidates the audit log. */
export function useUpdatePricingSettings(
  options: MutationHookOptions<PricingSettings, PricingSettings> = {},
  /** The city whose settings these are; the default city's without one. */
  cityId?: string,
) {
  return useEndpointMutation((input) => updatePricingSettings(input, { cityId }), options, {
    onSuccess: async (queryClient, settings) => {
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
    },
  });
}
