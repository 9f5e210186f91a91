import {
  driverActivityResponseSchema,
  type DriverActivityPage,
  type DriverActivityParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /admin/analytics/drivers?from=&to=&timeZone=&page=&pageSize=&sort=&order= (admins): each active driver's
 * completed rides, earnings, rating and time online in the range; the whole page answer (rows, page, range).
 */
export function getDriverActivity(
  params: DriverActivityParams = {},
  options?: RequestOptions,
): Promise<DriverActivityPage> {
  return requestParsed(driverActivityResponseSchema, GET('/admin/analytics/drivers', params), options);
}

/** The current page stays shown while the next one loads. */
export const driverActivityQueryOptions = (params: DriverActivityParams = {}) =>
  pagedQueryOptions(queryKeys.analytics.drivers(params), getDriverActivity, params);

export const useDriverActivity = (params: DriverActivityParams = {}) =>
  useQuery(driverActivityQueryOptions(params));
