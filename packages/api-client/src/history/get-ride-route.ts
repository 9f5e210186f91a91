import { rideRouteResponseSchema, type RideRoute } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rides/:id/route: the planned route and the driven path (the ride's rider, its driver, admins). */
export function getRideRoute(rideId: string, options?: RequestOptions): Promise<RideRoute> {
  return requestData(rideRouteResponseSchema, GET(apiPath`/rides/${rideId}/route`), options);
}

/** Below ride.detail(id): whatever refreshes the ride refreshes its route too. */
export const rideRouteQueryOptions = (rideId: string) =>
  endpointQueryOptions(queryKeys.ride.route(rideId), (options) => getRideRoute(rideId, options));

export const useRideRoute = (rideId: string) => useQuery(rideRouteQueryOptions(rideId));
