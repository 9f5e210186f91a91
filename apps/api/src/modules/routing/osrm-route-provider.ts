import { z } from 'zod';
import { fetchJson } from './fetch-json.ts';
import { assertLatLng, downsamplePath, isValidLatLng } from '@ridebook/validation/geo';
import {
  type LatLng,
  type RouteEstimate,
  type RouteProvider,
  RouteUnavailableError,
} from './route-provider.ts';

export type OsrmOptions = {
  /** The server's root, e.g. http://127.0.0.1:5000 or https://router.project-osrm.org. */
  baseUrl: string;
  profile?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

export const MAX_PATH_POINTS = 200;

/** A GeoJSON position, [lng, lat] (an altitude, if any, is ignored). */
const positionSchema = z
  .array(z.number())
  .min(2)
  .refine(([lng = NaN, lat = NaN]) => isValidLatLng({ lat, lng }), 'not a coordinate');

/** The part of OSRM's route service answer we use (https://project-osrm.org/docs/v5.24.0/api/#route-service). */
const osrmRouteResponseSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(positionSchema) }),
      }),
    )
    .optional(),
});

const osrmErrorSchema = z.object({ code: z.string(), message: z.string().optional() });

function describeOsrmError(body: unknown): string | undefined {
  const parsed = osrmErrorSchema.safeParse(body);
  if (!parsed.success) return undefined;
  return parsed.data.message === undefined
    ? parsed.data.code
    : `${parsed.data.code} (${parsed.data.message})`;
}

/** Six decimals (~0.1 m), never exponent notation (String(1e-7) would be "1e-7", which OSRM rejects). */
function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

function isSamePoint(point: readonly [number, number] | undefined, target: LatLng): boolean {
  return point !== undefined && point[0] === target.lat && point[1] === target.lng;
}

/** Routes over the road network with an OSRM server (its HTTP API v5, the route service). */
export function createOsrmRouteProvider(options: OsrmOptions): RouteProvider {
  const { profile = 'driving', timeoutMs = 5000 } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (!URL.canParse(options.baseUrl)) throw new TypeError('The OSRM base URL is not a valid URL');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const toError = (message: string, cause?: unknown) => new RouteUnavailableError(message, { cause });

  return {
    kind: 'osrm',
    route: async (from: LatLng, to: LatLng, signal?: AbortSignal): Promise<RouteEstimate> => {
      assertLatLng(from, 'from');
      assertLatLng(to, 'to');
      const coordinates = `${formatCoordinate(from.lng)},${formatCoordinate(from.lat)};${formatCoordinate(to.lng)},${formatCoordinate(to.lat)}`;
      const url = new URL(`${baseUrl}/route/v1/${encodeURIComponent(profile)}/${coordinates}`);
      url.searchParams.set('overview', 'simplified');
      url.searchParams.set('geometries', 'geojson');

      const body = await fetchJson(url, {
        service: 'OSRM',
        fetch: fetchImpl,
        timeoutMs,
        signal,
        toError,
        describeFailure: describeOsrmError,
      });
      const parsed = osrmRouteResponseSchema.safeParse(body);
      if (!parsed.success) throw toError('OSRM answered in an unexpected format', parsed.error);
      const { code, message, routes } = parsed.data;
      if (code !== 'Ok')
        throw toError(`OSRM found no route: ${message === undefined ? code : `${code} (${message})`}`);
      const best = routes?.[0];
      if (best === undefined) throw toError('OSRM found no route: the answer has no routes');

      const path = best.geometry.coordinates.map(([lng = 0, lat = 0]): [number, number] => [lat, lng]);
      // OSRM's line starts and ends on the road nearest each pin; the map draws from the pins themselves.
      if (!isSamePoint(path[0], from)) path.unshift([from.lat, from.lng]);
      if (!isSamePoint(path.at(-1), to)) path.push([to.lat, to.lng]);
      return {
        distanceMeters: Math.round(best.distance),
        durationSeconds: Math.round(best.duration),
        path: downsamplePath(path, MAX_PATH_POINTS),
        provider: 'osrm',
      };
    },
  };
}
