import { rideResponseSchema, type CancelRideInput, type Ride } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from './ride-cache.ts';

export type CancelRideVariables = CancelRideInput & { rideId: string };

/** POST /rides/:id/cancel: cancels the ride (its rider, its driver before pickup, an admin); returns the ride. */
export function cancelRide(rideId: string, input: CancelRideInput, options?: RequestOptions): Promise<Ride> {
  return requestData(rideResponseSchema, POST(apiPath`/rides/${rideId}/cancel`, input), options);
}

/**
 * Cancels a ride, writes the answer into the cache, then invalidates ride.active, ride.detail(id) (with its
 * cancellation preview) and driver.availability (a driver's active ride is gone).
 */
export function useCancelRide(options: MutationHookOptions<Ride, CancelRideVariables> = {}) {
  return useEndpointMutation(({ rideId, ...input }) => cancelRide(rideId, input), options, {
    onSuccess: async (queryClient, ride) => {
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await invalidate(
        queryClient,
        queryKeys.ride.active(),
        queryKeys.ride.detail(ride.id),
        queryKeys.driver.availability(),
      );
    },
  });
}
