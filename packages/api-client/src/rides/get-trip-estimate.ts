import { tripEstimateResponseSchema, type FareQuoteRequest, type TripEstimate } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/**
 * POST /fare-estimate: what a trip would cost now, for anyone (the public site's estimator). Same pricing as a
 * quote, but nothing is stored and nothing can be booked with it.
 */
export async function getTripEstimate(
  input: FareQuoteRequest,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<TripEstimate> {
  const response = await http.post<unknown>('/fare-estimate', input, { signal });
  return parseResponse(tripEstimateResponseSchema, response).data;
}

/** Asked when the visitor presses Estimate; prices follow the settings, so nothing is cached. */
export function useTripEstimate(options: MutationHookOptions<TripEstimate, FareQuoteRequest> = {}) {
  return useMutation<TripEstimate, ApiClientError, FareQuoteRequest>({
    ...options,
    mutationFn: (input) => getTripEstimate(input),
  });
}
