import {
  analyticsHeatmapResponseSchema,
  type AnalyticsHeatmap,
  type AnalyticsHeatmapParams,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/heatmap?from=&to=&timeZone=&resolution= (admins): ride requests per H3 cell of the pickup,
 * busiest first, each with the cell's centre.
 */
export async function getAnalyticsHeatmap(
  params: AnalyticsHeatmapParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AnalyticsHeatmap> {
  const response = await http.get<unknown>('/admin/analytics/heatmap', { params, signal });
  return parseResponse(analyticsHeatmapResponseSchema, response).data;
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
