import { riderSummaryResponseSchema, type RiderSummary } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/summary: completed rides, amount spent, average rating given, the ride in progress. */
export function getRiderSummary(options?: RequestOptions): Promise<RiderSummary> {
  return requestData(riderSummaryResponseSchema, GET('/rider/summary'), options);
}

export const riderSummaryQueryOptions = () =>
  endpointQueryOptions(queryKeys.ride.riderSummary(), getRiderSummary);

export const useRiderSummary = () => useQuery(riderSummaryQueryOptions());
