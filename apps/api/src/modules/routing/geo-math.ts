import type { LatLng } from './route-provider.ts';

/** The mean Earth radius (IUGG); a sphere is accurate to about 0.5 % for distances. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Whether a point is a real coordinate (finite, latitude within ±90, longitude within ±180). */
export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** Throws a RangeError naming the argument, so a NaN never turns into a NaN fare. */
export function assertLatLng(point: LatLng, name: string): void {
  if (!isValidLatLng(point))
    throw new RangeError(`${name} is not a valid coordinate: ${point.lat}, ${point.lng}`);
}

/** The central angle between two points, in radians (haversine: stable for short distances). */
function centralAngle(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.atan2(Math.sqrt(h), Math.sqrt(Math.max(0, 1 - h)));
}

/** The great-circle distance in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  return centralAngle(a, b) * EARTH_RADIUS_METERS;
}

/** The point a `fraction` (0..1) of the way from `a` to `b` along the great circle. */
export function interpolate(a: LatLng, b: LatLng, fraction: number): LatLng {
  if (fraction <= 0) return { lat: a.lat, lng: a.lng };
  if (fraction >= 1) return { lat: b.lat, lng: b.lng };
  const angle = centralAngle(a, b);
  // Below a millimetre the slerp weights divide by ~0; a straight blend is exact enough there.
  if (angle < 1e-10)
    return { lat: a.lat + (b.lat - a.lat) * fraction, lng: a.lng + (b.lng - a.lng) * fraction };
  const weightA = Math.sin((1 - fraction) * angle) / Math.sin(angle);
  const weightB = Math.sin(fraction * angle) / Math.sin(angle);
  const [latA, lngA, latB, lngB] = [toRadians(a.lat), toRadians(a.lng), toRadians(b.lat), toRadians(b.lng)];
  const x = weightA * Math.cos(latA) * Math.cos(lngA) + weightB * Math.cos(latB) * Math.cos(lngB);
  const y = weightA * Math.cos(latA) * Math.sin(lngA) + weightB * Math.cos(latB) * Math.sin(lngB);
  const z = weightA * Math.sin(latA) + weightB * Math.sin(latB);
  return { lat: toDegrees(Math.atan2(z, Math.hypot(x, y))), lng: toDegrees(Math.atan2(y, x)) };
}

/** The length of a [lat, lng] polyline in metres (0 for fewer than two points). */
export function pathLengthMeters(path: ReadonlyArray<readonly [number, number]>): number {
  let total = 0;
  for (let index = 1; index < path.length; index++) {
    const previous = path[index - 1];
    const current = path[index];
    if (previous === undefined || current === undefined) continue;
    total += haversineMeters({ lat: previous[0], lng: previous[1] }, { lat: current[0], lng: current[1] });
  }
  return total;
}

/** The initial compass bearing from `a` towards `b`: 0 = north, 90 = east, in [0, 360). */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const [latA, latB] = [toRadians(a.lat), toRadians(b.lat)];
  const dLng = toRadians(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(latB);
  const x = Math.cos(latA) * Math.sin(latB) - Math.sin(latA) * Math.cos(latB) * Math.cos(dLng);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/**
 * At most `maxPoints` points of a path, evenly spread over its indexes, always keeping the first and the last
 * (so a drawn route still starts and ends at the pins).
 */
export function downsamplePath<T>(path: readonly T[], maxPoints: number): T[] {
  if (path.length <= maxPoints) return [...path];
  if (maxPoints < 2) throw new RangeError('maxPoints must be at least 2');
  const result: T[] = [];
  for (let index = 0; index < maxPoints; index++) {
    const point = path[Math.round((index * (path.length - 1)) / (maxPoints - 1))];
    if (point !== undefined) result.push(point);
  }
  return result;
}
