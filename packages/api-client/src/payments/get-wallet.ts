import { walletResponseSchema, type Wallet } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/wallet: balance (from the ledger), held for open wallet rides, available for a booking. */
export async function getWallet({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<Wallet> {
  const response = await http.get<unknown>('/rider/wallet', { signal });
  return parseResponse(walletResponseSchema, response).data;
}

export function walletQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.payments.wallet(),
    queryFn: ({ signal }) => getWallet({ signal }),
  });
}

export function useWallet() {
  return useQuery(walletQueryOptions());
}
