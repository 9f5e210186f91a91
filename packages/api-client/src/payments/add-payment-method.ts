import { savedCardResponseSchema, type AddCardInput, type SavedCard } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * POST /rider/payment-methods: saves the card of a confirmed setup (`setupId`); the API reads brand, last 4 and
 * expiry from the provider. 400: the setup is not confirmed yet; 404: no such setup of this rider; 409: saved already.
 */
export async function addPaymentMethod(
  input: AddCardInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<SavedCard> {
  const response = await http.post<unknown>('/rider/payment-methods', input, { signal });
  return parseResponse(savedCardResponseSchema, response).data;
}

/**
 * Saves a card, then invalidates payments.methods and makes sure the saved card is in the cached list: the wallet
 * page loads its list as the provider's page sends the rider back, and a list read while the card was being saved
 * must not hide it (the default first, as the API orders them).
 */
export function useAddPaymentMethod(options: MutationHookOptions<SavedCard, AddCardInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<SavedCard, ApiClientError, AddCardInput>({
    ...options,
    mutationFn: (input) => addPaymentMethod(input),
    onSuccess: async (...args) => {
      const [saved] = args;
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.methods() });
      const cards = queryClient.getQueryData<SavedCard[]>(queryKeys.payments.methods());
      if (cards !== undefined && !cards.some((card) => card.id === saved.id)) {
        queryClient.setQueryData<SavedCard[]>(
          queryKeys.payments.methods(),
          saved.isDefault
            ? [saved, ...cards.map((card) => ({ ...card, isDefault: false }))]
            : [...cards, saved],
        );
      }
      await options.onSuccess?.(...args);
    },
  });
}
