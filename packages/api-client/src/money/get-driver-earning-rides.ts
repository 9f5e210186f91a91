import {
  earningRidesResponseSchema,
  type EarningRidesPage,
  type EarningRidesParams,
} from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { KEEP_PREVIOUS_PAGE, endpointQueryOptions } from '../endpoint-query.ts';
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
  endpointQueryOptions(
    queryKeys.driver.earningRides(params),
    (options) => getDriverEarningRides(params, options),
    KEEP_PREVIOUS_PAGE,
  );

export const useDriverEarningRides = (params: EarningRidesParams = {}) =>
  useQuery(driverEarningRidesQueryOptions(params));
