import { rideRatingsResponseSchema, type RideRatings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /rides/:id/ratings: the rating the signed-in party gave and whether the other side rated (admins: both in
 * full), and whether they can rate now; 404 RIDE_NOT_FOUND for someone else's ride.
 */
export function getRideRatings(rideId: string, options?: RequestOptions): Promise<RideRatings> {
  return requestData(rideRatingsResponseSchema, GET(apiPath`/rides/${rideId}/ratings`), options);
}

/** Below the ride's detail key: invalidating the ride refreshes its ratings too. */
export const rideRatingsQueryOptions = (rideId: string) =>
  endpointQueryOptions(queryKeys.ride.ratings(rideId), (options) => getRideRatings(rideId, options));

export const useRideRatings = (rideId: string) => useQuery(rideRatingsQueryOptions(rideId));
