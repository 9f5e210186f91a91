import {
  analyticsTimeseriesResponseSchema,
  type AnalyticsTimeseries,
  type AnalyticsTimeseriesParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
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
export const analyticsTimeseriesQueryOptions = (params: AnalyticsTimeseriesParams = {}) =>
  pagedQueryOptions(queryKeys.analytics.timeseries(params), getAnalyticsTimeseries, params);

export const useAnalyticsTimeseries = (params: AnalyticsTimeseriesParams = {}) =>
  useQuery(analyticsTimeseriesQueryOptions(params));
