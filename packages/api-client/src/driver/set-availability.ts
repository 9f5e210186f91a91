import {
  availabilityResponseSchema,
  type Availability,
  type SetAvailabilityInput,
} from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** PUT /driver/availability: goes online (with a position) or offline; returns the new availability. */
export async function setAvailability(
  input: SetAvailabilityInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Availability> {
  const response = await http.put<unknown>('/driver/availability', input, { signal });
  return parseResponse(availabilityResponseSchema, response).data;
}

/**
 * Goes online or offline, stores the answer as driver.availability (no refetch), and invalidates the offers and
 * open requests (an offline driver has none; an online one may have new ones).
 */
export function useSetAvailability(options: MutationHookOptions<Availability, SetAvailabilityInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Availability, ApiClientError, SetAvailabilityInput>({
    ...options,
    mutationFn: (input) => setAvailability(input),
    onSuccess: async (...args) => {
      const [availability] = args;
      queryClient.setQueryData(queryKeys.driver.availability(), availability);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.driver.requests() }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
