import { rideResponseSchema, type CancelRideInput, type Ride } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from './ride-cache.ts';

export type CancelRideVariables = CancelRideInput & { rideId: string };

/** POST /rides/:id/cancel: cancels the ride (its rider, its driver before pickup, an admin); returns the ride. */
export async function cancelRide(
  rideId: string,
  input: CancelRideInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.post<unknown>(`/rides/${encodeURIComponent(rideId)}/cancel`, input, { signal });
  return parseResponse(rideResponseSchema, response).data;
}

/**
 * Cancels a ride, writes the answer into the cache, then invalidates ride.active, ride.detail(id) (with its
 * cancellation preview) and driver.availability (a driver's active ride is gone).
 */
export function useCancelRide(options: MutationHookOptions<Ride, CancelRideVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, CancelRideVariables>({
    ...options,
    mutationFn: ({ rideId, ...input }) => cancelRide(rideId, input),
    onSuccess: async (...args) => {
      const [ride] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.availability() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
