import { cityListResponseSchema, type City } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /cities: the cities served (name, centre, service areas, currency, unit), for maps and a driver's sign-up. */
export function getCities(options?: RequestOptions): Promise<City[]> {
  return requestData(cityListResponseSchema, GET('/cities'), options);
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.places.cities(),
    queryFn: ({ signal }) => getCities({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}
