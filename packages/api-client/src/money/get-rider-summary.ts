import { riderSummaryResponseSchema, type RiderSummary } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/summary: completed rides, amount spent, average rating given, the ride in progress. */
export function getRiderSummary(options?: RequestOptions): Promise<RiderSummary> {
  return requestData(riderSummaryResponseSchema, GET('/rider/summary'), options);
}

export function riderSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.ride.riderSummary(),
    queryFn: ({ signal }) => getRiderSummary({ signal }),
  });
}

export function useRiderSummary() {
  return useQuery(riderSummaryQueryOptions());
}
