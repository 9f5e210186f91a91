// One geo module for the API, the apps and tooling: one Earth radius (turf's), one haversine, one box rule.
export { assertLatLng, isValidLatLng, type LatLng } from './coordinates.ts';
export {
  EARTH_RADIUS_METERS,
  METERS_PER_DEGREE,
  bearingDegrees,
  distanceToSegmentMeters,
  haversineMeters,
  haversineTerm,
  haversineTermToMeters,
  interpolate,
  metersToHaversineTerm,
  moveToward,
  offsetMeters,
  pathLengthMeters,
  toDegrees,
  toRadians,
} from './distance.ts';
export { boundsOf, boxAround, circleHalfWidthDegrees, isInBounds, type Bounds } from './bounds.ts';
export { downsamplePath, splitPathAt } from './path.ts';
export {
  areaBounds,
  areasOverlap,
  isAreaWithin,
  isInArea,
  polygonProblem,
  rectangleArea,
  type AreaPolygons,
  type PolygonRings,
  type Position,
} from './service-area.ts';
