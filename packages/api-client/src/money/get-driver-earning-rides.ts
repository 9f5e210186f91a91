import {
  earningRidesResponseSchema,
  type EarningRidesPage,
  type EarningRidesParams,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/earnings/rides?page&pageSize&from&to: one page of the driver's completed rides with their money. */
export async function getDriverEarningRides(
  params: EarningRidesParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<EarningRidesPage> {
  const response = await http.get<unknown>('/driver/earnings/rides', { params, signal });
  return parseResponse(earningRidesResponseSchema, response);
}

/** The previous page stays on screen while the next one loads. */
export function driverEarningRidesQueryOptions(params: EarningRidesParams = {}) {
  return queryOptions({
    queryKey: queryKeys.driver.earningRides(params),
    queryFn: ({ signal }) => getDriverEarningRides(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDriverEarningRides(params: EarningRidesParams = {}) {
  return useQuery(driverEarningRidesQueryOptions(params));
}
