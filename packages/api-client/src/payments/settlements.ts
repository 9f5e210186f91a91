import {
  settlementListResponseSchema,
  settlementResponseSchema,
  type Settlement,
} from '@ridebook/validation';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/settlements: card captures, releases and refunds still pending or out of retries; admins only. */
export function getSettlements(options?: RequestOptions): Promise<Settlement[]> {
  return requestData(settlementListResponseSchema, GET('/admin/settlements'), options);
}

export const settlementsQueryOptions = () =>
  endpointQueryOptions(queryKeys.payments.settlements(), getSettlements);

/** POST /admin/settlements/:id/retry: a failed settlement is queued again (409 when it is not failed). */
export function retrySettlement(id: string, options?: RequestOptions): Promise<Settlement> {
  return requestData(settlementResponseSchema, POST(apiPath`/admin/settlements/${id}/retry`), options);
}

/** Retries, then refreshes the settlement list. */
export function useRetrySettlement(options: MutationHookOptions<Settlement, string> = {}) {
  return useEndpointMutation(retrySettlement, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.settlements()),
  });
}
