import type { LatLng } from '@ridebook/validation';

const EARTH_RADIUS_METERS = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in metres. */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The compass bearing from one point to another, in degrees clockwise from north (0 to 360). */
export function bearingDegrees(from: LatLng, to: LatLng): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  return (toDegrees(Math.atan2(y, x)) + 360) % 360;
}

/** The point `meters` along the straight line from `from` to `to`, or `to` itself when it is closer than that. */
export function moveToward(from: LatLng, to: LatLng, meters: number): LatLng {
  const total = distanceMeters(from, to);
  if (total <= meters || total === 0) return { lat: to.lat, lng: to.lng };
  const share = meters / total;
  // City distances: a linear step in degrees stays within centimetres of the great circle.
  return { lat: from.lat + (to.lat - from.lat) * share, lng: from.lng + (to.lng - from.lng) * share };
}

/** Distance in metres from a point to the segment a-b (a flat approximation, fine within a city). */
export function distanceToSegmentMeters(point: LatLng, a: LatLng, b: LatLng): number {
  const metersPerLng = 111_320 * Math.cos(toRadians(point.lat));
  const toXY = ({ lat, lng }: LatLng) => ({ x: lng * metersPerLng, y: lat * 110_540 });
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
