import {
  adminCityListResponseSchema,
  adminCityResponseSchema,
  type AdminCity,
  type CityInput,
} from '@ridebook/validation';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClientError } from '../errors.ts';
import { getHttpClient, type RequestOptions } from '../http-client.ts';
import type { MutationHookOptions } from '../mutation-options.ts';
import { parseResponse } from '../parse-response.ts';
import { queryKeys } from '../query-keys.ts';

const cityPath = (id: string) => `/admin/cities/${encodeURIComponent(id)}`;

/** GET /admin/cities (admins): every city with its service area and how many drivers and rides it has. */
export async function getAdminCities({ http = getHttpClient(), signal }: RequestOptions = {}): Promise<
  AdminCity[]
> {
  const response = await http.get<unknown>('/admin/cities', { signal });
  return parseResponse(adminCityListResponseSchema, response).data;
}

export function adminCitiesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings.cities(),
    queryFn: ({ signal }) => getAdminCities({ signal }),
  });
}

export function useAdminCities() {
  return useQuery(adminCitiesQueryOptions());
}

/** POST /admin/cities (admins): adds a city with its service area; 400 naming the field, 409 for a taken slug. */
export async function createCity(input: CityInput, { http = getHttpClient(), signal }: RequestOptions = {}) {
  const response = await http.post<unknown>('/admin/cities', input, { signal });
  return parseResponse(adminCityResponseSchema, response).data;
}

/** PUT /admin/cities/:id (admins): replaces a city and its service area. */
export async function updateCity(
  { id, input }: { id: string; input: CityInput },
  { http = getHttpClient(), signal }: RequestOptions = {},
) {
  const response = await http.put<unknown>(cityPath(id), input, { signal });
  return parseResponse(adminCityResponseSchema, response).data;
}

/** DELETE /admin/cities/:id (admins): 409 CITY_IN_USE while it has rides or drivers, or when it is the last. */
export async function deleteCity(id: string, { http = getHttpClient(), signal }: RequestOptions = {}) {
  await http.delete(cityPath(id), { signal });
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
  const queryClient = useQueryClient();
  return useMutation<AdminCity, ApiClientError, CityInput>({
    ...options,
    mutationFn: (input) => createCity(input),
    onSuccess: async (...args) => {
      storeCity(queryClient, args[0]);
      await invalidateAfterCityChange(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}

export function useUpdateCity(options: MutationHookOptions<AdminCity, UpdateCityVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation<AdminCity, ApiClientError, UpdateCityVariables>({
    ...options,
    mutationFn: (variables) => updateCity(variables),
    onSuccess: async (...args) => {
      storeCity(queryClient, args[0]);
      await invalidateAfterCityChange(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}

export function useDeleteCity(options: MutationHookOptions<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiClientError, string>({
    ...options,
    mutationFn: (id) => deleteCity(id),
    onSuccess: async (...args) => {
      storeCity(queryClient, { id: args[1], removed: true });
      await invalidateAfterCityChange(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}
