import {
  adminRideListResponseSchema,
  type AdminRideList,
  type AdminRideListParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
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
  pagedQueryOptions(queryKeys.ride.adminList(params), getAdminRides, params);

export const useAdminRides = (params: AdminRideListParams = {}) => useQuery(adminRidesQueryOptions(params));
