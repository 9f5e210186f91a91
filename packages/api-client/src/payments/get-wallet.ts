import { walletResponseSchema, type Wallet, type WalletParams } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /rider/wallet?currency: the wallet in one currency (the default city's unless asked): balance (from the
 * ledger), held for open wallet rides, available for a booking.
 */
export async function getWallet(
  params: WalletParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<Wallet> {
  const response = await http.get<unknown>('/rider/wallet', { params, signal });
  return parseResponse(walletResponseSchema, response).data;
}

export function walletQueryOptions(params: WalletParams = {}) {
  return queryOptions({
    queryKey: queryKeys.payments.wallet(params),
    queryFn: ({ signal }) => getWallet(params, { signal }),
  });
}

export function useWallet(params: WalletParams = {}) {
  return useQuery(walletQueryOptions(params));
}
