import { walletResponseSchema, type Wallet, type WalletTopUpInput } from '@ridebook/validation';
import type { RequestOptions } from '../http-client.ts';
import { POST, requestData } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * POST /rider/wallet/top-up: $5 to $500 charged to the given card, else the default one; returns the wallet.
 * 402 CARD_DECLINED names the decline, 402 PAYMENT_AUTHENTICATION_REQUIRED when the bank asks for 3-D Secure: with
 * a `returnUrl` it carries `authentication` (`paymentAuthenticationOf`), and the same top-up (same `idempotencyKey`)
 * sent again with `authenticatedPaymentId` is credited once the bank confirmed it.
 */
export function topUpWallet(input: WalletTopUpInput, options?: RequestOptions): Promise<Wallet> {
  return requestData(walletResponseSchema, POST('/rider/wallet/top-up', input), options);
}

/** Tops up, writes the wallet into the cache, then invalidates the wallet's history. */
export function useTopUpWallet(options: MutationHookOptions<Wallet, WalletTopUpInput> = {}) {
  return useEndpointMutation(topUpWallet, options, {
    onSuccess: async (queryClient, wallet) => {
      queryClient.setQueryData(queryKeys.payments.wallet({ currency: wallet.currency }), wallet);
      await queryClient.invalidateQueries({ queryKey: queryKeys.payments.walletAll() });
    },
  });
}
