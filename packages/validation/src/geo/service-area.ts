import turfArea from '@turf/area';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import turfBbox from '@turf/bbox';
import turfDifference from '@turf/difference';
import { featureCollection, multiPolygon, polygon } from '@turf/helpers';
import turfIntersect from '@turf/intersect';
import turfKinks from '@turf/kinks';
import type { Bounds } from './bounds.ts';
import type { LatLng } from './coordinates.ts';

/** A GeoJSON position as the service areas store it: [longitude, latitude]. */
export type Position = [number, number];
/** One polygon: an outer ring, then its holes; each ring closed (first position = last). */
export type PolygonRings = Position[][];
/** A service area: one or more polygons, holes allowed (GeoJSON MultiPolygon coordinates). */
export type AreaPolygons = PolygonRings[];

/** Smallest area a polygon may cover (1,000 m²): anything smaller is a slip of the mouse, not a served area. */
const MIN_POLYGON_SQUARE_METERS = 1_000;

/**
 * Why a polygon cannot be a service area, or null: a ring with fewer than four positions or not closed, a
 * self-intersecting ring (turf's kinks), or an empty polygon (no area). Messages name what is wrong for the admin.
 */
export function polygonProblem(rings: PolygonRings): { ring: number; message: string } | null {
  if (rings.length === 0) return { ring: 0, message: 'The area has no outline' };
  for (const [index, ring] of rings.entries()) {
    if (ring.length < 4) return { ring: index, message: 'An outline needs at least three corners' };
    const first = ring[0];
    const last = ring[ring.length - 1];
    if (!first || !last || first[0] !== last[0] || first[1] !== last[1]) {
      return { ring: index, message: 'An outline must end where it starts' };
    }
  }
  for (const [index, ring] of rings.entries()) {
    if (turfKinks(polygon([ring])).features.length > 0) {
      return { ring: index, message: 'The outline crosses itself' };
    }
  }
  if (turfArea(polygon(rings)) < MIN_POLYGON_SQUARE_METERS) {
    return { ring: 0, message: 'The area is empty' };
  }
  return null;
}

/** Whether the point lies in the area: inside a polygon and not in one of its holes; the boundary counts as in. */
export function isInArea(point: LatLng, area: AreaPolygons): boolean {
  if (area.length === 0) return false;
  return booleanPointInPolygon([point.lng, point.lat], multiPolygon(area));
}

/** The area's bounding box (for a first cheap test and for fitting a map). */
export function areaBounds(area: AreaPolygons): Bounds {
  const [west, south, east, north] = turfBbox(multiPolygon(area));
  return { south, west, north, east };
}

/** A rectangle as a one-polygon area (the demo city's historical bounding box). */
export function rectangleArea({ south, west, north, east }: Bounds): AreaPolygons {
  return [
    [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  ];
}

/** Areas that share at most a border or a corner do not overlap; anything over a square metre does. */
const OVERLAP_SQUARE_METERS = 1;

/** Whether two areas cover some ground in common (polygons clipped by turf; a shared border is not an overlap). */
export function areasOverlap(a: AreaPolygons, b: AreaPolygons): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const shared = turfIntersect(featureCollection([multiPolygon(a), multiPolygon(b)]));
  return shared !== null && turfArea(shared) > OVERLAP_SQUARE_METERS;
}

/** Whether every part of `inner` lies in `outer` (holes of `outer` excluded; the boundary counts as inside). */
export function isAreaWithin(inner: AreaPolygons, outer: AreaPolygons): boolean {
  if (inner.length === 0) return true;
  if (outer.length === 0) return false;
  const outside = turfDifference(featureCollection([multiPolygon(inner), multiPolygon(outer)]));
  return outside === null || turfArea(outside) <= OVERLAP_SQUARE_METERS;
}
