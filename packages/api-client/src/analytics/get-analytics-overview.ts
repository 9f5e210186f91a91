import {
  analyticsOverviewResponseSchema,
  type AnalyticsOverview,
  type AnalyticsRangeParams,
} from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/overview?from=&to=&timeZone= (admins): people, rides, rates, waits and revenue over a range of
 * days (default: the 30 days ending today, in UTC).
 */
export function getAnalyticsOverview(
  params: AnalyticsRangeParams = {},
  options?: RequestOptions,
): Promise<AnalyticsOverview> {
  return requestData(analyticsOverviewResponseSchema, GET('/admin/analytics/overview', params), options);
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
