import { driverSummaryResponseSchema, type DriverSummary } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/summary: today's earnings and rides, the acceptance rate, the rating and time online today. */
export async function getDriverSummary({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<DriverSummary> {
  const response = await http.get<unknown>('/driver/summary', { signal });
  return parseResponse(driverSummaryResponseSchema, response).data;
}

export function driverSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.driver.summary(),
    queryFn: ({ signal }) => getDriverSummary({ signal }),
  });
}

export function useDriverSummary() {
  return useQuery(driverSummaryQueryOptions());
}
