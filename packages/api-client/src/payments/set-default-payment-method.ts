import { savedCardResponseSchema, type SavedCard } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, apiPath, requestData } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /rider/payment-methods/:id/default: card rides and top-ups use this card from now on. */
export function setDefaultPaymentMethod(cardId: string, options?: RequestOptions): Promise<SavedCard> {
  return requestData(
    savedCardResponseSchema,
    POST(apiPath`/rider/payment-methods/${cardId}/default`),
    options,
  );
}

/** Makes a card the default (the variable is its id), then invalidates payments.methods. */
export function useSetDefaultPaymentMethod(options: MutationHookOptions<SavedCard, string> = {}) {
  return useEndpointMutation(setDefaultPaymentMethod, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.methods()),
  });
}
