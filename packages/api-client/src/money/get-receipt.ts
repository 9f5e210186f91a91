import { receiptResponseSchema, type Receipt } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
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

export const receiptQueryOptions = (rideId: string) =>
  endpointQueryOptions(queryKeys.ride.receipt(rideId), (options) => getReceipt(rideId, options));

export const useReceipt = (rideId: string) => useQuery(receiptQueryOptions(rideId));
