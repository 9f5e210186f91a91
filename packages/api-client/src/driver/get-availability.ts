import { availabilityResponseSchema, type Availability } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/availability: whether the driver is online, since when, and whether they may go online. */
export async function getAvailability({
  http = getHttpClient(),
  signal,
}: RequestOptions = {}): Promise<Availability> {
  const response = await http.get<unknown>('/driver/availability', { signal });
  return parseResponse(availabilityResponseSchema, response).data;
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
