import { messageResponseSchema, type MessageResponse } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import type { RideIdVariables } from './accept-ride.ts';
import { removeCachedOffers } from './offers-cache.ts';

/** POST /driver/rides/:id/decline: turns the offer down (the ride goes to the next driver). */
export async function declineRide(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<MessageResponse> {
  const response = await http.post<unknown>(
    `/driver/rides/${encodeURIComponent(rideId)}/decline`,
    undefined,
    {
      signal,
    },
  );
  return parseResponse(messageResponseSchema, response);
}

/** Declines a ride: its offer leaves the cached offers at once, then driver.offers is invalidated. */
export function useDeclineRide(options: MutationHookOptions<MessageResponse, RideIdVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<MessageResponse, ApiClientError, RideIdVariables>({
    ...options,
    mutationFn: ({ rideId }) => declineRide(rideId),
    onSuccess: async (...args) => {
      const [, { rideId }] = args;
      removeCachedOffers(queryClient, (offer) => offer.rideId === rideId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers() });
      await options.onSuccess?.(...args);
    },
  });
}
