import { shareLinkResponseSchema, type ShareLink } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/**
 * POST /rides/:id/share: a new secret read-only link to the ride (its rider or driver, while a driver is on it).
 * `url` is absolute when the API knows the public site's address, else a path on this site.
 */
export function shareRide(rideId: string, options?: RequestOptions): Promise<ShareLink> {
  return requestData(shareLinkResponseSchema, POST(apiPath`/rides/${rideId}/share`), options);
}

/** Each call makes a new link, so nothing is cached (the variable is the ride's id). */
export function useShareRide(options: MutationHookOptions<ShareLink, string> = {}) {
  return useEndpointMutation(shareRide, options);
}
