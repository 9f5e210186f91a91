import { rideResponseSchema, type DriverRideStep, type LatLng, type Ride } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';

export type AdvanceRideVariables = { rideId: string; step: DriverRideStep; position?: LatLng | undefined };

/**
 * POST /driver/rides/:id/{arrive|pick-up|start|complete}: the driver's next step on their ride, with where they
 * were when they took it (optional: the API falls back to the last known position). Returns the ride.
 */
export function advanceRide(
  rideId: string,
  step: DriverRideStep,
  position?: LatLng,
  options?: RequestOptions,
): Promise<Ride> {
  const body = position ? { position: { lat: position.lat, lng: position.lng } } : {};
  const path = apiPath`/driver/rides/${rideId}/${step}`;
  return requestData(rideResponseSchema, POST(path, body), options);
}

/**
 * Takes a step, writes the ride into the cache, then invalidates ride.active and ride.detail(id), and
 * driver.availability after `complete` (the driver's active ride is over).
 */
export function useAdvanceRide(options: MutationHookOptions<Ride, AdvanceRideVariables> = {}) {
  return useEndpointMutation(({ rideId, step, position }) => advanceRide(rideId, step, position), options, {
    onSuccess: async (queryClient, ride, { step }) => {
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await invalidate(
        queryClient,
        queryKeys.ride.active(),
        queryKeys.ride.detail(ride.id),
        step === 'complete' && queryKeys.driver.availability(),
      );
    },
  });
}
