import { useSyncExternalStore } from 'react';

/**
 * The ride the driver just completed, until they close its summary: cash rides ask to confirm the cash there, and
 * a reload must not lose that.
 */
export const COMPLETED_RIDE_STORAGE_KEY = 'ridebook.driver.completedRide';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(COMPLETED_RIDE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberCompletedRide(rideId: string | null): void {
  try {
    if (rideId === null) window.localStorage.removeItem(COMPLETED_RIDE_STORAGE_KEY);
    else window.localStorage.setItem(COMPLETED_RIDE_STORAGE_KEY, rideId);
  } catch {
    // Storage switched off: the summary lasts as long as the page.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The id of the completed ride whose summary is still open, or null. */
export function useCompletedRideId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
