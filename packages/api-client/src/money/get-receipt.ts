import { receiptResponseSchema, type Receipt } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /rides/:id/receipt: a completed ride's receipt (or a cancellation's with a fee), with the ledger lines the
 * caller may see; 409 RECEIPT_UNAVAILABLE before then, 404 RIDE_NOT_FOUND for someone else's ride.
 */
export function getReceipt(rideId: string, options?: RequestOptions): Promise<Receipt> {
  return requestData(receiptResponseSchema, GET(apiPath`/rides/${rideId}/receipt`), options);
}

export function receiptQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: queryKeys.ride.receipt(rideId),
    queryFn: ({ signal }) => getReceipt(rideId, { signal }),
  });
}

export function useReceipt(rideId: string) {
  return useQuery(receiptQueryOptions(rideId));
}
