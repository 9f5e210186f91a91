import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * PUT /admin/settings/dispatch (admins): replaces how a requested ride finds a driver (batch size, offer timeout,
 * search radii, rounds); returns the saved settings.
 */
export function updateDispatchSettings(
  input: DispatchSettings,
  { cityId, ...options }: RequestOptions & { cityId?: string } = {},
): Promise<DispatchSettings> {
  const params = cityId ? { cityId } : undefined;
  const request = { method: 'put', path: '/admin/settings/dispatch', body: input, params } as const;
  return requestData(dispatchSettingsResponseSchema, request, options);
}

/** Saves the settings, stores the answer as settings.dispatch (no refetch) and invalidates the audit log. */
export function useUpdateDispatchSettings(
  options: MutationHookOptions<DispatchSettings, DispatchSettings> = {},
  /** The city whose settings these are; the default city's without one. */
  cityId?: string,
) {
  return useEndpointMutation((input) => updateDispatchSettings(input, { cityId }), options, {
    onSuccess: async (queryClient, settings) => {
      queryClient.setQueryData(queryKeys.settings.dispatch(cityId), settings);
      // The default city's copy and a city's copy may be the same city: the other copies are refetched.
      const saved = JSON.stringify(queryKeys.settings.dispatch(cityId));
      await queryClient.invalidateQueries({
        queryKey: queryKeys.settings.dispatch(),
        predicate: (query) => JSON.stringify(query.queryKey) !== saved,
      });
      // The change is in the audit log now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
    },
  });
}
