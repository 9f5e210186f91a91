import { RIDE_MESSAGES, type LatLng, type Location, type Place } from '@ridebook/validation';

/** locationSchema's limit on an address. */
const ADDRESS_MAX_LENGTH = 200;

/**
 * What a ride stores and a driver reads for a place: "Coit Tower, 1 Telegraph Hill Blvd, San Francisco, CA 94133".
 * `at` keeps the point the rider chose (a pin, their GPS fix) when the place is only the nearest known one.
 */
export function placeToLocation(place: Place, at?: LatLng): Location {
  const address = place.address.startsWith(place.name) ? place.address : `${place.name}, ${place.address}`;
  return {
    address: address.slice(0, ADDRESS_MAX_LENGTH),
    lat: at?.lat ?? place.lat,
    lng: at?.lng ?? place.lng,
  };
}

/** A point with no known address (the places API failed): its coordinates stand in. */
export function pinnedLocation(at: LatLng): Location {
  return { address: `Pinned location, ${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`, lat: at.lat, lng: at.lng };
}

export const BOOKING_MESSAGES = {
  addressUnknown: "We couldn't find an address for this point, so its coordinates will be used.",
  locationUnsupported: 'This browser cannot share your location. Please search for your pickup.',
  locationDenied: 'Location access is off. Allow it in your browser, or search for your pickup.',
  locationUnavailable: "We couldn't find your location. Please search for your pickup.",
  locationFound: 'Pickup set to your current location.',
  quoteFailed: "We couldn't price this trip. Please try again.",
  bookingFailed: "We couldn't book your ride. Please try again.",
  booked: 'Ride booked. Finding you a driver…',
  scheduled: (when: string) => `Ride scheduled for ${when}.`,
  fareUpdated: 'The fare was updated. Please check it and book again.',
  searchFailed: RIDE_MESSAGES.placesUnavailable,
} as const;
