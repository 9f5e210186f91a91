import type { PaymentMethod } from '@ridebook/validation';

// The app's copy is English, so numbers follow one locale too: the same screen on every device.
const LOCALE = 'en-US';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units (cents) of `currency` as people read them: 1250 USD -> "$12.50". */
export function formatMoney(minorUnits: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** 850 -> "850 m", 2380 -> "2.4 km", 12400 -> "12 km". */
export function formatDistance(meters: number): string {
  if (meters < 1_000) return `${Math.max(0, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1_000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

/** A drive time, rounded up to the minute: 30 -> "1 min", 3900 -> "1 h 5 min". */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

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

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
};

/** Seconds left until `at` (never negative), for countdowns. */
export function secondsUntil(at: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(at) - now) / 1_000));
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant in the driver's time zone: "Mar 2, 2026, 9:05 AM". */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** A share of 1 as a whole percentage: 0.875 -> "88%". */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
