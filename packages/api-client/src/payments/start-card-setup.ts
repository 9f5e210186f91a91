import { cardSetupResponseSchema, type CardSetup, type CardSetupRequest } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';

/**
 * POST /rider/payment-methods/setup: starts saving a card in the provider's own fields (Stripe's Payment Element
 * with the setup's client secret, or the sandbox's hosted card page). The app never sends a card number to the API.
 */
export function startCardSetup(input: CardSetupRequest, options?: RequestOptions): Promise<CardSetup> {
  return requestData(cardSetupResponseSchema, POST('/rider/payment-methods/setup', input), options);
}

/** Starts a card setup (nothing cached changes until the card is saved). */
export function useStartCardSetup(options: MutationHookOptions<CardSetup, CardSetupRequest> = {}) {
  return useEndpointMutation(startCardSetup, options);
}
