import { riderRideListResponseSchema, type RideListParams, type RiderRideList } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { rideListSearchParams } from './ride-list-params.ts';

/** GET /rider/rides: one page of the signed-in rider's rides, with totals over every ride the filters match. */
export function getRiderRides(params: RideListParams = {}, options?: RequestOptions): Promise<RiderRideList> {
  return requestParsed(
    riderRideListResponseSchema,
    GET('/rider/rides', rideListSearchParams(params)),
    options,
  );
}

/** The previous page stays on screen while the next one loads. */
export const riderRidesQueryOptions = (params: RideListParams = {}) =>
  pagedQueryOptions(queryKeys.ride.riderHistory(params), getRiderRides, params);

export const useRiderRides = (params: RideListParams = {}) => useQuery(riderRidesQueryOptions(params));
