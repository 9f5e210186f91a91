import { shareLinkResponseSchema, type ShareLink } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/**
 * POST /rides/:id/share: a new secret read-only link to the ride (its rider or driver, while a driver is on it).
 * `url` is absolute when the API knows the public site's address, else a path on this site.
 */
export async function shareRide(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<ShareLink> {
  const response = await http.post<unknown>(`/rides/${encodeURIComponent(rideId)}/share`, undefined, {
    signal,
  });
  return parseResponse(shareLinkResponseSchema, response).data;
}

/** Each call makes a new link, so nothing is cached (the variable is the ride's id). */
export function useShareRide(options: MutationHookOptions<ShareLink, string> = {}) {
  return useMutation<ShareLink, ApiClientError, string>({
    ...options,
    mutationFn: (rideId) => shareRide(rideId),
  });
}
