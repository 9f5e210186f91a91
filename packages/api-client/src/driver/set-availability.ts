import {
  availabilityResponseSchema,
  type Availability,
  type SetAvailabilityInput,
} from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { PUT, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** PUT /driver/availability: goes online (with a position) or offline; returns the new availability. */
export function setAvailability(
  input: SetAvailabilityInput,
  options?: RequestOptions,
): Promise<Availability> {
  return requestData(availabilityResponseSchema, PUT('/driver/availability', input), options);
}

/**
 * Goes online or offline, stores the answer as driver.availability (no refetch), and invalidates the offers and
 * open requests (an offline driver has none; an online one may have new ones).
 */
export function useSetAvailability(options: MutationHookOptions<Availability, SetAvailabilityInput> = {}) {
  return useEndpointMutation(setAvailability, options, {
    onSuccess: async (queryClient, availability) => {
      queryClient.setQueryData(queryKeys.driver.availability(), availability);
      await invalidate(queryClient, queryKeys.driver.offers(), queryKeys.driver.requests());
    },
  });
}
