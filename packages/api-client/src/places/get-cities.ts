import { cityListResponseSchema, type City } from '@ridebook/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /cities: the cities served (name, centre, service areas, currency, unit), for maps and a driver's sign-up. */
export async function getCities({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<City[]> {
  const response = await http.get<unknown>('/cities', { signal });
  return parseResponse(cityListResponseSchema, response).data;
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
