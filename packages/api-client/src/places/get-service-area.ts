import { serviceAreaResponseSchema, type ServiceArea } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /places/service-area: the served city (name, centre, bounds, currency), for centring maps. */
export function getServiceArea(options?: RequestOptions): Promise<ServiceArea> {
  return requestData(serviceAreaResponseSchema, GET('/places/service-area'), options);
}

/** The service area changes with a deploy, not during a visit: asked once per page load and kept. */
export const serviceAreaQueryOptions = () =>
  endpointQueryOptions(queryKeys.places.serviceArea(), getServiceArea, {
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useServiceArea = () => useQuery(serviceAreaQueryOptions());
