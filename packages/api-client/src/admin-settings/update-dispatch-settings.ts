import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { PUT, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { citySettingsParams, storeSavedCitySettings, type CitySettingsOptions } from './city-settings.ts';

/**
 * PUT /admin/settings/dispatch (admins): replaces how a requested ride finds a driver (batch size, offer timeout,
 * search radii, rounds); returns the saved settings.
 */
export function updateDispatchSettings(
  input: DispatchSettings,
  { cityId, ...options }: RequestOptions & CitySettingsOptions = {},
): Promise<DispatchSettings> {
  const request = { ...PUT('/admin/settings/dispatch', input), params: citySettingsParams(cityId) };
  return requestData(dispatchSettingsResponseSchema, request, options);
}

/** Saves the settings, stores the answer as settings.dispatch (no refetch) and invalidates the audit log. */
export function useUpdateDispatchSettings(
  options: MutationHookOptions<DispatchSettings, DispatchSettings> = {},
  /** The city whose settings these are; the default city's without one. */
  cityId?: string,
) {
  return useEndpointMutation((input) => updateDispatchSettings(input, { cityId }), options, {
    onSuccess: (queryClient, settings) =>
      storeSavedCitySettings(queryClient, {
        savedKey: queryKeys.settings.dispatch(cityId),
        allKey: queryKeys.settings.dispatch(),
        settings,
      }),
  });
}
