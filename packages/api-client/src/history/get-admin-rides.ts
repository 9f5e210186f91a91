import {
  adminRideListResponseSchema,
  type AdminRideList,
  type AdminRideListParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { KEEP_PREVIOUS_PAGE, endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { rideListSearchParams } from './ride-list-params.ts';

/** GET /admin/rides: one page of every ride (admins), filtered, with totals over every match. */
export function getAdminRides(
  params: AdminRideListParams = {},
  options?: RequestOptions,
): Promise<AdminRideList> {
  return requestParsed(
    adminRideListResponseSchema,
    GET('/admin/rides', rideListSearchParams(params)),
    options,
  );
}

/** The previous page stays on screen while the next one loads. */
export const adminRidesQueryOptions = (params: AdminRideListParams = {}) =>
  endpointQueryOptions(
    queryKeys.ride.adminList(params),
    (options) => getAdminRides(params, options),
    KEEP_PREVIOUS_PAGE,
  );

export const useAdminRides = (params: AdminRideListParams = {}) => useQuery(adminRidesQueryOptions(params));
