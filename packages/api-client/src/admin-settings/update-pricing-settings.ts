import { pricingSettingsResponseSchema, type PricingSettings } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { PUT, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { citySettingsParams, storeSavedCitySettings, type CitySettingsOptions } from './city-settings.ts';

/**
 * PUT /admin/settings/pricing (admins): replaces the fare rules (base fare, per km, per minute, minimum fare, fees,
 * commission); returns the saved settings.
 */
export function updatePricingSettings(
  input: PricingSettings,
  { cityId, ...options }: RequestOptions & CitySettingsOptions = {},
): Promise<PricingSettings> {
  const request = { ...PUT('/admin/settings/pricing', input), params: citySettingsParams(cityId) };
  return requestData(pricingSettingsResponseSchema, request, options);
}

/** Saves the settings, stores the answer as settings.pricing (no refetch) and invalidates the audit log. */
export function useUpdatePricingSettings(
  options: MutationHookOptions<PricingSettings, PricingSettings> = {},
  /** The city whose settings these are; the default city's without one. */
  cityId?: string,
) {
  return useEndpointMutation((input) => updatePricingSettings(input, { cityId }), options, {
    onSuccess: (queryClient, settings) =>
      storeSavedCitySettings(queryClient, {
        savedKey: queryKeys.settings.pricing(cityId),
        allKey: queryKeys.settings.pricing(),
        settings,
        // Saving another currency changes the city's.
        alsoChanged: [queryKeys.settings.cities()],
      }),
  });
}
