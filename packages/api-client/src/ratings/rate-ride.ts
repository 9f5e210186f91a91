import {
  ERROR_CODES,
  rideRatingsResponseSchema,
  type RateRideInput,
  type RideRatings,
} from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiClientError, type ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

export type RateRideVariables = RateRideInput & { rideId: string };

/**
 * POST /rides/:id/rating: the ride's rider rates its driver, or its driver its rider, once, after completion;
 * returns the ride's ratings as the rater sees them. 409 ALREADY_RATED / RIDE_NOT_COMPLETED otherwise.
 */
export async function rateRide(
  rideId: string,
  input: RateRideInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<RideRatings> {
  const response = await http.post<unknown>(`/rides/${encodeURIComponent(rideId)}/rating`, input, { signal });
  return parseResponse(rideRatingsResponseSchema, response).data;
}

/** Whether rating failed because this side already rated the ride (a retry, or another tab was first). */
export function isAlreadyRatedError(error: unknown): boolean {
  return isApiClientError(error) && error.status === 409 && error.code === ERROR_CODES.ALREADY_RATED;
}

/**
 * Rates a ride. On success: stores the answer as ride.ratings(id), then invalidates ride.detail(id) (its `rated`
 * flags and averages; the ratings just stored stay fresh below it only until the refetch). When the ride was
 * already rated, ride.ratings(id) is invalidated so the screen shows the rating that counts, before `onError`.
 */
export function useRateRide(options: MutationHookOptions<RideRatings, RateRideVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<RideRatings, ApiClientError, RateRideVariables>({
    ...options,
    mutationFn: ({ rideId, ...input }) => rateRide(rideId, input),
    onSuccess: async (...args) => {
      const [ratings, { rideId }] = args;
      queryClient.setQueryData(queryKeys.ride.ratings(rideId), ratings);
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(rideId) });
      await options.onSuccess?.(...args);
    },
    onError: async (...args) => {
      const [error, { rideId }] = args;
      if (isAlreadyRatedError(error)) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.ride.ratings(rideId) });
      }
      await options.onError?.(...args);
    },
  });
}
