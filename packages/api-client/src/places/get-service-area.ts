import { serviceAreaResponseSchema, type ServiceArea } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /places/service-area: the served city (name, centre, bounds, currency), for centring maps. */
export async function getServiceArea({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<ServiceArea> {
  const response = await http.get<unknown>('/places/service-area', { signal });
  return parseResponse(serviceAreaResponseSchema, response).data;
}

/** The service area changes with a deploy, not during a visit: asked once per page load and kept. */
export function serviceAreaQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.places.serviceArea(),
    queryFn: ({ signal }) => getServiceArea({ signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useServiceArea() {
  return useQuery(serviceAreaQueryOptions());
}
