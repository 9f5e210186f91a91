import type { LatLng, Location, Place } from '@ridebook/validation';

/** locationSchema's limit on an address. */
const ADDRESS_MAX_LENGTH = 200;

/**
 * What a ride stores and a driver reads for a place: "Coit Tower, 1 Telegraph Hill Blvd, San Francisco, CA 94133".
 * `at` keeps the point the person chose (a pin, their GPS fix) when the place is only the nearest known one.
 */
export function placeToLocation(place: Place, at?: LatLng): Location {
  const address = place.address.startsWith(place.name) ? place.address : `${place.name}, ${place.address}`;
  return {
    address: address.slice(0, ADDRESS_MAX_LENGTH),
    lat: at?.lat ?? place.lat,
    lng: at?.lng ?? place.lng,
  };
}
