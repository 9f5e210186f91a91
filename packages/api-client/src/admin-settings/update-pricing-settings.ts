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
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<PricingSettings> {
  const response = await http.put<unknown>('/admin/settings/pricing', input, { signal });
  return parseResponse(pricingSettingsResponseSchema, response).data;
}

/** Saves the settings, stores the answer as settings.pricing (no refetch) and invalidates the audit log. */
export function useUpdatePricingSettings(
  options: MutationHookOptions<PricingSettings, PricingSettings> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<PricingSettings, ApiClientError, PricingSettings>({
    ...options,
    mutationFn: (input) => updatePricingSettings(input),
    onSuccess: async (...args) => {
      const [settings] = args;
      queryClient.setQueryData(queryKeys.settings.pricing(), settings);
      // The change is in the audit log now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
      await options.onSuccess?.(...args);
    },
  });
}
