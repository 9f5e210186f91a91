export type LatLng = { lat: number; lng: number };

/** The south-west and north-east corners around some points, or null when there are none. */
export function boundsOf(points: readonly LatLng[]): [LatLng, LatLng] | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    { lat: south, lng: west },
    { lat: north, lng: east },
  ];
}
