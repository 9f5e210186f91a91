import { ERROR_CODES, rideResponseSchema, type Ride } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiClientError, type ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';
import { removeCachedOffers } from './offers-cache.ts';

export type RideIdVariables = { rideId: string };

/** POST /driver/rides/:id/accept: takes the offered or open ride; 409 RIDE_ALREADY_TAKEN when another driver won. */
export async function acceptRide(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.post<unknown>(`/driver/rides/${encodeURIComponent(rideId)}/accept`, undefined, {
    signal,
  });
  return parseResponse(rideResponseSchema, response).data;
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
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, RideIdVariables>({
    ...options,
    mutationFn: ({ rideId }) => acceptRide(rideId),
    onSuccess: async (...args) => {
      const [ride] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.availability() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.requests() }),
      ]);
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      const [error, { rideId }] = args;
      if (isRideAlreadyTakenError(error)) {
        removeCachedOffers(queryClient, (offer) => offer.rideId === rideId);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers() }),
          queryClient.invalidateQueries({ queryKey: queryKeys.driver.requests() }),
        ]);
      }
      await options.onError?.(...args);
    },
  });
}
