/**
 * The admin app's own ways of writing rates, durations, distances, dates and ratings; numbers and dates follow the
 * browser's locale. Money and moments are written as in every app: `formatMoney` and `formatDateTime` from
 * @ridebook/ui.
 */

/** Minor units per major unit of the currency (100 for USD, 1 for JPY). */
export function minorUnitsPerMajor(currency: string): number {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  return 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2);
}

/** (1, 'ride') -> "1 ride", (3, 'ride') -> "3 rides": a count with its noun (one whose plural takes an s). */
export function formatCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** 0.8765 -> "87.7%"; null (nothing to measure) -> "—". */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** 95 -> "1 min 35 s", 40 -> "40 s", 7_500 -> "2 h 5 min"; null -> "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** 850 -> "850 m", 12_345 -> "12.3 km". */
export function formatDistance(meters: number): string {
  if (meters < 1_000) return `${Math.round(meters)} m`;
  return `${(meters / 1_000).toFixed(1)} km`;
}

/** "Mar 3, 2026". */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));
}

/** 4.456 -> "4.46 ★ (12)"; no ratings -> "No ratings". */
export function formatRating(rating: number | null, count: number): string {
  return rating === null ? 'No ratings' : `${rating.toFixed(2)} ★ (${count})`;
}

/** "2026-03-01" for a Date, in the browser's time zone (what a date input holds). */
export function toDateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
