import {
  settlementListResponseSchema,
  settlementResponseSchema,
  type Settlement,
} from '@ridebook/validation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /admin/settlements: card captures, releases and refunds still pending or out of retries; admins only. */
export async function getSettlements({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  Settlement[]
> {
  const response = await http.get<unknown>('/admin/settlements', { signal });
  return parseResponse(settlementListResponseSchema, response).data;
}

export function settlementsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.settlements(),
    queryFn: ({ signal }) => getSettlements({ signal }),
  });
}

/** POST /admin/settlements/:id/retry: a failed settlement is queued again (409 when it is not failed). */
export async function retrySettlement(
  id: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Settlement> {
  const response = await http.post<unknown>(`/admin/settlements/${encodeURIComponent(id)}/retry`, undefined, {
    signal,
  });
  return parseResponse(settlementResponseSchema, response).data;
}

/** Retries, then refreshes the settlement list. */
export function useRetrySettlement(options: MutationHookOptions<Settlement, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Settlement, ApiClientError, string>({
    ...options,
    mutationFn: (id) => retrySettlement(id),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.settlements() });
      await options.onSuccess?.(...args);
    },
  });
}
