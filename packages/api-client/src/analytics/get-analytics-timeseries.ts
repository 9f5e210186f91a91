import {
  analyticsTimeseriesResponseSchema,
  type AnalyticsTimeseries,
  type AnalyticsTimeseriesParams,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/timeseries?from=&to=&timeZone=&groupBy= (admins): rides requested, completed and cancelled,
 * revenue and fares per day, week or month, every bucket of the range present.
 */
export async function getAnalyticsTimeseries(
  params: AnalyticsTimeseriesParams = {},
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AnalyticsTimeseries> {
  const response = await http.get<unknown>('/admin/analytics/timeseries', { params, signal });
  return parseResponse(analyticsTimeseriesResponseSchema, response).data;
}

/** The previous chart stays shown while another range or grouping loads. */
export function analyticsTimeseriesQueryOptions(params: AnalyticsTimeseriesParams = {}) {
  return queryOptions({
    queryKey: queryKeys.analytics.timeseries(params),
    queryFn: ({ signal }) => getAnalyticsTimeseries(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsTimeseries(params: AnalyticsTimeseriesParams = {}) {
  return useQuery(analyticsTimeseriesQueryOptions(params));
}
