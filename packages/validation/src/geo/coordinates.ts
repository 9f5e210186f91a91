/** A WGS 84 point in degrees. Structural, so any `{ lat, lng }` (a ride's pickup, a driver's fix) fits. */
export type LatLng = { readonly lat: number; readonly lng: number };

/** Whether a point is a real coordinate: finite, latitude within ±`maxLatitude` (90), longitude within ±180. */
export function isValidLatLng(point: LatLng, maxLatitude = 90): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= maxLatitude &&
    Math.abs(point.lng) <= 180
  );
}

/**
 * Throws a RangeError naming the argument, so a NaN never turns into a NaN fare or an unreachable index entry.
 * `maxLatitude` narrows the latitudes (the driver indexes store Web Mercator's ±85.05112878 only).
 */
export function assertLatLng(point: LatLng, name: string, maxLatitude = 90): void {
  if (!isValidLatLng(point, maxLatitude)) {
    throw new RangeError(
      `${name} is not a valid coordinate (latitude -${maxLatitude} to ${maxLatitude}, longitude -180 to 180): ` +
        `${point.lat}, ${point.lng}`,
    );
  }
}
