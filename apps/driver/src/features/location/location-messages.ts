import { RIDE_MESSAGES } from '@ridebook/validation';

/** What the driver reads about their location, in one place (toasts, warnings, the availability page). */
export const LOCATION_MESSAGES = {
  deniedTitle: 'Location access is blocked',
  denied:
    'RideBook needs your location to match you with riders. Allow location for this site in your browser settings, then try again.',
  unavailableTitle: "We can't find your location",
  unavailable: 'Check that location services are on and that you have a signal, then try again.',
  unsupportedTitle: "This browser can't share your location",
  unsupported: 'Use a browser or device with location services to go online.',
  staleTitle: 'Your location is out of date',
  stale: `No location update for 30 seconds. ${RIDE_MESSAGES.positionStale}`,
  inaccurateTitle: 'Your location is too imprecise',
  inaccurate:
    'Your device reports a location more than 1 km off. Move to open sky or turn on precise location.',
  goOnlineNeedsLocation: RIDE_MESSAGES.positionRequired,
} as const;
