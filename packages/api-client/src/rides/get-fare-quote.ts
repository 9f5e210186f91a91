import { fareQuoteResponseSchema, type FareQuote, type FareQuoteRequest } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/**
 * POST /rides/quote: what the trip from pickup to destination costs now (fare range, route, distance, duration).
 * A quote expires (`expiresAt`); booking needs its id.
 */
export async function getFareQuote(
  input: FareQuoteRequest,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<FareQuote> {
  const response = await http.post<unknown>('/rides/quote', input, { signal });
  return parseResponse(fareQuoteResponseSchema, response).data;
}

/** A quote is a mutation (each one is a new, expiring offer of the API), so nothing is cached. */
export function useFareQuote(options: MutationHookOptions<FareQuote, FareQuoteRequest> = {}) {
  return useMutation<FareQuote, ApiClientError, FareQuoteRequest>({
    ...options,
    mutationFn: (input) => getFareQuote(input),
  });
}
