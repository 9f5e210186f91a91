import { driverRideListResponseSchema, type DriverRideList, type RideListParams } from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { rideListSearchParams } from './ride-list-params.ts';

/** GET /driver/rides: one page of the rides the signed-in driver was assigned, with totals over every match. */
export async function getDriverRides(
  params: RideListParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<DriverRideList> {
  const response = await http.get<unknown>('/driver/rides', { params: rideListSearchParams(params), signal });
  return parseResponse(driverRideListResponseSchema, response);
}

/** The previous page stays on screen while the next one loads. */
export function driverRidesQueryOptions(params: RideListParams = {}) {
  return queryOptions({
    queryKey: queryKeys.ride.driverHistory(params),
    queryFn: ({ signal }) => getDriverRides(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDriverRides(params: RideListParams = {}) {
  return useQuery(driverRidesQueryOptions(params));
}
