import { onTestFinished, vi } from 'vitest';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

const ERROR_CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;

function aPosition(lat: number, lng: number, accuracy: number): GeolocationPosition {
  const coords = {
    latitude: lat,
    longitude: lng,
    accuracy,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  };
  const position: GeolocationPosition = {
    coords: { ...coords, toJSON: () => coords },
    timestamp: Date.now(),
    toJSON: () => ({}),
  };
  return position;
}

function anError(code: number): GeolocationPositionError {
  return { code, message: 'fake', ...ERROR_CODES };
}

/**
 * navigator.geolocation played by the test: `allow(lat, lng)` answers every request and watch with that position,
 * `deny()` refuses them as a person blocking location would.
 */
export function installFakeGeolocation() {
  let answer: { lat: number; lng: number; accuracy: number } | { deniedWith: number } = { deniedWith: 1 };
  const watchers = new Map<number, { success: Success; failure: Failure }>();
  let nextId = 1;

  const reply = (success: Success, failure: Failure) => {
    if ('deniedWith' in answer) failure(anError(answer.deniedWith));
    else success(aPosition(answer.lat, answer.lng, answer.accuracy));
  };

  const geolocation = {
    getCurrentPosition: vi.fn((success: Success, failure: Failure) =>
      queueMicrotask(() => reply(success, failure)),
    ),
    watchPosition: vi.fn((success: Success, failure: Failure) => {
      const id = nextId++;
      watchers.set(id, { success, failure });
      queueMicrotask(() => reply(success, failure));
      return id;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
  };
  // jsdom has no navigator.geolocation: add one to this test's navigator (a copy of navigator would lose the
  // prototype's getters, such as userAgent, which Leaflet reads).
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  return {
    geolocation,
    allow(lat: number, lng: number, accuracy = 8) {
      answer = { lat, lng, accuracy };
      for (const { success, failure } of watchers.values()) reply(success, failure);
    },
    deny() {
      answer = { deniedWith: ERROR_CODES.PERMISSION_DENIED };
      for (const { success, failure } of watchers.values()) reply(success, failure);
    },
    get watchCount() {
      return watchers.size;
    },
  };
}
