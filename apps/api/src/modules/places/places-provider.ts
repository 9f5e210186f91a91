import type { PLACE_CATEGORIES as PLACE_CATEGORIES_FROM_CONTRACT } from '@ridebook/validation';
import type { LatLng } from '../routing/index.ts';

// The categories are the contract's (packages/validation), so an answer always passes the route's schema.
export { PLACE_CATEGORIES } from '@ridebook/validation';

export type PlaceCategory = (typeof PLACE_CATEGORIES_FROM_CONTRACT)[number];

export type Place = {
  /** Stable: 'sfo-airport' for gazetteer places, provider-prefixed for others ('osm:N123', 'point:lat,lng'). */
  id: string;
  name: string;
  /** One human line, e.g. 'San Francisco, CA 94128'. */
  address: string;
  category: PlaceCategory;
  lat: number;
  lng: number;
};

export type PlaceSearch = {
  query: string;
  /** Ranks (gazetteer) or biases (geocoders) results towards this point, usually the rider's position. */
  near?: LatLng | undefined;
  /** Default 8, at most 20. */
  limit?: number | undefined;
};

/** Finds places by name and names a point: the built-in gazetteer (offline) or a geocoder. */
export type PlacesProvider = {
  readonly kind: 'gazetteer' | 'photon' | 'nominatim';
  search(input: PlaceSearch, signal?: AbortSignal): Promise<Place[]>;
  reverse(point: LatLng, signal?: AbortSignal): Promise<Place | null>;
};

/** The geocoder could not answer: unreachable, too slow, an HTTP error or an answer we cannot read. */
export class PlacesUnavailableError extends Error {
  override readonly name = 'PlacesUnavailableError';
}

export const DEFAULT_PLACE_LIMIT = 8;
export const MAX_PLACE_LIMIT = 20;

/** The number of results to return: the default when absent or not a number, clamped to 1..20. */
export function resolvePlaceLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PLACE_LIMIT;
  return Math.min(MAX_PLACE_LIMIT, Math.max(1, Math.floor(limit)));
}
