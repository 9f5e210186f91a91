import { walletResponseSchema, type Wallet, type WalletParams } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /rider/wallet?currency: the wallet in one currency (the default city's unless asked): balance (from the
 * ledger), held for open wallet rides, available for a booking.
 */
export function getWallet(params: WalletParams = {}, options?: RequestOptions): Promise<Wallet> {
  return requestData(walletResponseSchema, GET('/rider/wallet', params), options);
}

export const walletQueryOptions = (params: WalletParams = {}) =>
  endpointQueryOptions(queryKeys.payments.wallet(params), (options) => getWallet(params, options));

export const useWallet = (params: WalletParams = {}) => useQuery(walletQueryOptions(params));
