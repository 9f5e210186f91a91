import { messageResponseSchema, type MessageResponse } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestParsed } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import type { RideIdVariables } from './accept-ride.ts';
import { removeCachedOffers } from './offers-cache.ts';

/** POST /driver/rides/:id/decline: turns the offer down (the ride goes to the next driver). */
export function declineRide(rideId: string, options?: RequestOptions): Promise<MessageResponse> {
  return requestParsed(messageResponseSchema, POST(apiPath`/driver/rides/${rideId}/decline`), options);
}

/** Declines a ride: its offer leaves the cached offers at once, then driver.offers is invalidated. */
export function useDeclineRide(options: MutationHookOptions<MessageResponse, RideIdVariables> = {}) {
  return useEndpointMutation(({ rideId }) => declineRide(rideId), options, {
    onSuccess: async (queryClient, _data, { rideId }) => {
      removeCachedOffers(queryClient, (offer) => offer.rideId === rideId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers() });
    },
  });
}
