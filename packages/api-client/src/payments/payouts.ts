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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

// Driver payouts (issue #24): the driver's payout account, balance and cash-outs; the admins' list and retry.

/** GET /driver/payouts: the payout account, the balance owed (from the ledger), the schedule and latest payouts. */
export async function getDriverPayouts({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<DriverPayouts> {
  const response = await http.get<unknown>('/driver/payouts', { signal });
  return parseResponse(driverPayoutsResponseSchema, response).data;
}

export function driverPayoutsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.driverPayouts(),
    queryFn: ({ signal }) => getDriverPayouts({ signal }),
  });
}

export function useDriverPayouts() {
  return useQuery(driverPayoutsQueryOptions());
}

/**
 * POST /driver/payouts/account: opens the payout account if needed and answers the provider's onboarding link
 * (Stripe's Account Link, or the sandbox's page as a path of the API), which comes back to `returnUrl`.
 */
export async function connectPayoutAccount(
  returnUrl: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<{ url: string }> {
  const response = await http.post<unknown>('/driver/payouts/account', { returnUrl }, { signal });
  return parseResponse(payoutAccountLinkResponseSchema, response).data;
}

export function useConnectPayoutAccount(options: MutationHookOptions<{ url: string }, string> = {}) {
  return useMutation<{ url: string }, ApiClientError, string>({
    ...options,
    mutationFn: (returnUrl) => connectPayoutAccount(returnUrl),
  });
}

/** POST /driver/payouts/account/refresh: back from the onboarding, the account's status read from the provider. */
export async function refreshPayoutAccount({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<DriverPayouts> {
  const response = await http.post<unknown>('/driver/payouts/account/refresh', undefined, { signal });
  return parseResponse(driverPayoutsResponseSchema, response).data;
}

export function useRefreshPayoutAccount(options: MutationHookOptions<DriverPayouts, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation<DriverPayouts, ApiClientError, void>({
    ...options,
    mutationFn: () => refreshPayoutAccount(),
    onSuccess: async (...args) => {
      // A read started before the refresh may answer the old state: it is dropped, the fresh answer is kept.
      await queryClient.cancelQueries({ queryKey: queryKeys.payments.driverPayouts() });
      queryClient.setQueryData(queryKeys.payments.driverPayouts(), args[0]);
      await options.onSuccess?.(...args);
    },
  });
}

/**
 * POST /driver/payouts: cash out now. 409 PAYOUT_ACCOUNT_REQUIRED without a ready account, 422
 * PAYOUT_EXCEEDS_BALANCE above the balance; the same `idempotencyKey` answers the same payout.
 */
export async function cashOut(
  input: CashOutInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Payout> {
  const response = await http.post<unknown>('/driver/payouts', input, { signal });
  return parseResponse(payoutResponseSchema, response).data;
}

export function useCashOut(options: MutationHookOptions<Payout, CashOutInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Payout, ApiClientError, CashOutInput>({
    ...options,
    mutationFn: (input) => cashOut(input),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.driverPayouts() });
      await options.onSuccess?.(...args);
    },
  });
}

/** GET /admin/payouts: every driver's payouts, failed first; admins only. */
export async function getAdminPayouts({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  AdminPayout[]
> {
  const response = await http.get<unknown>('/admin/payouts', { signal });
  return parseResponse(adminPayoutListResponseSchema, response).data;
}

export function adminPayoutsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.adminPayouts(),
    queryFn: ({ signal }) => getAdminPayouts({ signal }),
  });
}

/** POST /admin/payouts/:id/retry: a failed payout is queued again (409 when it is not failed). */
export async function retryPayout(
  id: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminPayout> {
  const response = await http.post<unknown>(`/admin/payouts/${encodeURIComponent(id)}/retry`, undefined, {
    signal,
  });
  return parseResponse(adminPayoutResponseSchema, response).data;
}

/** Retries, then refreshes the payout list. */
export function useRetryPayout(options: MutationHookOptions<AdminPayout, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<AdminPayout, ApiClientError, string>({
    ...options,
    mutationFn: (id) => retryPayout(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.adminPayouts() });
      await options.onSuccess?.(...args);
    },
  });
}
