import { assertLatLng, haversineMeters, interpolate } from '@ridebook/validation/geo';
import type { LatLng, RouteEstimate, RouteProvider } from './route-provider.ts';

export type StraightLineOptions = {
  /** How much longer streets are than the crow flies; 1.3 is typical of a city grid. */
  detourFactor?: number;
  /** Average door-to-door speed including lights and traffic. */
  citySpeedKmh?: number;
};

/** Points drawn along the segment: enough for a map to animate a car along it, few enough to stay tiny. */
const PATH_POINTS = 9;
/** A booked ride never takes less than a minute, however close the pins are. */
const MIN_TRIP_SECONDS = 60;

/**
 * Seconds to drive between two points a straight line of `straightMeters` apart, by the same rule as the
 * straight-line router (live ETAs use it whatever the router: a fix every few seconds must not call OSRM).
 */
export function estimateDriveSeconds(
  straightMeters: number,
  { detourFactor, citySpeedKmh }: Required<StraightLineOptions>,
): number {
  return Math.round((straightMeters * detourFactor) / (citySpeedKmh / 3.6));
}

/** Estimates from the great-circle distance; needs no network, so it is the default and the fallback. */
export function createStraightLineRouteProvider(options: StraightLineOptions = {}): RouteProvider {
  const { detourFactor = 1.3, citySpeedKmh = 25 } = options;
  if (!Number.isFinite(detourFactor) || detourFactor < 1) {
    throw new RangeError(`detourFactor must be a number >= 1, got ${detourFactor}`);
  }
  if (!Number.isFinite(citySpeedKmh) || citySpeedKmh <= 0) {
    throw new RangeError(`citySpeedKmh must be a positive number, got ${citySpeedKmh}`);
  }
  const metersPerSecond = citySpeedKmh / 3.6;

  return {
    kind: 'straight-line',
    route: async (from: LatLng, to: LatLng, signal?: AbortSignal): Promise<RouteEstimate> => {
      signal?.throwIfAborted();
      assertLatLng(from, 'from');
      assertLatLng(to, 'to');
      const distanceMeters = Math.round(haversineMeters(from, to) * detourFactor);
      const durationSeconds =
        distanceMeters === 0 ? 0 : Math.max(MIN_TRIP_SECONDS, Math.round(distanceMeters / metersPerSecond));
      const path: Array<[number, number]> = [];
      const count = distanceMeters === 0 ? 2 : PATH_POINTS;
      for (let index = 0; index < count; index++) {
        const point = interpolate(from, to, index / (count - 1));
        path.push([point.lat, point.lng]);
      }
      return { distanceMeters, durationSeconds, path, provider: 'straight-line' };
    },
  };
}
