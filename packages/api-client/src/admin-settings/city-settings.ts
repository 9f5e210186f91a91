import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

/** Which city's settings an admin reads or saves: `?cityId=`, or none for the default city. */
export type CitySettingsOptions = { cityId?: string };

/** The query string of a city's settings (nothing for the default city). */
export const citySettingsParams = (cityId?: string) => (cityId ? { cityId } : undefined);

/**
 * After a city's settings were saved: the answer is stored under that city's key (no refetch). The default city's
 * copy and a city's copy may be the same city, so the other copies (`allKey`) are refetched; so is the audit log
 * (the change is in it now), after anything else the change touched (`alsoChanged`).
 */
export async function storeSavedCitySettings(
  queryClient: QueryClient,
  {
    savedKey,
    allKey,
    settings,
    alsoChanged = [],
  }: {
    savedKey: QueryKey;
    allKey: QueryKey;
    settings: unknown;
    alsoChanged?: QueryKey[];
  },
): Promise<void> {
  queryClient.setQueryData(savedKey, settings);
  const saved = JSON.stringify(savedKey);
  await queryClient.invalidateQueries({
    queryKey: allKey,
    predicate: (query) => JSON.stringify(query.queryKey) !== saved,
  });
  for (const queryKey of alsoChanged) await queryClient.invalidateQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey: queryKeys.audit.all() });
}
