import { ERROR_CODES, rideResponseSchema, type Ride } from '@ridebook/validation';
import { isApiClientError } from '../errors.ts';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';
import { removeCachedOffers } from './offers-cache.ts';

export type RideIdVariables = { rideId: string };

/** POST /driver/rides/:id/accept: takes the offered or open ride; 409 RIDE_ALREADY_TAKEN when another driver won. */
export function acceptRide(rideId: string, options?: RequestOptions): Promise<Ride> {
  return requestData(rideResponseSchema, POST(apiPath`/driver/rides/${rideId}/accept`), options);
}

/** Whether accepting failed because another driver took the ride first (show "Ride already taken"). */
export function isRideAlreadyTakenError(error: unknown): boolean {
  return isApiClientError(error) && error.status === 409 && error.code === ERROR_CODES.RIDE_ALREADY_TAKEN;
}

/**
 * Accepts a ride. On success: writes the ride into the cache (detail and active ride), then invalidates
 * ride.active, ride.detail(id), driver.availability, driver.offers and driver.requests. When another driver won
 * (RIDE_ALREADY_TAKEN), the ride's offer leaves the cached offers at once and offers and requests are invalidated,
 * before the caller's `onError`.
 */
export function useAcceptRide(options: MutationHookOptions<Ride, RideIdVariables> = {}) {
  return useEndpointMutation(({ rideId }) => acceptRide(rideId), options, {
    onSuccess: async (queryClient, ride) => {
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await invalidate(
        queryClient,
        queryKeys.ride.active(),
        queryKeys.ride.detail(ride.id),
        queryKeys.driver.availability(),
        queryKeys.driver.offers(),
        queryKeys.driver.requests(),
      );
    },
    onError: async (queryClient, error, { rideId }) => {
      if (!isRideAlreadyTakenError(error)) return;
      removeCachedOffers(queryClient, (offer) => offer.rideId === rideId);
      await invalidate(queryClient, queryKeys.driver.offers(), queryKeys.driver.requests());
    },
  });
}
