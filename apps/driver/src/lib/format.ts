/**
 * The driver app's own formatters, for what no other app shows: time online, a rider's rating, an offer's
 * countdown, the acceptance rate. Money, distances, durations, dates and payment methods come from @ridebook/ui.
 */

/** Time spent online, rounded down to the minute: 0 -> "0 min", 7500 -> "2 h 5 min". */
export function formatTimeOnline(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A rider's average rating, or null before their first one. */
export function formatRating(rating: number | null): string | null {
  return rating === null ? null : rating.toFixed(1);
}

/** Seconds left until `at` (never negative), for countdowns. */
export function secondsUntil(at: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1_000));
}

/** A share of 1 as a whole percentage: 0.875 -> "88%". */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
