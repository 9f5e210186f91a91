/** Fixes come every few seconds; one older than this means the driver's phone has stopped sending. */
export const STALE_POSITION_SECONDS = 15;

/**
 * "Position is 23 s old" once the last fix is older than `STALE_POSITION_SECONDS` (minutes from a minute on), so
 * a rider never takes a frozen car for a car that stopped; null while fixes are fresh.
 */
export function positionAgeNote(at: string | null, now: number): string | null {
  if (at === null) return null;
  const seconds = Math.floor((now - Date.parse(at)) / 1000);
  if (!Number.isFinite(seconds) || seconds < STALE_POSITION_SECONDS) return null;
  if (seconds < 60) return `Position is ${seconds} s old`;
  return `Position is ${Math.floor(seconds / 60)} min old`;
}
