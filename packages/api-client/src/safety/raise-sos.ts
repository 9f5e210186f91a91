import { sosResponseSchema, type RaiseSosInput, type SosResult } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

export type RaiseSosVariables = NonNullable<RaiseSosInput> & { rideId: string };

/**
 * POST /rides/:id/sos: alerts RideBook's admins and e-mails the emergency contacts a live link. A repeat within a
 * minute returns the open alert (`alreadyRaised`) without e-mailing again. `policeNumber` is the number to offer.
 */
export function raiseSos(
  rideId: string,
  input: RaiseSosInput = {},
  options?: RequestOptions,
): Promise<SosResult> {
  return requestData(sosResponseSchema, POST(apiPath`/rides/${rideId}/sos`, input ?? {}), options);
}

/** An alarm, not data: nothing is cached. */
export function useRaiseSos(options: MutationHookOptions<SosResult, RaiseSosVariables> = {}) {
  return useEndpointMutation(({ rideId, ...input }) => raiseSos(rideId, input), options);
}
