import {
  analyticsOverviewResponseSchema,
  type AnalyticsOverview,
  type AnalyticsRangeParams,
} from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/overview?from=&to=&timeZone= (admins): people, rides, rates, waits and revenue over a range of
 * days (default: the 30 days ending today, in UTC).
 */
export async function getAnalyticsOverview(
  params: AnalyticsRangeParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AnalyticsOverview> {
  const response = await http.get<unknown>('/admin/analytics/overview', { params, signal });
  return parseResponse(analyticsOverviewResponseSchema, response).data;
}

export function analyticsOverviewQueryOptions(params: AnalyticsRangeParams = {}) {
  return queryOptions({
    queryKey: queryKeys.analytics.overview(params),
    queryFn: ({ signal }) => getAnalyticsOverview(params, { signal }),
  });
}

export function useAnalyticsOverview(params: AnalyticsRangeParams = {}) {
  return useQuery(analyticsOverviewQueryOptions(params));
}
