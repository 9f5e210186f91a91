import { savedCardResponseSchema, type SavedCard } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /rider/payment-methods/:id/default: card rides and top-ups use this card from now on. */
export async function setDefaultPaymentMethod(
  cardId: string,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<SavedCard> {
  const response = await http.post<unknown>(
    `/rider/payment-methods/${encodeURIComponent(cardId)}/default`,
    undefined,
    { signal },
  );
  return parseResponse(savedCardResponseSchema, response).data;
}

/** Makes a card the default (the variable is its id), then invalidates payments.methods. */
export function useSetDefaultPaymentMethod(options: MutationHookOptions<SavedCard, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<SavedCard, ApiClientError, string>({
    ...options,
    mutationFn: (cardId) => setDefaultPaymentMethod(cardId),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.methods() });
      await options.onSuccess?.(...args);
    },
  });
}
