import {
  analyticsTimeseriesResponseSchema,
  type AnalyticsTimeseries,
  type AnalyticsTimeseriesParams,
} from '@ridebook/validation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/timeseries?from=&to=&timeZone=&groupBy= (admins): rides requested, completed and cancelled,
 * revenue and fares per day, week or month, every bucket of the range present.
 */
export function getAnalyticsTimeseries(
  params: AnalyticsTimeseriesParams = {},
  options?: RequestOptions,
): Promise<AnalyticsTimeseries> {
  return requestData(analyticsTimeseriesResponseSchema, GET('/admin/analytics/timeseries', params), options);
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
