import { driverEarningsResponseSchema, type DriverEarnings, type EarningsParams } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
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

export const driverEarningsQueryOptions = (params: EarningsParams = {}) =>
  endpointQueryOptions(queryKeys.driver.earnings(params), (options) => getDriverEarnings(params, options));

export const useDriverEarnings = (params: EarningsParams = {}) =>
  useQuery(driverEarningsQueryOptions(params));
