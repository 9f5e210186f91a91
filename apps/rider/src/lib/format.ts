/**
 * How the rider app writes money, distances, durations and times: money, distances, durations and payment methods
 * as every app writes them (@ridebook/ui), plus the rider's countdowns, dates and times.
 */
export {
  formatDistance,
  formatDuration,
  formatMoney,
  formatMoneyRange,
  PAYMENT_METHOD_LABELS,
} from '@ridebook/ui';

/** A countdown: 75_000 ms -> "1:15", never below "0:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** "Tue, Mar 3, 10:30 AM" in the browser's locale and time zone. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "10:30 AM". */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
