import { paymentsConfigResponseSchema, type PaymentsConfig } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /payments/config: the card provider in use; with the sandbox, its test cards (screens label it). */
export function getPaymentsConfig(options?: RequestOptions): Promise<PaymentsConfig> {
  return requestData(paymentsConfigResponseSchema, GET('/payments/config'), options);
}

/** Fixed for the server's lifetime. */
export const paymentsConfigQueryOptions = () =>
  endpointQueryOptions(queryKeys.payments.config(), getPaymentsConfig, {
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions());
