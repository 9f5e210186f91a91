import { receiptResponseSchema, type Receipt } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /rides/:id/receipt: a completed ride's receipt (or a cancellation's with a fee), with the ledger lines the
 * caller may see; 409 RECEIPT_UNAVAILABLE before then, 404 RIDE_NOT_FOUND for someone else's ride.
 */
export async function getReceipt(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Receipt> {
  const response = await http.get<unknown>(`/rides/${encodeURIComponent(rideId)}/receipt`, { signal });
  return parseResponse(receiptResponseSchema, response).data;
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
