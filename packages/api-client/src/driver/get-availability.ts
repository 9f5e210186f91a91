import { availabilityResponseSchema, type Availability } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /driver/availability: whether the driver is online, since when, and whether they may go online. */
export function getAvailability(options?: RequestOptions): Promise<Availability> {
  return requestData(availabilityResponseSchema, GET('/driver/availability'), options);
}

export const availabilityQueryOptions = () =>
  endpointQueryOptions(queryKeys.driver.availability(), getAvailability);

export const useAvailability = () => useQuery(availabilityQueryOptions());
