import { rideRouteResponseSchema, type RideRoute } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rides/:id/route: the planned route and the driven path (the ride's rider, its driver, admins). */
export function getRideRoute(rideId: string, options?: RequestOptions): Promise<RideRoute> {
  return requestData(rideRouteResponseSchema, GET(apiPath`/rides/${rideId}/route`), options);
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
