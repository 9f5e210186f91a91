import { rideResponseSchema, type Ride } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';
import type { RideIdVariables } from './accept-ride.ts';

/** POST /driver/rides/:id/cash-collected: the driver confirms a cash ride was paid; returns the ride. */
export async function confirmCashCollected(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.post<unknown>(
    `/driver/rides/${encodeURIComponent(rideId)}/cash-collected`,
    undefined,
    {
      signal,
    },
  );
  return parseResponse(rideResponseSchema, response).data;
}

/** Confirms the cash, writes the ride into the cache, then invalidates ride.detail(id). */
export function useConfirmCashCollected(options: MutationHookOptions<Ride, RideIdVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, RideIdVariables>({
    ...options,
    mutationFn: ({ rideId }) => confirmCashCollected(rideId),
    onSuccess: async (...args) => {
      const [ride] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) });
      await options.onSuccess?.(...args);
    },
  });
}
