export type LatLng = { lat: number; lng: number };

export type RouteEstimate = {
  distanceMeters: number; // integer
  durationSeconds: number; // integer
  /** The path to draw, [lat, lng] pairs, first = from, last = to; at most ~200 points. */
  path: Array<[number, number]>;
  provider: 'straight-line' | 'osrm';
};

/** Estimates a drive between two points: the built-in straight-line guess (offline) or a routing engine. */
export type RouteProvider = {
  readonly kind: 'straight-line' | 'osrm';
  route(from: LatLng, to: LatLng, signal?: AbortSignal): Promise<RouteEstimate>;
};

/**
 * The routing engine could not give a route: unreachable, too slow, an HTTP error, an answer we cannot read or no
 * route between the points. The caller decides whether to fall back to the straight-line estimate.
 */
export class RouteUnavailableError extends Error {
  override readonly name = 'RouteUnavailableError';
}
