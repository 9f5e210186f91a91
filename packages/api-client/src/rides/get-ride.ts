import { rideResponseSchema, type Ride } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { keepNewerRide } from './ride-cache.ts';

/** GET /rides/:id: one ride of the signed-in user (an admin: any ride); 404 RIDE_NOT_FOUND otherwise. */
export async function getRide(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.get<unknown>(`/rides/${encodeURIComponent(rideId)}`, { signal });
  return parseResponse(rideResponseSchema, response).data;
}

/** Kept fresh by the mutations and by `useRideRealtimeSync` (the socket's `ride.updated`). */
export function rideQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: queryKeys.ride.detail(rideId),
    queryFn: ({ signal }) => getRide(rideId, { signal }),
    structuralSharing: keepNewerRide,
  });
}

export function useRide(rideId: string) {
  return useQuery(rideQueryOptions(rideId));
}
