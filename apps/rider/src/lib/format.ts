/**
 * The rider app's own ways of writing time: the quote's countdown and the timeline's clock times. Money, distances,
 * durations, dates and payment methods are written as in every app, by @ridebook/ui's formatters.
 */

/** A countdown: 75_000 ms -> "1:15", never below "0:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "10:30 AM". */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
