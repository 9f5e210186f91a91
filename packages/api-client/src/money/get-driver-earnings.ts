import { driverEarningsResponseSchema, type DriverEarnings, type EarningsParams } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/earnings?from&to&groupBy: totals and chart buckets (default: the last 7 days, by day). */
export async function getDriverEarnings(
  params: EarningsParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DriverEarnings> {
  const response = await http.get<unknown>('/driver/earnings', { params, signal });
  return parseResponse(driverEarningsResponseSchema, response).data;
}

export function driverEarningsQueryOptions(params: EarningsParams = {}) {
  return queryOptions({
    queryKey: queryKeys.driver.earnings(params),
    queryFn: ({ signal }) => getDriverEarnings(params, { signal }),
  });
}

export function useDriverEarnings(params: EarningsParams = {}) {
  return useQuery(driverEarningsQueryOptions(params));
}
