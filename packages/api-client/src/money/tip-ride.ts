import { rideResponseSchema, type Ride, type TipInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';

export type TipRideVariables = TipInput & { rideId: string };

/**
 * POST /rides/:id/tip: the ride's rider tips its driver ($1 to $100 in cents, once, after completion); returns the
 * ride with its tip. 409 RIDE_NOT_COMPLETED before completion, 409 ALREADY_TIPPED the second time.
 */
export function tipRide(rideId: string, input: TipInput, options?: RequestOptions): Promise<Ride> {
  return requestData(rideResponseSchema, POST(apiPath`/rides/${rideId}/tip`, input), options);
}

/** Tips, writes the ride into the cache, then invalidates ride.detail(id) (with its receipt) and the rider summary. */
export function useTipRide(options: MutationHookOptions<Ride, TipRideVariables> = {}) {
  return useEndpointMutation(({ rideId, ...input }) => tipRide(rideId, input), options, {
    onSuccess: async (queryClient, ride) => {
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await invalidate(queryClient, queryKeys.ride.detail(ride.id), queryKeys.ride.riderSummary());
    },
  });
}
