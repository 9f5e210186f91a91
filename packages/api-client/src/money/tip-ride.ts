import { rideResponseSchema, type Ride, type TipInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';

export type TipRideVariables = TipInput & { rideId: string };

/**
 * POST /rides/:id/tip: the ride's rider tips its driver ($1 to $100 in cents, once, after completion); returns the
 * ride with its tip. 409 RIDE_NOT_COMPLETED before completion, 409 ALREADY_TIPPED the second time.
 */
export async function tipRide(
  rideId: string,
  input: TipInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.post<unknown>(`/rides/${encodeURIComponent(rideId)}/tip`, input, { signal });
  return parseResponse(rideResponseSchema, response).data;
}

/** Tips, writes the ride into the cache, then invalidates ride.detail(id) (with its receipt) and the rider summary. */
export function useTipRide(options: MutationHookOptions<Ride, TipRideVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, TipRideVariables>({
    ...options,
    mutationFn: ({ rideId, ...input }) => tipRide(rideId, input),
    onSuccess: async (...args) => {
      const [ride] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.riderSummary() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
