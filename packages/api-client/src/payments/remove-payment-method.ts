import type { RequestOptions } from '../http-client.ts';
import { DELETE, apiPath, requestMessage } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /rider/payment-methods/:id: removes a saved card; returns the API's message ("Card removed"). */
export function removePaymentMethod(cardId: string, options?: RequestOptions): Promise<string> {
  return requestMessage(DELETE(apiPath`/rider/payment-methods/${cardId}`), options);
}

/** Removes a card (the variable is its id), then invalidates payments.methods (the default may have moved). */
export function useRemovePaymentMethod(options: MutationHookOptions<string, string> = {}) {
  return useEndpointMutation(removePaymentMethod, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.methods()),
  });
}
