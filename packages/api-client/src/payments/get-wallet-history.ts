import {
  walletHistoryResponseSchema,
  type WalletHistoryPage,
  type WalletHistoryParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /rider/wallet/history?page&pageSize&currency: one wallet's top-ups and refunds in, fares, fees and tips out; newest first. */
export function getWalletHistory(
  params: WalletHistoryParams = {},
  options?: RequestOptions,
): Promise<WalletHistoryPage> {
  return requestParsed(walletHistoryResponseSchema, GET('/rider/wallet/history', params), options);
}

/** Keeps the previous page on screen while the next one loads. */
export const walletHistoryQueryOptions = (params: WalletHistoryParams = {}) =>
  pagedQueryOptions(queryKeys.payments.walletHistory(params), getWalletHistory, params);

export const useWalletHistory = (params: WalletHistoryParams = {}) =>
  useQuery(walletHistoryQueryOptions(params));
