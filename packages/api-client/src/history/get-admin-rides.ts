import {
  adminRideListResponseSchema,
  type AdminRideList,
  type AdminRideListParams,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { rideListSearchParams } from './ride-list-params.ts';

/** GET /admin/rides: one page of every ride (admins), filtered, with totals over every match. */
export async function getAdminRides(
  params: AdminRideListParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AdminRideList> {
  const response = await http.get<unknown>('/admin/rides', { params: rideListSearchParams(params), signal });
  return parseResponse(adminRideListResponseSchema, response);
}

/** The previous page stays on screen while the next one loads. */
export function adminRidesQueryOptions(params: AdminRideListParams = {}) {
  return queryOptions({
    queryKey: queryKeys.ride.adminList(params),
    queryFn: ({ signal }) => getAdminRides(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminRides(params: AdminRideListParams = {}) {
  return useQuery(adminRidesQueryOptions(params));
}
