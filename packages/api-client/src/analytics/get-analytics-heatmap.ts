import {
  analyticsHeatmapResponseSchema,
  type AnalyticsHeatmap,
  type AnalyticsHeatmapParams,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/heatmap?from=&to=&timeZone=&resolution= (admins): ride requests per H3 cell of the pickup,
 * busiest first, each with the cell's centre.
 */
export function getAnalyticsHeatmap(
  params: AnalyticsHeatmapParams = {},
  options?: RequestOptions,
): Promise<AnalyticsHeatmap> {
  return requestData(analyticsHeatmapResponseSchema, GET('/admin/analytics/heatmap', params), options);
}

/** The previous map stays shown while another range or resolution loads. */
export function analyticsHeatmapQueryOptions(params: AnalyticsHeatmapParams = {}) {
  return queryOptions({
    queryKey: queryKeys.analytics.heatmap(params),
    queryFn: ({ signal }) => getAnalyticsHeatmap(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsHeatmap(params: AnalyticsHeatmapParams = {}) {
  return useQuery(analyticsHeatmapQueryOptions(params));
}
