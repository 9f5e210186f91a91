/** A GPS fix as the app keeps it: where, how precise, which way and how fast, and when it arrived (ms). */
export type LocationFix = {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number | null;
  /** Degrees clockwise from north; null when standing still. */
  heading: number | null;
  /** Metres per second. */
  speed: number | null;
  at: number;
};

/** Why the browser gives no position: the person refused, the device has none right now, or the browser cannot. */
export type LocationFailure = 'denied' | 'unavailable' | 'unsupported';

export class LocationError extends Error {
  readonly failure: LocationFailure;
  constructor(failure: LocationFailure) {
    super(`Location ${failure}`);
    this.name = 'LocationError';
    this.failure = failure;
  }
}

/** How long one request for a position may take before it counts as "unavailable". */
export const LOCATE_TIMEOUT_MS = 15_000;
/**
 * A phone that stands still may stay silent under watchPosition for minutes; asking again this often tells a
 * parked driver (fresh fixes) from a lost signal (none).
 */
export const LOCATION_HEARTBEAT_MS = 10_000;

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function toLocationFix(position: GeolocationPosition, at: number): LocationFix {
  const { latitude, longitude, accuracy, heading, speed } = position.coords;
  return {
    lat: latitude,
    lng: longitude,
    accuracy: finite(accuracy),
    heading: finite(heading),
    speed: finite(speed),
    at,
  };
}

export function toLocationFailure(error: GeolocationPositionError): LocationFailure {
  return error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';
}

function browserGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
}

const OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0, timeout: LOCATE_TIMEOUT_MS };

/** One position now (asks for permission the first time); rejects with a LocationError. */
export function locateOnce(): Promise<LocationFix> {
  const geolocation = browserGeolocation();
  if (!geolocation) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve(toLocationFix(position, Date.now())),
      (error) => reject(new LocationError(toLocationFailure(error))),
      OPTIONS,
    );
  });
}

export type LocationWatchHandlers = {
  onFix: (fix: LocationFix) => void;
  onFailure: (failure: LocationFailure) => void;
};

/**
 * Follows the device's position (watchPosition) and asks again every LOCATION_HEARTBEAT_MS, until the returned
 * function is called.
 */
export function watchLocation({ onFix, onFailure }: LocationWatchHandlers): () => void {
  const geolocation = browserGeolocation();
  if (!geolocation) {
    onFailure('unsupported');
    return () => {};
  }
  let isStopped = false;
  const handleFix = (position: GeolocationPosition) => {
    if (!isStopped) onFix(toLocationFix(position, Date.now()));
  };
  const handleError = (error: GeolocationPositionError) => {
    if (!isStopped) onFailure(toLocationFailure(error));
  };
  const watchId = geolocation.watchPosition(handleFix, handleError, OPTIONS);
  const heartbeat = setInterval(
    () => geolocation.getCurrentPosition(handleFix, handleError, OPTIONS),
    LOCATION_HEARTBEAT_MS,
  );
  return () => {
    isStopped = true;
    geolocation.clearWatch(watchId);
    clearInterval(heartbeat);
  };
}
