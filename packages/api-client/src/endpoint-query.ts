import {
  keepPreviousData,
  queryOptions,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { RequestOptions } from './http-client.ts';

/** TanStack's query options besides the key and the query function (staleTime, placeholderData, ...). */
export type MoreQueryOptions<TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, DefaultError, TData, TKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The query options of a GET endpoint: its key (from `queryKeys`), and a query function that calls the endpoint's
 * fetcher with TanStack's abort signal, so a fetch nobody waits for any more is cancelled.
 */
export function endpointQueryOptions<TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetch: (options: RequestOptions) => Promise<TData>,
  more: MoreQueryOptions<TData, TKey> = {},
) {
  return queryOptions({ ...more, queryKey, queryFn: ({ signal }) => fetch({ signal }) });
}

/**
 * The query options of a list read a page (or a range) at a time: keyed by its parameters, and the page on screen
 * stays shown while the next one loads (`keepPreviousData`), so a table or a chart does not blank out.
 */
export function pagedQueryOptions<TParams, TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetch: (params: TParams, options?: RequestOptions) => Promise<TData>,
  params: TParams,
) {
  return endpointQueryOptions(queryKey, (options) => fetch(params, options), {
    placeholderData: keepPreviousData,
  });
}
