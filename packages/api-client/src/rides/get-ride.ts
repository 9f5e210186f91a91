import { rideResponseSchema, type Ride } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, apiPath, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { keepNewerRide } from './ride-cache.ts';

/** GET /rides/:id: one ride of the signed-in user (an admin: any ride); 404 RIDE_NOT_FOUND otherwise. */
export function getRide(rideId: string, options?: RequestOptions): Promise<Ride> {
  return requestData(rideResponseSchema, GET(apiPath`/rides/${rideId}`), options);
}

/** Kept fresh by the mutations and by `useRideRealtimeSync` (the socket's `ride.updated`). */
export const rideQueryOptions = (rideId: string) =>
  endpointQueryOptions(queryKeys.ride.detail(rideId), (options) => getRide(rideId, options), {
    structuralSharing: keepNewerRide,
  });

export const useRide = (rideId: string) => useQuery(rideQueryOptions(rideId));
