import {
  analyticsOverviewResponseSchema,
  type AnalyticsOverview,
  type AnalyticsRangeParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
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

export const analyticsOverviewQueryOptions = (params: AnalyticsRangeParams = {}) =>
  endpointQueryOptions(queryKeys.analytics.overview(params), (options) =>
    getAnalyticsOverview(params, options),
  );

export const useAnalyticsOverview = (params: AnalyticsRangeParams = {}) =>
  useQuery(analyticsOverviewQueryOptions(params));
