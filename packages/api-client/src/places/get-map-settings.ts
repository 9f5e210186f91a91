import { mapSettingsResponseSchema, type MapSettings } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { endpointQueryOptions } from '../endpoint-query.ts';
import type { RequestOptions } from '../http-client.ts';
import { GET, requestData } from '../request.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /map: the operator's map style or raster tiles, and the served areas and places for a map without tiles. */
export function getMapSettings(options?: RequestOptions): Promise<MapSettings> {
  return requestData(mapSettingsResponseSchema, GET('/map'), options);
}

/**
 * Asked by the first map shown, and kept like the cities for five minutes. Not retried: a map whose settings do
 * not come draws OpenStreetMap's tiles at once rather than a skeleton through the retries.
 */
export const mapSettingsQueryOptions = () =>
  endpointQueryOptions(queryKeys.places.map(), getMapSettings, {
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useMapSettings = () => useQuery(mapSettingsQueryOptions());
