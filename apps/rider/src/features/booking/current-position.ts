import type { LatLng } from '@ridebook/validation';
import { BOOKING_MESSAGES } from './place-location.ts';

/** Why the browser gave no position, in words for the rider. */
export class PositionUnavailableError extends Error {
  override readonly name = 'PositionUnavailableError';
}

/** The device's position (one fix, at most a minute old), or a PositionUnavailableError saying why not. */
export function getCurrentPosition(geolocation = globalThis.navigator?.geolocation): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionUnavailableError(BOOKING_MESSAGES.locationUnsupported));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) =>
        reject(
          new PositionUnavailableError(
            error.code === error.PERMISSION_DENIED
              ? BOOKING_MESSAGES.locationDenied
              : BOOKING_MESSAGES.locationUnavailable,
          ),
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
