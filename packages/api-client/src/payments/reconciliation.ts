import {
  disputeListResponseSchema,
  reconciliationRunListResponseSchema,
  reconciliationRunResponseSchema,
  type Dispute,
  type ReconciliationRun,
  type ReconciliationRunDetail,
  type RunReconciliationInput,
} from '@ridebook/validation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

// The admins' reconciliation with the providers and their card disputes (docs/decisions/029).

/** How often a list with a queued run is read again, until the run is done (the queue runs it within seconds). */
const QUEUED_REFRESH_MS = 2_000;

/** GET /admin/reconciliation/runs: the latest runs, newest first. */
export async function getReconciliationRuns({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  ReconciliationRun[]
> {
  const response = await http.get<unknown>('/admin/reconciliation/runs', { signal });
  return parseResponse(reconciliationRunListResponseSchema, response).data;
}

export function reconciliationRunsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.reconciliationRuns(),
    queryFn: ({ signal }) => getReconciliationRuns({ signal }),
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'queued') === true ? QUEUED_REFRESH_MS : false,
  });
}

/** GET /admin/reconciliation/runs/:id: one run and its differences. */
export async function getReconciliationRun(
  id: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<ReconciliationRunDetail> {
  const response = await http.get<unknown>(`/admin/reconciliation/runs/${encodeURIComponent(id)}`, {
    signal,
  });
  return parseResponse(reconciliationRunResponseSchema, response).data;
}

export function reconciliationRunQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.payments.reconciliationRun(id),
    queryFn: ({ signal }) => getReconciliationRun(id, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'queued' ? QUEUED_REFRESH_MS : false),
  });
}

/** POST /admin/reconciliation/runs: Run now (a UTC day, today when left out); answered queued (202). */
export async function runReconciliation(
  input: RunReconciliationInput = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<ReconciliationRunDetail> {
  const response = await http.post<unknown>('/admin/reconciliation/runs', input, { signal });
  return parseResponse(reconciliationRunResponseSchema, response).data;
}

/** Runs now, then reads the runs again (the new one shows as queued until the queue has run it). */
export function useRunReconciliation(
  options: MutationHookOptions<ReconciliationRunDetail, RunReconciliationInput | undefined> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ReconciliationRunDetail, ApiClientError, RunReconciliationInput | undefined>({
    ...options,
    mutationFn: (input) => runReconciliation(input ?? {}),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.reconciliationRuns() });
      await options.onSuccess?.(...args);
    },
  });
}

/** GET /admin/disputes: chargebacks on card payments, open first, with their ride and rider. */
export async function getDisputes({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  Dispute[]
> {
  const response = await http.get<unknown>('/admin/disputes', { signal });
  return parseResponse(disputeListResponseSchema, response).data;
}

export function disputesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.disputes(),
    queryFn: ({ signal }) => getDisputes({ signal }),
  });
}
