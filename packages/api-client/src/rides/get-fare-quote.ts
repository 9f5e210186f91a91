import { fareQuoteResponseSchema, type FareQuote, type FareQuoteRequest } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/**
 * POST /rides/quote: what the trip from pickup to destination costs now (fare range, route, distance, duration).
 * A quote expires (`expiresAt`); booking needs its id.
 */
export function getFareQuote(input: FareQuoteRequest, options?: RequestOptions): Promise<FareQuote> {
  return requestData(fareQuoteResponseSchema, POST('/rides/quote', input), options);
}

/** A quote is a mutation (each one is a new, expiring offer of the API), so nothing is cached. */
export function useFareQuote(options: MutationHookOptions<FareQuote, FareQuoteRequest> = {}) {
  return useEndpointMutation(getFareQuote, options);
}
