import { driverRideListResponseSchema, type DriverRideList, type RideListParams } from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { rideListSearchParams } from './ride-list-params.ts';

/** GET /driver/rides: one page of the rides the signed-in driver was assigned, with totals over every match. */
export function getDriverRides(
  params: RideListParams = {},
  options?: RequestOptions,
): Promise<DriverRideList> {
  return requestParsed(
    driverRideListResponseSchema,
    GET('/driver/rides', rideListSearchParams(params)),
    options,
  );
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
