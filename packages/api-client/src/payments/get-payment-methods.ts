import { savedCardListResponseSchema, type SavedCard } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/payment-methods: the rider's saved cards (brand, last 4, expiry), the default first. */
export function getPaymentMethods(options?: RequestOptions): Promise<SavedCard[]> {
  return requestData(savedCardListResponseSchema, GET('/rider/payment-methods'), options);
}

/** Kept fresh by the card mutations. */
export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.methods(),
    queryFn: ({ signal }) => getPaymentMethods({ signal }),
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
