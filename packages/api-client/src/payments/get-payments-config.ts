import { paymentsConfigResponseSchema, type PaymentsConfig } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /payments/config: the card provider in use; with the sandbox, its test cards (screens label it). */
export function getPaymentsConfig(options?: RequestOptions): Promise<PaymentsConfig> {
  return requestData(paymentsConfigResponseSchema, GET('/payments/config'), options);
}

/** Fixed for the server's lifetime. */
export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.config(),
    queryFn: ({ signal }) => getPaymentsConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
