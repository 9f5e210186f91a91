import {
  ERROR_CODES,
  rideRatingsResponseSchema,
  type RateRideInput,
  type RideRatings,
} from '@ridebook/validation';
import { isApiClientError } from '../errors.ts';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

export type RateRideVariables = RateRideInput & { rideId: string };

/**
 * POST /rides/:id/rating: the ride's rider rates its driver, or its driver its rider, once, after completion;
 * returns the ride's ratings as the rater sees them. 409 ALREADY_RATED / RIDE_NOT_COMPLETED otherwise.
 */
export function rateRide(
  rideId: string,
  input: RateRideInput,
  options?: RequestOptions,
): Promise<RideRatings> {
  return requestData(rideRatingsResponseSchema, POST(apiPath`/rides/${rideId}/rating`, input), options);
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
  return useEndpointMutation(({ rideId, ...input }) => rateRide(rideId, input), options, {
    onSuccess: async (queryClient, ratings, { rideId }) => {
      queryClient.setQueryData(queryKeys.ride.ratings(rideId), ratings);
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(rideId) });
    },
    onError: async (queryClient, error, { rideId }) => {
      if (!isAlreadyRatedError(error)) return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.ratings(rideId) });
    },
  });
}
