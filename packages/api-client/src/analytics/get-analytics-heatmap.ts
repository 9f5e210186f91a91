import {
  analyticsHeatmapResponseSchema,
  type AnalyticsHeatmap,
  type AnalyticsHeatmapParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
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
export const analyticsHeatmapQueryOptions = (params: AnalyticsHeatmapParams = {}) =>
  pagedQueryOptions(queryKeys.analytics.heatmap(params), getAnalyticsHeatmap, params);

export const useAnalyticsHeatmap = (params: AnalyticsHeatmapParams = {}) =>
  useQuery(analyticsHeatmapQueryOptions(params));
