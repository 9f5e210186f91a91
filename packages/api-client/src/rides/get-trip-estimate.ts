import { tripEstimateResponseSchema, type FareQuoteRequest, type TripEstimate } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/**
 * POST /fare-estimate: what a trip would cost now, for anyone (the public site's estimator). Same pricing as a
 * quote, but nothing is stored and nothing can be booked with it.
 */
export function getTripEstimate(input: FareQuoteRequest, options?: RequestOptions): Promise<TripEstimate> {
  return requestData(tripEstimateResponseSchema, POST('/fare-estimate', input), options);
}

/** Asked when the visitor presses Estimate; prices follow the settings, so nothing is cached. */
export function useTripEstimate(options: MutationHookOptions<TripEstimate, FareQuoteRequest> = {}) {
  return useEndpointMutation(getTripEstimate, options);
}
