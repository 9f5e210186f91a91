import { rideResponseSchema, type CancelRideInput, type Ride } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';

export type CancelRideAsAdminVariables = CancelRideInput & { rideId: string };

/** POST /admin/rides/:id/cancel: an admin cancels a stuck ride, with a reason kept in the audit log. */
export async function cancelRideAsAdmin(
  rideId: string,
  input: CancelRideInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.post<unknown>(`/admin/rides/${encodeURIComponent(rideId)}/cancel`, input, {
    signal,
  });
  return parseResponse(rideResponseSchema, response).data;
}

/**
 * Cancels a ride as an admin, writes the answer into the cache (never as the admin's own active ride), then
 * invalidates ride.detail(id) and every ride list (its status and the totals changed).
 */
export function useCancelRideAsAdmin(options: MutationHookOptions<Ride, CancelRideAsAdminVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, CancelRideAsAdminVariables>({
    ...options,
    mutationFn: ({ rideId, ...input }) => cancelRideAsAdmin(rideId, input),
    onSuccess: async (...args) => {
      const [ride] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: false });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.lists() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
