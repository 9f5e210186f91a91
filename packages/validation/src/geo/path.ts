import type { LatLng } from './coordinates.ts';
import { distanceToSegmentMeters, METERS_PER_DEGREE, toRadians } from './distance.ts';

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

/**
 * A route split where a vehicle on it is: the part already driven (`behind`, ending at the vehicle's point on the
 * route) and the part still ahead (`ahead`, starting there). The vehicle is placed on the nearest segment; a
 * flat approximation around it, fine at city scale.
 */
export function splitPathAt(
  path: readonly LatLng[],
  position: LatLng,
): { behind: LatLng[]; ahead: LatLng[] } {
  if (path.length < 2) return { behind: [], ahead: [...path] };
  let best = { index: 0, share: 0, distance: Number.POSITIVE_INFINITY };
  for (let index = 0; index < path.length - 1; index++) {
    const a = path[index]!;
    const b = path[index + 1]!;
    const distance = distanceToSegmentMeters(position, a, b);
    if (distance < best.distance) best = { index, share: segmentShare(position, a, b), distance };
  }
  const a = path[best.index]!;
  const b = path[best.index + 1]!;
  const onRoute = { lat: a.lat + (b.lat - a.lat) * best.share, lng: a.lng + (b.lng - a.lng) * best.share };
  return {
    behind: [...path.slice(0, best.index + 1), onRoute],
    ahead: [onRoute, ...path.slice(best.index + 1)],
  };
}

/** How far along the segment a-b (0 to 1) the point nearest to `point` lies. */
function segmentShare(point: LatLng, a: LatLng, b: LatLng): number {
  const metersPerLng = METERS_PER_DEGREE * Math.cos(toRadians(point.lat));
  const dx = (b.lng - a.lng) * metersPerLng;
  const dy = (b.lat - a.lat) * METERS_PER_DEGREE;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  const px = (point.lng - a.lng) * metersPerLng;
  const py = (point.lat - a.lat) * METERS_PER_DEGREE;
  return Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
}
