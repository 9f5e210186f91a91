import { openRideRequestListResponseSchema, type OpenRideRequest } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/requests: the open ride requests near the signed-in driver (the "Available rides" list). */
export function getOpenRequests(options?: RequestOptions): Promise<OpenRideRequest[]> {
  return requestData(openRideRequestListResponseSchema, GET('/driver/requests'), options);
}

/** Refetched by `useRideRealtimeSync` when the socket says `requests.changed`. */
export const openRequestsQueryOptions = () =>
  endpointQueryOptions(queryKeys.driver.requests(), getOpenRequests);

export const useOpenRequests = () => useQuery(openRequestsQueryOptions());
