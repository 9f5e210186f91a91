import { optionalRideResponseSchema, type Ride } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { keepNewerRide } from './ride-cache.ts';

/** GET /rides/active: the signed-in rider's or driver's ride in progress, or null. */
export async function getActiveRide({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<Ride | null> {
  const response = await http.get<unknown>('/rides/active', { signal });
  return parseResponse(optionalRideResponseSchema, response).data;
}

/** Kept fresh by the mutations and by `useRideRealtimeSync` (the socket's `ride.updated`). */
export function activeRideQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.ride.active(),
    queryFn: ({ signal }) => getActiveRide({ signal }),
    structuralSharing: keepNewerRide,
  });
}

export function useActiveRide() {
  return useQuery(activeRideQueryOptions());
}
