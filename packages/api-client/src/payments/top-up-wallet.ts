import { walletResponseSchema, type Wallet, type WalletTopUpInput } from '@ridebook/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * POST /rider/wallet/top-up: $5 to $500 charged to the given card, else the default one; returns the wallet.
 * 402 CARD_DECLINED names the decline, 402 PAYMENT_AUTHENTICATION_REQUIRED when the bank asks for 3-D Secure: with
 * a `returnUrl` it carries `authentication` (`paymentAuthenticationOf`), and the same top-up (same `idempotencyKey`)
 * sent again with `authenticatedPaymentId` is credited once the bank confirmed it.
 */
export async function topUpWallet(
  input: WalletTopUpInput,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Wallet> {
  const response = await http.post<unknown>('/rider/wallet/top-up', input, { signal });
  return parseResponse(walletResponseSchema, response).data;
}

/** Tops up, writes the wallet into the cache, then invalidates the wallet's history. */
export function useTopUpWallet(options: MutationHookOptions<Wallet, WalletTopUpInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<Wallet, ApiClientError, WalletTopUpInput>({
    ...options,
    mutationFn: (input) => topUpWallet(input),
    onSuccess: async (...args) => {
      queryClient.setQueryData(queryKeys.payments.wallet({ currency: args[0].currency }), args[0]);
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.walletAll() });
      await options.onSuccess?.(...args);
    },
  });
}
