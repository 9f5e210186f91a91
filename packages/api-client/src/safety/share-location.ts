import { shareLocationResponseSchema, type ShareLocationResult } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/** POST /rides/:id/share-location: e-mails a live link to the emergency contacts (no alert); returns the link. */
export function shareLocation(rideId: string, options?: RequestOptions): Promise<ShareLocationResult> {
  return requestData(shareLocationResponseSchema, POST(apiPath`/rides/${rideId}/share-location`), options);
}

/** Nothing is cached (the variable is the ride's id). */
export function useShareLocation(options: MutationHookOptions<ShareLocationResult, string> = {}) {
  return useEndpointMutation(shareLocation, options);
}
