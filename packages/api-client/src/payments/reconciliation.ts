import {
  disputeListResponseSchema,
  reconciliationRunListResponseSchema,
  reconciliationRunResponseSchema,
  type Dispute,
  type ReconciliationRun,
  type ReconciliationRunDetail,
  type RunReconciliationInput,
} from '@ridebook/validation';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

// The admins' reconciliation with the providers and their card disputes (docs/decisions/029).

/** How often a list with a queued run is read again, until the run is done (the queue runs it within seconds). */
const QUEUED_REFRESH_MS = 2_000;

/** GET /admin/reconciliation/runs: the latest runs, newest first. */
export function getReconciliationRuns(options?: RequestOptions): Promise<ReconciliationRun[]> {
  return requestData(reconciliationRunListResponseSchema, GET('/admin/reconciliation/runs'), options);
}

export const reconciliationRunsQueryOptions = () =>
  endpointQueryOptions(queryKeys.payments.reconciliationRuns(), getReconciliationRuns, {
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'queued') === true ? QUEUED_REFRESH_MS : false,
  });

/** GET /admin/reconciliation/runs/:id: one run and its differences. */
export function getReconciliationRun(id: string, options?: RequestOptions): Promise<ReconciliationRunDetail> {
  return requestData(
    reconciliationRunResponseSchema,
    GET(apiPath`/admin/reconciliation/runs/${id}`),
    options,
  );
}

export const reconciliationRunQueryOptions = (id: string) =>
  endpointQueryOptions(
    queryKeys.payments.reconciliationRun(id),
    (options) => getReconciliationRun(id, options),
    { refetchInterval: (query) => (query.state.data?.status === 'queued' ? QUEUED_REFRESH_MS : false) },
  );

/** POST /admin/reconciliation/runs: Run now (a UTC day, today when left out); answered queued (202). */
export function runReconciliation(
  input: RunReconciliationInput = {},
  options?: RequestOptions,
): Promise<ReconciliationRunDetail> {
  return requestData(reconciliationRunResponseSchema, POST('/admin/reconciliation/runs', input), options);
}

/** Runs now, then reads the runs again (the new one shows as queued until the queue has run it). */
export function useRunReconciliation(
  options: MutationHookOptions<ReconciliationRunDetail, RunReconciliationInput | undefined> = {},
) {
  return useEndpointMutation((input) => runReconciliation(input ?? {}), options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.reconciliationRuns()),
  });
}

/** GET /admin/disputes: chargebacks on card payments, open first, with their ride and rider. */
export function getDisputes(options?: RequestOptions): Promise<Dispute[]> {
  return requestData(disputeListResponseSchema, GET('/admin/disputes'), options);
}

export const disputesQueryOptions = () => endpointQueryOptions(queryKeys.payments.disputes(), getDisputes);
