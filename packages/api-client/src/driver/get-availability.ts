import { availabilityResponseSchema, type Availability } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/availability: whether the driver is online, since when, and whether they may go online. */
export function getAvailability(options?: RequestOptions): Promise<Availability> {
  return requestData(availabilityResponseSchema, GET('/driver/availability'), options);
}

export function availabilityQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.driver.availability(),
    queryFn: ({ signal }) => getAvailability({ signal }),
  });
}

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}
