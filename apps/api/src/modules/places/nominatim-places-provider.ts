import { z } from 'zod';
import { fetchJson, type LatLng } from '../routing/index.ts';
import { assertLatLng } from '@ridebook/validation/geo';
import {
  categoryFromOsmTag,
  formatAddressLine,
  formatCoordinates,
  formatStreetLine,
  osmPlaceId,
} from './osm-place.ts';
import {
  type Place,
  type PlaceSearch,
  type PlacesProvider,
  PlacesUnavailableError,
  resolvePlaceLimit,
} from './places-provider.ts';

export type NominatimOptions = {
  /** The server's root, e.g. https://nominatim.openstreetmap.org or http://127.0.0.1:8080. */
  baseUrl: string;
  timeoutMs?: number;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent?: string;
  fetch?: typeof globalThis.fetch;
};

/** How far (degrees) around `near` the search prefers results; a bias, not a bound. */
const VIEWBOX_HALF_SIZE_DEGREES = 0.25;

const optionalText = z.string().optional().catch(undefined);
/** Nominatim sends coordinates as strings ("37.7955"). */
const coordinateSchema = z.union([z.string().trim().min(1), z.number()]).pipe(z.coerce.number());

/** One result in Nominatim's jsonv2 format (https://nominatim.org/release-docs/latest/api/Output/). */
const nominatimPlaceSchema = z.object({
  osm_type: z.string().min(1),
  osm_id: z.union([z.number(), z.string()]),
  lat: coordinateSchema.pipe(z.number().min(-90).max(90)),
  lon: coordinateSchema.pipe(z.number().min(-180).max(180)),
  name: optionalText,
  display_name: optionalText,
  category: optionalText,
  type: optionalText,
  address: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

const nominatimErrorSchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() }).transform((error) => error.message)]),
});

function text(address: Record<string, unknown> | undefined, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = address?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function toPlace(result: z.infer<typeof nominatimPlaceSchema>): Place {
  const { address: details, lat, lon: lng } = result;
  const isoRegion = text(details, 'ISO3166-2-lvl4');
  const address = {
    houseNumber: text(details, 'house_number'),
    street: text(details, 'road', 'pedestrian', 'footway', 'square'),
    locality: text(details, 'city', 'town', 'village', 'hamlet', 'municipality', 'suburb', 'county'),
    state: text(details, 'state'),
    // 'US-CA' → 'CA'; only meaningful where addresses use the short code.
    stateCode: isoRegion?.startsWith('US-') === true ? isoRegion.slice(3) : undefined,
    postcode: text(details, 'postcode'),
    country: text(details, 'country'),
    countryCode: text(details, 'country_code'),
  };
  const displayParts = (result.display_name ?? '').split(',').map((part) => part.trim());
  const name =
    (result.name?.trim() ?? '') ||
    formatStreetLine(address) ||
    displayParts[0] ||
    formatCoordinates(lat, lng);
  // Without address details, the display name minus the place's own name is the best address line.
  const fallbackAddress = displayParts.filter(
    (part, index) => part !== '' && !(index === 0 && part === name),
  );
  return {
    id: osmPlaceId(result.osm_type, result.osm_id),
    name,
    address: formatAddressLine(address) || fallbackAddress.join(', ') || formatCoordinates(lat, lng),
    category: categoryFromOsmTag(result.category, result.type),
    lat,
    lng,
  };
}

/** Geocodes with a Nominatim server (OpenStreetMap's own geocoder). */
export function createNominatimPlacesProvider(options: NominatimOptions): PlacesProvider {
  const { timeoutMs = 5000, userAgent = 'RideBook' } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (!URL.canParse(options.baseUrl)) throw new TypeError('The Nominatim base URL is not a valid URL');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const toError = (message: string, cause?: unknown) => new PlacesUnavailableError(message, { cause });

  const get = (url: URL, signal: AbortSignal | undefined) =>
    fetchJson(url, {
      service: 'Nominatim',
      fetch: fetchImpl,
      timeoutMs,
      signal,
      headers: { 'user-agent': userAgent },
      toError,
      describeFailure: (failure) => nominatimErrorSchema.safeParse(failure).data?.error,
    });

  return {
    kind: 'nominatim',
    search: async (input: PlaceSearch, signal?: AbortSignal) => {
      const query = input.query.trim();
      if (query === '') return [];
      const limit = resolvePlaceLimit(input.limit);
      const url = new URL(`${baseUrl}/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('addressdetails', '1');
      if (input.near !== undefined) {
        assertLatLng(input.near, 'near');
        const { lat, lng } = input.near;
        const box = VIEWBOX_HALF_SIZE_DEGREES;
        url.searchParams.set('viewbox', [lng - box, lat + box, lng + box, lat - box].join(','));
      }
      const body = await get(url, signal);
      const results = z.array(z.unknown()).safeParse(body);
      if (!results.success) throw toError('Nominatim answered in an unexpected format', results.error);
      return results.data
        .flatMap((result) => {
          // A single odd result is skipped rather than failing the whole search.
          const parsed = nominatimPlaceSchema.safeParse(result);
          return parsed.success ? [toPlace(parsed.data)] : [];
        })
        .slice(0, limit);
    },
    reverse: async (point: LatLng, signal?: AbortSignal) => {
      assertLatLng(point, 'point');
      const url = new URL(`${baseUrl}/reverse`);
      url.searchParams.set('lat', String(point.lat));
      url.searchParams.set('lon', String(point.lng));
      url.searchParams.set('format', 'jsonv2');
      const body = await get(url, signal);
      // Nowhere to name (the sea, say) is an answer, not a failure.
      if (nominatimErrorSchema.safeParse(body).success) return null;
      const parsed = nominatimPlaceSchema.safeParse(body);
      if (!parsed.success) throw toError('Nominatim answered in an unexpected format', parsed.error);
      return toPlace(parsed.data);
    },
  };
}
