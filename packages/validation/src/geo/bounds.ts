import bbox from '@turf/bbox';
import { multiPoint } from '@turf/helpers';
import type { LatLng } from './coordinates.ts';
import { EARTH_RADIUS_METERS, toDegrees, toRadians } from './distance.ts';

/** A latitude/longitude box; a west edge east of the east edge means the box crosses the antimeridian. */
export type Bounds = { south: number; west: number; north: number; east: number };

/** True when the point lies in the box (edges included), across the antimeridian too. */
export function isInBounds(point: LatLng, box: Bounds): boolean {
  if (point.lat < box.south || point.lat > box.north) return false;
  return box.west <= box.east
    ? point.lng >= box.west && point.lng <= box.east
    : point.lng >= box.west || point.lng <= box.east;
}

/** The south-west and north-east corners around some points (turf's bbox), or null when there are none. */
export function boundsOf(points: readonly LatLng[]): [LatLng, LatLng] | null {
  if (points.length === 0) return null;
  const [west, south, east, north] = bbox(multiPoint(points.map(({ lat, lng }) => [lng, lat])));
  return [
    { lat: south, lng: west },
    { lat: north, lng: east },
  ];
}

/**
 * Half the longitude span, in degrees, of the circle of `radiusMeters` around `center` (the widest parallel of a
 * spherical cap is not the centre's); 180 when the circle reaches a pole.
 */
export function circleHalfWidthDegrees(center: LatLng, radiusMeters: number): number {
  const angle = radiusMeters / EARTH_RADIUS_METERS;
  const latRad = toRadians(center.lat);
  if (angle >= Math.PI / 2 - Math.abs(latRad)) return 180;
  return toDegrees(Math.asin(Math.sin(angle) / Math.cos(latRad)));
}

/** The smallest box holding every point within `radiusMeters` of `center` (wrapping across the antimeridian). */
export function boxAround(center: LatLng, radiusMeters: number): Bounds {
  const latDelta = toDegrees(Math.max(0, radiusMeters) / EARTH_RADIUS_METERS);
  const south = Math.max(-90, center.lat - latDelta);
  const north = Math.min(90, center.lat + latDelta);
  const halfWidth = circleHalfWidthDegrees(center, Math.max(0, radiusMeters));
  if (halfWidth >= 180) return { south, west: -180, north, east: 180 };
  const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
  return { south, west: wrap(center.lng - halfWidth), north, east: wrap(center.lng + halfWidth) };
}
