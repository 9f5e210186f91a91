import { openRideRequestListResponseSchema, type OpenRideRequest } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/requests: the open ride requests near the signed-in driver (the "Available rides" list). */
export async function getOpenRequests({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  OpenRideRequest[]
> {
  const response = await http.get<unknown>('/driver/requests', { signal });
  return parseResponse(openRideRequestListResponseSchema, response).data;
}

/** Refetched by `useRideRealtimeSync` when the socket says `requests.changed`. */
export function openRequestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.driver.requests(),
    queryFn: ({ signal }) => getOpenRequests({ signal }),
  });
}

export function useOpenRequests() {
  return useQuery(openRequestsQueryOptions());
}
