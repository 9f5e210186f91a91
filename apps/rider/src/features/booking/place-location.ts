import { RIDE_MESSAGES, type LatLng, type Location } from '@ridebook/validation';

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
  changePickup: 'Change the pickup to see the fare.',
  bookingFailed: "We couldn't book your ride. Please try again.",
  booked: 'Ride booked. Finding you a driver…',
  scheduled: (when: string) => `Ride scheduled for ${when}.`,
  fareUpdated: 'The fare was updated. Please check it and book again.',
  confirmPayment: 'Your bank needs to confirm this payment',
  finishingBooking: 'Finishing your booking…',
  searchFailed: RIDE_MESSAGES.placesUnavailable,
} as const;
