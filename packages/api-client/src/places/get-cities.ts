import { cityListResponseSchema, type City } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /cities: the cities served (name, centre, service areas, currency, unit), for maps and a driver's sign-up. */
export function getCities(options?: RequestOptions): Promise<City[]> {
  return requestData(cityListResponseSchema, GET('/cities'), options);
}

export const citiesQueryOptions = () =>
  endpointQueryOptions(queryKeys.places.cities(), getCities, { staleTime: 5 * 60_000 });

export const useCities = () => useQuery(citiesQueryOptions());
