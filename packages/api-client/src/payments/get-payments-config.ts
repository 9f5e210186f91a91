import { paymentsConfigResponseSchema, type PaymentsConfig } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /payments/config: the card provider in use; with the sandbox, its test cards (screens label it). */
export async function getPaymentsConfig({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<PaymentsConfig> {
  const response = await http.get<unknown>('/payments/config', { signal });
  return parseResponse(paymentsConfigResponseSchema, response).data;
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
