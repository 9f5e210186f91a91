import { rideResponseSchema, type DriverRideStep, type LatLng, type Ride } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from '../rides/ride-cache.ts';

export type AdvanceRideVariables = { rideId: string; step: DriverRideStep; position?: LatLng | undefined };

/**
 * POST /driver/rides/:id/{arrive|pick-up|start|complete}: the driver's next step on their ride, with where they
 * were when they took it (optional: the API falls back to the last known position). Returns the ride.
 */
export async function advanceRide(
  rideId: string,
  step: DriverRideStep,
  position?: LatLng,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const body = position ? { position: { lat: position.lat, lng: position.lng } } : {};
  const response = await http.post<unknown>(`/driver/rides/${encodeURIComponent(rideId)}/${step}`, body, {
    signal,
  });
  return parseResponse(rideResponseSchema, response).data;
}

/**
 * Takes a step, writes the ride into the cache, then invalidates ride.active and ride.detail(id), and
 * driver.availability after `complete` (the driver's active ride is over).
 */
export function useAdvanceRide(options: MutationHookOptions<Ride, AdvanceRideVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, AdvanceRideVariables>({
    ...options,
    mutationFn: ({ rideId, step, position }) => advanceRide(rideId, step, position),
    onSuccess: async (...args) => {
      const [ride, { step }] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ride.detail(ride.id) }),
        step === 'complete' && queryClient.invalidateQueries({ queryKey: queryKeys.driver.availability() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
