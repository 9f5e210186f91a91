import { driverSummaryResponseSchema, type DriverSummary } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/summary: today's earnings and rides, the acceptance rate, the rating and time online today. */
export function getDriverSummary(options?: RequestOptions): Promise<DriverSummary> {
  return requestData(driverSummaryResponseSchema, GET('/driver/summary'), options);
}

export const driverSummaryQueryOptions = () =>
  endpointQueryOptions(queryKeys.driver.summary(), getDriverSummary);

export const useDriverSummary = () => useQuery(driverSummaryQueryOptions());
