import {
  adminCityListResponseSchema,
  adminCityResponseSchema,
  type AdminCity,
  type CityInput,
} from '@ridebook/validation';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { DELETE, GET, POST, PUT, apiPath, requestData, sendRequest } from '../request.ts';
import { useEndpointMutation, type MutationHookOptions } from '../mutation-options.ts';
import { queryKeys } from '../query-keys.ts';

const cityPath = (id: string) => apiPath`/admin/cities/${id}`;

/** GET /admin/cities (admins): every city with its service area and how many drivers and rides it has. */
export function getAdminCities(options?: RequestOptions): Promise<AdminCity[]> {
  return requestData(adminCityListResponseSchema, GET('/admin/cities'), options);
}

export const adminCitiesQueryOptions = () =>
  endpointQueryOptions(queryKeys.settings.cities(), getAdminCities);

export const useAdminCities = () => useQuery(adminCitiesQueryOptions());

/** POST /admin/cities (admins): adds a city with its service area; 400 naming the field, 409 for a taken slug. */
export function createCity(input: CityInput, options?: RequestOptions): Promise<AdminCity> {
  return requestData(adminCityResponseSchema, POST('/admin/cities', input), options);
}

/** PUT /admin/cities/:id (admins): replaces a city and its service area. */
export function updateCity(
  { id, input }: { id: string; input: CityInput },
  options?: RequestOptions,
): Promise<AdminCity> {
  return requestData(adminCityResponseSchema, PUT(cityPath(id), input), options);
}

/** DELETE /admin/cities/:id (admins): 409 CITY_IN_USE while it has rides or drivers, or when it is the last. */
export async function deleteCity(id: string, options?: RequestOptions): Promise<void> {
  await sendRequest(DELETE(cityPath(id)), options);
}

/**
 * After a city changed (the admin's list holds the answer already): the public list (maps, sign-up, filters), the
 * settings (a city's pricing follows its currency, the admin's list its counts) and the audit log are refetched.
 */
async function invalidateAfterCityChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    // A cached list is not refetched on mount (the seed's defaults): the public one is fetched now, shown or not.
    queryClient.invalidateQueries({ queryKey: queryKeys.places.cities(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.settings.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() }),
  ]);
}

/** The admin's list with one city put in (added or replaced) or taken out, so its page shows it at once. */
function storeCity(queryClient: QueryClient, city: AdminCity | { id: string; removed: true }) {
  queryClient.setQueryData<AdminCity[]>(queryKeys.settings.cities(), (list) => {
    if (!list) return list;
    const others = list.filter((candidate) => candidate.id !== city.id);
    if ('removed' in city) return others;
    return list.some((candidate) => candidate.id === city.id)
      ? list.map((candidate) => (candidate.id === city.id ? city : candidate))
      : [...others, city];
  });
}

export type UpdateCityVariables = { id: string; input: CityInput };

export function useCreateCity(options: MutationHookOptions<AdminCity, CityInput> = {}) {
  return useEndpointMutation(createCity, options, {
    onSuccess: async (queryClient, city) => {
      storeCity(queryClient, city);
      await invalidateAfterCityChange(queryClient);
    },
  });
}

export function useUpdateCity(options: MutationHookOptions<AdminCity, UpdateCityVariables> = {}) {
  return useEndpointMutation(updateCity, options, {
    onSuccess: async (queryClient, city) => {
      storeCity(queryClient, city);
      await invalidateAfterCityChange(queryClient);
    },
  });
}

export function useDeleteCity(options: MutationHookOptions<void, string> = {}) {
  return useEndpointMutation(deleteCity, options, {
    onSuccess: async (queryClient, _data, id) => {
      storeCity(queryClient, { id, removed: true });
      await invalidateAfterCityChange(queryClient);
    },
  });
}
