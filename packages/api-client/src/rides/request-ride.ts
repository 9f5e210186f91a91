import { rideResponseSchema, type RequestRideInput, type Ride } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';
import { writeRideToCache } from './ride-cache.ts';

/**
 * A new idempotency key for one booking attempt. Make it once per booking (when the rider confirms) and send it
 * again with every retry of that booking, so a retry after a lost answer returns the same ride instead of a second.
 */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** POST /rides: books the quoted trip; 201 with the new ride, or 200 with the same ride for a repeated key. */
export async function requestRide(
  input: RequestRideInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Ride> {
  const response = await http.post<unknown>('/rides', input, { signal });
  return parseResponse(rideResponseSchema, response).data;
}

/**
 * Books a ride, writes it into the cache (its detail; the active ride when it starts now), then invalidates
 * ride.active.
 */
export function useRequestRide(options: MutationHookOptions<Ride, RequestRideInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Ride, ApiClientError, RequestRideInput>({
    ...options,
    mutationFn: (input) => requestRide(input),
    onSuccess: async (...args) => {
      const [ride] = args;
      writeRideToCache(queryClient, ride, { isOwnRide: true });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ride.active() });
      await options.onSuccess?.(...args);
    },
  });
}
