import { cardSetupResponseSchema, type CardSetup, type CardSetupRequest } from '@ridebook/validation';
import { useMutation } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';

/**
 * POST /rider/payment-methods/setup: starts saving a card in the provider's own fields (Stripe's Payment Element
 * with the setup's client secret, or the sandbox's hosted card page). The app never sends a card number to the API.
 */
export async function startCardSetup(
  input: CardSetupRequest,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<CardSetup> {
  const response = await http.post<unknown>('/rider/payment-methods/setup', input, { signal });
  return parseResponse(cardSetupResponseSchema, response).data;
}

/** Starts a card setup (nothing cached changes until the card is saved). */
export function useStartCardSetup(options: MutationHookOptions<CardSetup, CardSetupRequest> = {}) {
  return useMutation<CardSetup, ApiClientError, CardSetupRequest>({
    ...options,
    mutationFn: (input) => startCardSetup(input),
  });
}
