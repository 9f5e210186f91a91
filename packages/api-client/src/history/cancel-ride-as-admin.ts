import { rideResponseSchema, type CancelRideInput, type Ride } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';

export type CancelRideAsAdminVariables = CancelRideInput & { rideId: string };

/** POST /admin/rides/:id/cancel: an admin cancels a stuck ride, with a reason kept in the audit log. */
export function cancelRideAsAdmin(
  rideId: string,
  input: CancelRideInput,
  options?: RequestOptions,
): Promise<Ride> {
  return requestData(rideResponseSchema, POST(apiPath`/admin/rides/${rideId}/cancel`, input), options);
}

/**
 * Cancels a ride as an admin, writes the answer into the cache (never as the admin's own active ride), then
 * invalidates ride.detail(id) and every ride list (its status and the totals changed).
 */
export function useCancelRideAsAdmin(options: MutationHookOptions<Ride, CancelRideAsAdminVariables> = {}) {
  return useEndpointMutation(({ rideId, ...input }) => cancelRideAsAdmin(rideId, input), options, {
    onSuccess: async (queryClient, ride) => {
      writeRideToCache(queryClient, ride, { isOwnRide: false });
      await invalidate(queryClient, queryKeys.ride.detail(ride.id), queryKeys.ride.lists());
    },
  });
}
