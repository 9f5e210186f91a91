import {
  analyticsHeatmapResponseSchema,
  type AnalyticsHeatmap,
  type AnalyticsHeatmapParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { KEEP_PREVIOUS_PAGE, endpointQueryOptions } from '../endpoint-query.ts';
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
  endpointQueryOptions(
    queryKeys.analytics.heatmap(params),
    (options) => getAnalyticsHeatmap(params, options),
    KEEP_PREVIOUS_PAGE,
  );

export const useAnalyticsHeatmap = (params: AnalyticsHeatmapParams = {}) =>
  useQuery(analyticsHeatmapQueryOptions(params));
