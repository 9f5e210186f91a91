import type { Availability } from '@ridebook/validation';

/**
 * Seconds online today: what the API counted when it answered (`fetchedAt`, ms), plus the time since while the
 * driver is still online.
 */
export function secondsOnlineToday(availability: Availability, fetchedAt: number, now: number): number {
  const sinceFetch = availability.online ? Math.max(0, Math.floor((now - fetchedAt) / 1_000)) : 0;
  return availability.secondsOnlineToday + sinceFetch;
}
