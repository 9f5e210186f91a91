import { rideResponseSchema, type RequestRideInput, type Ride } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from './ride-cache.ts';

/**
 * A new idempotency key for one booking attempt. Make it once per booking (when the rider confirms) and send it
 * again with every retry of that booking, so a retry after a lost answer returns the same ride instead of a second.
 */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** POST /rides: books the quoted trip; 201 with the new ride, or 200 with the same ride for a repeated key. */
export function requestRide(input: RequestRideInput, options?: RequestOptions): Promise<Ride> {
  return requestData(rideResponseSchema, POST('/rides', input), options);
}

/**
 * Books a ride, writes it into the cache (its detail; the active ride when it starts now), then invalidates
 * ride.active.
 */
export function useRequestRide(options: MutationHookOptions<Ride, RequestRideInput> = {}) {
  return useEndpointMutation(requestRide, options, {
    onSuccess: async (queryClient, ride) => {
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() });
    },
  });
}
