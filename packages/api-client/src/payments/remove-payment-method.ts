import { messageResponseSchema } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** DELETE /rider/payment-methods/:id: removes a saved card; returns the API's message ("Card removed"). */
export async function removePaymentMethod(
  cardId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<string> {
  const response = await http.delete<unknown>(`/rider/payment-methods/${encodeURIComponent(cardId)}`, {
    signal,
  });
  return parseResponse(messageResponseSchema, response).message;
}

/** Removes a card (the variable is its id), then invalidates payments.methods (the default may have moved). */
export function useRemovePaymentMethod(options: MutationHookOptions<string, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<string, ApiClientError, string>({
    ...options,
    mutationFn: (cardId) => removePaymentMethod(cardId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.methods() });
      await options.onSuccess?.(...args);
    },
  });
}
