import {
  ERROR_CODES,
  rideResponseSchema,
  type PaymentAuthentication,
  type RequestRideInput,
  type Ride,
} from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiClientError, type ApiClientError } from '../errors.ts';
import { DEFAULT_API_BASE_URL, getHttpClient, type RequestOptions } from '../http-client.ts';
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
 * The 3-D Secure step a refused booking asks for (402 PAYMENT_AUTHENTICATION_REQUIRED with `authentication`, sent when
 * the booking gave a `returnUrl`): the payment to book with afterwards and where the browser goes; else undefined.
 */
export function paymentAuthenticationOf(error: unknown): PaymentAuthentication | undefined {
  if (!isApiClientError(error) || error.code !== ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED)
    return undefined;
  return error.body?.authentication;
}

/**
 * The absolute address of a 3-D Secure page: a bank's (absolute already) or the sandbox's, which the API gives as a
 * path from its own origin (`/api/payments/sandbox/...`), resolved against the API's base URL (`apiBaseUrl`, else the
 * configured client's, else `/api`, itself resolved against the page).
 */
export function paymentAuthenticationUrl(redirectUrl: string, apiBaseUrl?: string, pageUrl?: string): string {
  const base = apiBaseUrl || getHttpClient().defaults.baseURL || DEFAULT_API_BASE_URL;
  return new URL(redirectUrl, new URL(base, pageUrl ?? window.location.href)).href;
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
