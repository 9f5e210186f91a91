import {
  earningRidesResponseSchema,
  type EarningRidesPage,
  type EarningRidesParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestParsed } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/earnings/rides?page&pageSize&from&to: one page of the driver's completed rides with their money. */
export function getDriverEarningRides(
  params: EarningRidesParams = {},
  options?: RequestOptions,
): Promise<EarningRidesPage> {
  return requestParsed(earningRidesResponseSchema, GET('/driver/earnings/rides', params), options);
}

/** The previous page stays on screen while the next one loads. */
export const driverEarningRidesQueryOptions = (params: EarningRidesParams = {}) =>
  pagedQueryOptions(queryKeys.driver.earningRides(params), getDriverEarningRides, params);

export const useDriverEarningRides = (params: EarningRidesParams = {}) =>
  useQuery(driverEarningRidesQueryOptions(params));
