import { sosResponseSchema, type RaiseSosInput, type SosResult } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

export type RaiseSosVariables = NonNullable<RaiseSosInput> & { rideId: string };

/**
 * POST /rides/:id/sos: alerts RideBook's admins and e-mails the emergency contacts a live link. A repeat within a
 * minute returns the open alert (`alreadyRaised`) without e-mailing again. `policeNumber` is the number to offer.
 */
export async function raiseSos(
  rideId: string,
  input: RaiseSosInput = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<SosResult> {
  const response = await http.post<unknown>(`/rides/${encodeURIComponent(rideId)}/sos`, input ?? {}, {
    signal,
  });
  return parseResponse(sosResponseSchema, response).data;
}

/** An alarm, not data: nothing is cached. */
export function useRaiseSos(options: MutationHookOptions<SosResult, RaiseSosVariables> = {}) {
  return useMutation<SosResult, ApiClientError, RaiseSosVariables>({
    ...options,
    mutationFn: ({ rideId, ...input }) => raiseSos(rideId, input),
  });
}
