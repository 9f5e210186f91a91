import { savedCardListResponseSchema, type SavedCard } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/payment-methods: the rider's saved cards (brand, last 4, expiry), the default first. */
export async function getPaymentMethods({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  SavedCard[]
> {
  const response = await http.get<unknown>('/rider/payment-methods', { signal });
  return parseResponse(savedCardListResponseSchema, response).data;
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
