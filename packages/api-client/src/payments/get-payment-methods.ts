import { savedCardListResponseSchema, type SavedCard } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/payment-methods: the rider's saved cards (brand, last 4, expiry), the default first. */
export function getPaymentMethods(options?: RequestOptions): Promise<SavedCard[]> {
  return requestData(savedCardListResponseSchema, GET('/rider/payment-methods'), options);
}

/** Kept fresh by the card mutations. */
export const paymentMethodsQueryOptions = () =>
  endpointQueryOptions(queryKeys.payments.methods(), getPaymentMethods);

export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());
