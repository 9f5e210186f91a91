import { rideRatingsResponseSchema, type RideRatings } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /rides/:id/ratings: the rating the signed-in party gave and whether the other side rated (admins: both in
 * full), and whether they can rate now; 404 RIDE_NOT_FOUND for someone else's ride.
 */
export async function getRideRatings(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<RideRatings> {
  const response = await http.get<unknown>(`/rides/${encodeURIComponent(rideId)}/ratings`, { signal });
  return parseResponse(rideRatingsResponseSchema, response).data;
}

/** Below the ride's detail key: invalidating the ride refreshes its ratings too. */
export function rideRatingsQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: queryKeys.ride.ratings(rideId),
    queryFn: ({ signal }) => getRideRatings(rideId, { signal }),
  });
}

export function useRideRatings(rideId: string) {
  return useQuery(rideRatingsQueryOptions(rideId));
}
