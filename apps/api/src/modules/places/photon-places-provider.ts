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

export type PhotonOptions = {
  /** The server's root, e.g. https://photon.komoot.io or http://127.0.0.1:2322. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

const optionalText = z.string().optional().catch(undefined);

/** One GeoJSON feature of Photon's answer (https://github.com/komoot/photon#search-api). */
const photonFeatureSchema = z.object({
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number()),
  }),
  properties: z.object({
    osm_id: z.union([z.number(), z.string()]),
    osm_type: z.string().min(1),
    osm_key: optionalText,
    osm_value: optionalText,
    name: optionalText,
    housenumber: optionalText,
    street: optionalText,
    postcode: optionalText,
    city: optionalText,
    locality: optionalText,
    district: optionalText,
    county: optionalText,
    state: optionalText,
    country: optionalText,
    countrycode: optionalText,
  }),
});

// The collection must be right; a single odd feature is skipped rather than failing the whole search.
const photonCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

const photonErrorSchema = z.object({ message: z.string() });

function toPlace(feature: z.infer<typeof photonFeatureSchema>): Place {
  const [lng, lat] = feature.geometry.coordinates;
  const properties = feature.properties;
  const address = {
    houseNumber: properties.housenumber,
    street: properties.street,
    locality: properties.city ?? properties.locality ?? properties.district ?? properties.county,
    state: properties.state,
    postcode: properties.postcode,
    country: properties.country,
    countryCode: properties.countrycode,
  };
  const streetLine = formatStreetLine(address);
  return {
    id: osmPlaceId(properties.osm_type, properties.osm_id),
    name: properties.name ?? (streetLine || address.locality || formatCoordinates(lat, lng)),
    address: formatAddressLine(address) || formatCoordinates(lat, lng),
    category: categoryFromOsmTag(properties.osm_key, properties.osm_value),
    lat,
    lng,
  };
}

/** Geocodes with a Photon server (OpenStreetMap data, search-as-you-type friendly). */
export function createPhotonPlacesProvider(options: PhotonOptions): PlacesProvider {
  const { timeoutMs = 5000 } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (!URL.canParse(options.baseUrl)) throw new TypeError('The Photon base URL is not a valid URL');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const toError = (message: string, cause?: unknown) => new PlacesUnavailableError(message, { cause });

  async function getFeatures(url: URL, signal: AbortSignal | undefined): Promise<Place[]> {
    const body = await fetchJson(url, {
      service: 'Photon',
      fetch: fetchImpl,
      timeoutMs,
      signal,
      toError,
      describeFailure: (failure) => photonErrorSchema.safeParse(failure).data?.message,
    });
    const collection = photonCollectionSchema.safeParse(body);
    if (!collection.success) throw toError('Photon answered in an unexpected format', collection.error);
    return collection.data.features.flatMap((feature) => {
      const parsed = photonFeatureSchema.safeParse(feature);
      return parsed.success ? [toPlace(parsed.data)] : [];
    });
  }

  return {
    kind: 'photon',
    search: async (input: PlaceSearch, signal?: AbortSignal) => {
      const query = input.query.trim();
      if (query === '') return [];
      const limit = resolvePlaceLimit(input.limit);
      const url = new URL(`${baseUrl}/api/`);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      if (input.near !== undefined) {
        assertLatLng(input.near, 'near');
        url.searchParams.set('lat', String(input.near.lat));
        url.searchParams.set('lon', String(input.near.lng));
      }
      return (await getFeatures(url, signal)).slice(0, limit);
    },
    reverse: async (point: LatLng, signal?: AbortSignal) => {
      assertLatLng(point, 'point');
      const url = new URL(`${baseUrl}/reverse`);
      url.searchParams.set('lat', String(point.lat));
      url.searchParams.set('lon', String(point.lng));
      return (await getFeatures(url, signal))[0] ?? null;
    },
  };
}
