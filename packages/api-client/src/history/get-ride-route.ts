import { rideRouteResponseSchema, type RideRoute } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rides/:id/route: the planned route and the driven path (the ride's rider, its driver, admins). */
export async function getRideRoute(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<RideRoute> {
  const response = await http.get<unknown>(`/rides/${encodeURIComponent(rideId)}/route`, { signal });
  return parseResponse(rideRouteResponseSchema, response).data;
}

/** Below ride.detail(id): whatever refreshes the ride refreshes its route too. */
export function rideRouteQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: queryKeys.ride.route(rideId),
    queryFn: ({ signal }) => getRideRoute(rideId, { signal }),
  });
}

export function useRideRoute(rideId: string) {
  return useQuery(rideRouteQueryOptions(rideId));
}
