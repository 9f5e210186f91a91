import { earthRadius } from '@turf/helpers';
import type { LatLng } from './coordinates.ts';

/** The one Earth radius of RideBook: turf's mean radius (IUGG, 6,371,008.8 m); a sphere is within ~0.5 %. */
export const EARTH_RADIUS_METERS: number = earthRadius;

const DEGREE = Math.PI / 180;

export function toRadians(degrees: number): number {
  return degrees * DEGREE;
}

export function toDegrees(radians: number): number {
  return radians / DEGREE;
}

/**
 * The haversine term `a` of two points given in radians with their latitudes' cosines (0 at the same point, 1 at
 * the antipode). It grows with distance, so the nearest-driver search compares terms of precomputed entries and
 * converts only the winners to metres (turf's distance would allocate two features per comparison).
 */
export function haversineTerm(
  lat1Rad: number,
  lng1Rad: number,
  cosLat1: number,
  lat2Rad: number,
  lng2Rad: number,
  cosLat2: number,
): number {
  const sinHalfDLat = Math.sin((lat2Rad - lat1Rad) / 2);
  const sinHalfDLng = Math.sin((lng2Rad - lng1Rad) / 2);
  return sinHalfDLat * sinHalfDLat + cosLat1 * cosLat2 * sinHalfDLng * sinHalfDLng;
}

/** Metres of a haversine term (the atan2 form stays exact near the antipode, where asin loses centimetres). */
export function haversineTermToMeters(a: number): number {
  const clamped = Math.min(1, Math.max(0, a));
  return 2 * EARTH_RADIUS_METERS * Math.atan2(Math.sqrt(clamped), Math.sqrt(1 - clamped));
}

/** The `a` of a distance: a point is within `meters` exactly when its term is at most this. */
export function metersToHaversineTerm(meters: number): number {
  const sinHalf = Math.sin(Math.min(Math.PI, Math.max(0, meters) / EARTH_RADIUS_METERS) / 2);
  return sinHalf * sinHalf;
}

/** The great-circle distance in metres (haversine: stable for short distances). */
export function haversineMeters(from: LatLng, to: LatLng): number {
  const lat1 = from.lat * DEGREE;
  const lat2 = to.lat * DEGREE;
  return haversineTermToMeters(
    haversineTerm(lat1, from.lng * DEGREE, Math.cos(lat1), lat2, to.lng * DEGREE, Math.cos(lat2)),
  );
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

/** The initial compass bearing from `from` towards `to`: 0 = north, 90 = east, in [0, 360). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const [lat1, lat2] = [toRadians(from.lat), toRadians(to.lat)];
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** The point a `fraction` (0..1) of the way from `a` to `b` along the great circle. */
export function interpolate(a: LatLng, b: LatLng, fraction: number): LatLng {
  if (fraction <= 0) return { lat: a.lat, lng: a.lng };
  if (fraction >= 1) return { lat: b.lat, lng: b.lng };
  const angle = haversineMeters(a, b) / EARTH_RADIUS_METERS;
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

/** The point `meters` along the way from `from` to `to`, or `to` itself when it is closer than that. */
export function moveToward(from: LatLng, to: LatLng, meters: number): LatLng {
  const total = haversineMeters(from, to);
  if (total <= meters || total === 0) return { lat: to.lat, lng: to.lng };
  const share = meters / total;
  // City distances: a linear step in degrees stays within centimetres of the great circle.
  return { lat: from.lat + (to.lat - from.lat) * share, lng: from.lng + (to.lng - from.lng) * share };
}

/** Metres of latitude per degree on the sphere (~111,195). */
export const METERS_PER_DEGREE = EARTH_RADIUS_METERS * DEGREE;

/**
 * The point `northMeters` north and `eastMeters` east of `from` (a local flat step: exact along a meridian, within
 * centimetres over a city). For benchmarks, fixtures and simulated driving.
 */
export function offsetMeters(from: LatLng, northMeters: number, eastMeters: number): LatLng {
  const lat = from.lat + northMeters / METERS_PER_DEGREE;
  return { lat, lng: from.lng + eastMeters / (METERS_PER_DEGREE * Math.cos(toRadians(lat))) };
}

/** Distance in metres from a point to the segment a-b (a flat approximation around the point, fine in a city). */
export function distanceToSegmentMeters(point: LatLng, a: LatLng, b: LatLng): number {
  const metersPerLng = METERS_PER_DEGREE * Math.cos(toRadians(point.lat));
  const toXY = ({ lat, lng }: LatLng) => ({ x: lng * metersPerLng, y: lat * METERS_PER_DEGREE });
  const p = toXY(point);
  const start = toXY(a);
  const end = toXY(b);
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const lengthSquared = dx * dx + dy * dy;
  const share =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - start.x) * dx + (p.y - start.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (start.x + share * dx), p.y - (start.y + share * dy));
}
