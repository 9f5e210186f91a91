import { dispatchSettingsResponseSchema, type DispatchSettings } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * PUT /admin/settings/dispatch (admins): replaces how a requested ride finds a driver (batch size, offer timeout,
 * search radii, rounds); returns the saved settings.
 */
export async function updateDispatchSettings(
  input: DispatchSettings,
  { http = getHttpClient(), signal, cityId }: RequestOptions & { cityId?: string } = {},
): Promise<DispatchSettings> {
  const response = await http.put<unknown>('/admin/settings/dispatch', input, {
    signal,
    params: cityId ? { cityId } : undefined,
  });
  return parseResponse(dispatchSettingsResponseSchema, response).data;
}

/** Saves the settings, stores the answer as settings.dispatch (no refetch) and invalidates the audit log. */
export function useUpdateDispatchSettings(
  options: MutationHookOptions<DispatchSettings, DispatchSettings> = {},
  /** The city whose settings these are; the default city's without one. */
  cityId?: string,
) {
  const queryClient = useQueryClient();
  return useMutation<DispatchSettings, ApiClientError, DispatchSettings>({
    ...options,
    mutationFn: (input) => updateDispatchSettings(input, { cityId }),
    onSuccess: async (...args) => {
      const [settings] = args;
      queryClient.setQueryData(queryKeys.settings.dispatch(cityId), settings);
      // The default city's copy and a city's copy may be the same city: the other copies are refetched.
      const saved = JSON.stringify(queryKeys.settings.dispatch(cityId));
      await queryClient.invalidateQueries({
        queryKey: queryKeys.settings.dispatch(),
        predicate: (query) => JSON.stringify(query.queryKey) !== saved,
      });
      // The change is in the audit log now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
      await options.onSuccess?.(...args);
    },
  });
}
