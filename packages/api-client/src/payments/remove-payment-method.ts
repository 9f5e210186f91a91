import { messageResponseSchema } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { DELETE, apiPath, requestParsed } from '../request.ts';
import { invalidate, useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /rider/payment-methods/:id: removes a saved card; returns the API's message ("Card removed"). */
export async function removePaymentMethod(cardId: string, options?: RequestOptions): Promise<string> {
  const path = apiPath`/rider/payment-methods/${cardId}`;
  const { message } = await requestParsed(messageResponseSchema, DELETE(path), options);
  return message;
}

/** Removes a card (the variable is its id), then invalidates payments.methods (the default may have moved). */
export function useRemovePaymentMethod(options: MutationHookOptions<string, string> = {}) {
  return useEndpointMutation(removePaymentMethod, options, {
    onSuccess: (queryClient) => invalidate(queryClient, queryKeys.payments.methods()),
  });
}
