import { driverRideListResponseSchema, type DriverRideList, type RideListParams } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
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
export const driverRidesQueryOptions = (params: RideListParams = {}) =>
  pagedQueryOptions(queryKeys.ride.driverHistory(params), getDriverRides, params);

export const useDriverRides = (params: RideListParams = {}) => useQuery(driverRidesQueryOptions(params));
