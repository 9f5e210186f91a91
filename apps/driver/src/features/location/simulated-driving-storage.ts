import { latLngSchema, type LatLng } from '@ridebook/validation';
import { useSyncExternalStore } from 'react';

/** Whether "Simulate driving" is on: remembered per browser, off until the driver turns it on. */
export const SIMULATE_DRIVING_STORAGE_KEY = 'ridebook.driver.simulateDriving';
/** Where the simulated car was last, so a reload carries on from there. */
export const SIMULATED_POSITION_STORAGE_KEY = 'ridebook.driver.simulatedPosition';

const listeners = new Set<() => void>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be switched off (private mode, policies): the demo mode then simply stays off.
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See readStorage.
  }
}

export function isSimulatedDrivingOn(): boolean {
  return readStorage(SIMULATE_DRIVING_STORAGE_KEY) === 'true';
}

export function setSimulatedDriving(isOn: boolean): void {
  writeStorage(SIMULATE_DRIVING_STORAGE_KEY, isOn ? 'true' : null);
  for (const listener of [...listeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the app turned it on or off.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIMULATE_DRIVING_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The "Simulate driving" preference, re-rendering when it changes here or in another tab. */
export function useSimulatedDriving(): boolean {
  return useSyncExternalStore(subscribe, isSimulatedDrivingOn, () => false);
}

export function readSimulatedPosition(): LatLng | null {
  const stored = readStorage(SIMULATED_POSITION_STORAGE_KEY);
  if (stored === null) return null;
  try {
    const parsed = latLngSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers where the simulated car is; null forgets it. */
export function writeSimulatedPosition(position: LatLng | null): void {
  writeStorage(
    SIMULATED_POSITION_STORAGE_KEY,
    position && JSON.stringify({ lat: position.lat, lng: position.lng }),
  );
}
