import { MAX_POSITION_LATITUDE } from '@ridebook/validation';
import type { DriverPosition, LatLng } from './driver-locator.ts';

/** Mean Earth radius (IUGG); both locators and their tests measure with it so their distances agree exactly. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * Redis GEO (Web Mercator) cannot store latitudes beyond this; the memory locator refuses them too, for parity.
 * Driver positions are validated against the same limit (driverPositionSchema), so none reaches a locator.
 */
export const MAX_LATITUDE = MAX_POSITION_LATITUDE;

const DEG = Math.PI / 180;

/**
 * The haversine term `a` (0 at the same point, 1 at the antipode). It grows with distance, so the hot path
 * compares `a` values and converts only the winners to meters.
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

export function haversineTermToMeters(a: number): number {
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, a)));
}

/** The `a` of a distance: a point is within `meters` exactly when its term is at most this. */
export function metersToHaversineTerm(meters: number): number {
  const sinHalf = Math.sin(Math.min(Math.PI, Math.max(0, meters) / EARTH_RADIUS_METERS) / 2);
  return sinHalf * sinHalf;
}

export function haversineMeters(from: LatLng, to: LatLng): number {
  const lat1 = from.lat * DEG;
  const lat2 = to.lat * DEG;
  return haversineTermToMeters(
    haversineTerm(lat1, from.lng * DEG, Math.cos(lat1), lat2, to.lng * DEG, Math.cos(lat2)),
  );
}

export function toRadians(degrees: number): number {
  return degrees * DEG;
}

/** Throws a RangeError for a point neither locator can store (not finite, or beyond the Web Mercator range). */
export function assertLatLng(point: LatLng): void {
  if (!Number.isFinite(point.lat) || Math.abs(point.lat) > MAX_LATITUDE) {
    throw new RangeError(
      `latitude must be a number from -${MAX_LATITUDE} to ${MAX_LATITUDE}, got ${point.lat}`,
    );
  }
  if (!Number.isFinite(point.lng) || Math.abs(point.lng) > 180) {
    throw new RangeError(`longitude must be a number from -180 to 180, got ${point.lng}`);
  }
}

/** Throws a RangeError for a position neither locator can store. */
export function assertDriverPosition(position: DriverPosition): void {
  assertLatLng(position);
  if (!Number.isFinite(position.at)) throw new RangeError(`at must be an epoch in ms, got ${position.at}`);
}

/** True when the point lies in the box; a box whose west edge is east of its east edge crosses the antimeridian. */
export function isInBounds(
  point: LatLng,
  box: { south: number; west: number; north: number; east: number },
): boolean {
  if (point.lat < box.south || point.lat > box.north) return false;
  return box.west <= box.east
    ? point.lng >= box.west && point.lng <= box.east
    : point.lng >= box.west || point.lng <= box.east;
}
