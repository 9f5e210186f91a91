import { payoutSettingsResponseSchema, type PayoutSettings } from '@ridebook/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/settings/payouts (admins): the weekly payout weekday and the cash-out fee. */
export async function getPayoutSettings({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<PayoutSettings> {
  const response = await http.get<unknown>('/admin/settings/payouts', { signal });
  return parseResponse(payoutSettingsResponseSchema, response).data;
}

export function payoutSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.payouts(),
    queryFn: ({ signal }) => getPayoutSettings({ signal }),
  });
}

export function usePayoutSettings() {
  return useQuery(payoutSettingsQueryOptions());
}

/** PUT /admin/settings/payouts (admins): replaces the weekly payout weekday and the cash-out fee. */
export async function updatePayoutSettings(
  input: PayoutSettings,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<PayoutSettings> {
  const response = await http.put<unknown>('/admin/settings/payouts', input, { signal });
  return parseResponse(payoutSettingsResponseSchema, response).data;
}

/** Saves the settings, stores the answer as settings.payouts (no refetch) and invalidates the audit log. */
export function useUpdatePayoutSettings(options: MutationHookOptions<PayoutSettings, PayoutSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation<PayoutSettings, ApiClientError, PayoutSettings>({
    ...options,
    mutationFn: (input) => updatePayoutSettings(input),
    onSuccess: async (...args) => {
      queryClient.setQueryData(queryKeys.settings.payouts(), args[0]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
      await options.onSuccess?.(...args);
    },
  });
}
