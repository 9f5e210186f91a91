import { riderSummaryResponseSchema, type RiderSummary } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/summary: completed rides, amount spent, average rating given, the ride in progress. */
export async function getRiderSummary({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<RiderSummary> {
  const response = await http.get<unknown>('/rider/summary', { signal });
  return parseResponse(riderSummaryResponseSchema, response).data;
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
