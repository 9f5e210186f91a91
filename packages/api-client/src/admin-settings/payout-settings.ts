import { payoutSettingsResponseSchema, type PayoutSettings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, PUT, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/settings/payouts (admins): the weekly payout weekday and the cash-out fee. */
export function getPayoutSettings(options?: RequestOptions): Promise<PayoutSettings> {
  return requestData(payoutSettingsResponseSchema, GET('/admin/settings/payouts'), options);
}

export const payoutSettingsQueryOptions = () =>
  endpointQueryOptions(queryKeys.settings.payouts(), getPayoutSettings);

export const usePayoutSettings = () => useQuery(payoutSettingsQueryOptions());

/** PUT /admin/settings/payouts (admins): replaces the weekly payout weekday and the cash-out fee. */
export function updatePayoutSettings(
  input: PayoutSettings,
  options?: RequestOptions,
): Promise<PayoutSettings> {
  return requestData(payoutSettingsResponseSchema, PUT('/admin/settings/payouts', input), options);
}

/** Saves the settings, stores the answer as settings.payouts (no refetch) and invalidates the audit log. */
export function useUpdatePayoutSettings(options: MutationHookOptions<PayoutSettings, PayoutSettings> = {}) {
  return useEndpointMutation(updatePayoutSettings, options, {
    onSuccess: async (queryClient, settings) => {
      queryClient.setQueryData(queryKeys.settings.payouts(), settings);
      await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
    },
  });
}
