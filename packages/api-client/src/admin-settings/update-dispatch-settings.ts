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
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DispatchSettings> {
  const response = await http.put<unknown>('/admin/settings/dispatch', input, { signal });
  return parseResponse(dispatchSettingsResponseSchema, response).data;
}

/** Saves the settings, stores the answer as settings.dispatch (no refetch) and invalidates the audit log. */
export function useUpdateDispatchSettings(
  options: MutationHookOptions<DispatchSettings, DispatchSettings> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<DispatchSettings, ApiClientError, DispatchSettings>({
    ...options,
    mutationFn: (input) => updateDispatchSettings(input),
    onSuccess: async (...args) => {
      const [settings] = args;
      queryClient.setQueryData(queryKeys.settings.dispatch(), settings);
      // The change is in the audit log now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
      await options.onSuccess?.(...args);
    },
  });
}
