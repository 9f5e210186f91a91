import { rideResponseSchema, type Ride } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';
import type { RideIdVariables } from './accept-ride.ts';

/** POST /driver/rides/:id/cash-collected: the driver confirms a cash ride was paid; returns the ride. */
export function confirmCashCollected(rideId: string, options?: RequestOptions): Promise<Ride> {
  return requestData(rideResponseSchema, POST(apiPath`/driver/rides/${rideId}/cash-collected`), options);
}

/** Confirms the cash, writes the ride into the cache, then invalidates ride.detail(id). */
export function useConfirmCashCollected(options: MutationHookOptions<Ride, RideIdVariables> = {}) {
  return useEndpointMutation(({ rideId }) => confirmCashCollected(rideId), options, {
    onSuccess: async (queryClient, ride) => {
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) });
    },
  });
}
