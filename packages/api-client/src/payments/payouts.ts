import {
  adminPayoutListResponseSchema,
  adminPayoutResponseSchema,
  driverPayoutsResponseSchema,
  payoutAccountLinkResponseSchema,
  payoutResponseSchema,
  type AdminPayout,
  type CashOutInput,
  type DriverPayouts,
  type Payout,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

// Driver payouts (issue #24): the driver's payout account, balance and cash-outs; the admins' list and retry.

/** GET /driver/payouts: the payout account, the balance owed (from the ledger), the schedule and latest payouts. */
export function getDriverPayouts(options?: RequestOptions): Promise<DriverPayouts> {
  return requestData(driverPayoutsResponseSchema, GET('/driver/payouts'), options);
}

export const driverPayoutsQueryOptions = () =>
  endpointQueryOptions(queryKeys.payments.driverPayouts(), getDriverPayouts);

export const useDriverPayouts = () => useQuery(driverPayoutsQueryOptions());

/**
 * POST /driver/payouts/account: opens the payout account if needed and answers the provider's onboarding link
 * (Stripe's Account Link, or the sandbox's page as a path of the API), which comes back to `returnUrl`.
 */
export function connectPayoutAccount(returnUrl: string, options?: RequestOptions): Promise<{ url: string }> {
  return requestData(
    payoutAccountLinkResponseSchema,
    POST('/driver/payouts/account', { returnUrl }),
    options,
  );
}

export function useConnectPayoutAccount(options: MutationHookOptions<{ url: string }, string> = {}) {
  return useEndpointMutation(connectPayoutAccount, options);
}

/** POST /driver/payouts/account/refresh: back from the onboarding, the account's status read from the provider. */
export function refreshPayoutAccount(options?: RequestOptions): Promise<DriverPayouts> {
  return requestData(driverPayoutsResponseSchema, POST('/driver/payouts/account/refresh'), options);
}

export function useRefreshPayoutAccount(options: MutationHookOptions<DriverPayouts, void> = {}) {
  return useEndpointMutation(() => refreshPayoutAccount(), options, {
    onSuccess: async (queryClient, payouts) => {
      // A read started before the refresh may answer the old state: it is dropped, the fresh answer is kept.
      await queryClient.cancelQueries({ queryKey: queryKeys.payments.driverPayouts() });
      queryClient.setQueryData(queryKeys.payments.driverPayouts(), payouts);
    },
  });
}

/**
 * POST /driver/payouts: cash out now. 409 PAYOUT_ACCOUNT_REQUIRED without a ready account, 422
 * PAYOUT_EXCEEDS_BALANCE above the balance; the same `idempotencyKey` answers the same payout.
 */
export function cashOut(input: CashOutInput, options?: RequestOptions): Promise<Payout> {
  return requestData(payoutResponseSchema, POST('/driver/payouts', input), options);
}

export function useCashOut(options: MutationHookOptions<Payout, CashOutInput> = {}) {
  return useEndpointMutation(cashOut, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.driverPayouts()),
  });
}

/** GET /admin/payouts: every driver's payouts, failed first; admins only. */
export function getAdminPayouts(options?: RequestOptions): Promise<AdminPayout[]> {
  return requestData(adminPayoutListResponseSchema, GET('/admin/payouts'), options);
}

export const adminPayoutsQueryOptions = () =>
  endpointQueryOptions(queryKeys.payments.adminPayouts(), getAdminPayouts);

/** POST /admin/payouts/:id/retry: a failed payout is queued again (409 when it is not failed). */
export function retryPayout(id: string, options?: RequestOptions): Promise<AdminPayout> {
  return requestData(adminPayoutResponseSchema, POST(apiPath`/admin/payouts/${id}/retry`), options);
}

/** Retries, then refreshes the payout list. */
export function useRetryPayout(options: MutationHookOptions<AdminPayout, string> = {}) {
  return useEndpointMutation(retryPayout, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.adminPayouts()),
  });
}
