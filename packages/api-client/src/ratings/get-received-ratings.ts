import {
  receivedRatingsResponseSchema,
  type ReceivedRatings,
  type ReceivedRatingsQuery,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /user/me/ratings?page&pageSize: the ratings the signed-in rider or driver received, newest first (stars,
 * comment, date; never who gave them), with `summary: { average, count }` and the page info.
 */
export function getReceivedRatings(
  { page, pageSize }: ReceivedRatingsQuery = {},
  options?: RequestOptions,
): Promise<ReceivedRatings> {
  return requestParsed(receivedRatingsResponseSchema, GET('/user/me/ratings', { page, pageSize }), options);
}

/** While the next page loads, the current one stays shown (`keepPreviousData`). */
export function receivedRatingsQueryOptions(query: ReceivedRatingsQuery = {}) {
  return queryOptions({
    queryKey: queryKeys.user.receivedRatings(query),
    queryFn: ({ signal }) => getReceivedRatings(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReceivedRatings(query: ReceivedRatingsQuery = {}) {
  return useQuery(receivedRatingsQueryOptions(query));
}
