import { optionalRideResponseSchema, type Ride } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';
import { keepNewerRide } from './ride-cache.ts';

/** GET /rides/active: the signed-in rider's or driver's ride in progress, or null. */
export function getActiveRide(options?: RequestOptions): Promise<Ride | null> {
  return requestData(optionalRideResponseSchema, GET('/rides/active'), options);
}

/** Kept fresh by the mutations and by `useRideRealtimeSync` (the socket's `ride.updated`). */
export const activeRideQueryOptions = () =>
  endpointQueryOptions(queryKeys.ride.active(), getActiveRide, { structuralSharing: keepNewerRide });

export const useActiveRide = () => useQuery(activeRideQueryOptions());
