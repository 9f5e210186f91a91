import {
  receivedRatingsResponseSchema,
  type ReceivedRatings,
  type ReceivedRatingsQuery,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
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
export const receivedRatingsQueryOptions = (query: ReceivedRatingsQuery = {}) =>
  pagedQueryOptions(queryKeys.user.receivedRatings(query), getReceivedRatings, query);

export const useReceivedRatings = (query: ReceivedRatingsQuery = {}) =>
  useQuery(receivedRatingsQueryOptions(query));
