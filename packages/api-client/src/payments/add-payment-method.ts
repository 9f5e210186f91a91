import { savedCardResponseSchema, type AddCardInput, type SavedCard } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * POST /rider/payment-methods: saves the card of a confirmed setup (`setupId`); the API reads brand, last 4 and
 * expiry from the provider. 400: the setup is not confirmed yet; 404: no such setup of this rider; 409: saved already.
 */
export function addPaymentMethod(input: AddCardInput, options?: RequestOptions): Promise<SavedCard> {
  return requestData(savedCardResponseSchema, POST('/rider/payment-methods', input), options);
}

/**
 * Saves a card, then invalidates payments.methods and makes sure the saved card is in the cached list: the wallet
 * page loads its list as the provider's page sends the rider back, and a list read while the card was being saved
 * must not hide it (the default first, as the API orders them).
 */
export function useAddPaymentMethod(options: MutationHookOptions<SavedCard, AddCardInput> = {}) {
  return useEndpointMutation(addPaymentMethod, options, {
    onSuccess: async (queryClient, saved) => {
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
    },
  });
}
