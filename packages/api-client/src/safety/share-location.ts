import { shareLocationResponseSchema, type ShareLocationResult } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/** POST /rides/:id/share-location: e-mails a live link to the emergency contacts (no alert); returns the link. */
export async function shareLocation(
  rideId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<ShareLocationResult> {
  const response = await http.post<unknown>(
    `/rides/${encodeURIComponent(rideId)}/share-location`,
    undefined,
    {
      signal,
    },
  );
  return parseResponse(shareLocationResponseSchema, response).data;
}

/** Nothing is cached (the variable is the ride's id). */
export function useShareLocation(options: MutationHookOptions<ShareLocationResult, string> = {}) {
  return useMutation<ShareLocationResult, ApiClientError, string>({
    ...options,
    mutationFn: (rideId) => shareLocation(rideId),
  });
}
