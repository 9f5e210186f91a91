import { driverEarningsResponseSchema, type DriverEarnings, type EarningsParams } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/earnings?from&to&groupBy: totals and chart buckets (default: the last 7 days, by day). */
export function getDriverEarnings(
  params: EarningsParams = {},
  options?: RequestOptions,
): Promise<DriverEarnings> {
  return requestData(driverEarningsResponseSchema, GET('/driver/earnings', params), options);
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
