import type { PaymentMethod } from '@ridebook/validation';

/**
 * How RideBook writes money, distances, durations, moments and payment methods, in every app. Amounts arrive in
 * minor units (cents) with their currency; numbers and dates follow the browser's locale.
 */

/** 1234 USD -> "$12.34". */
export function formatMoney(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

/** 1110..1440 USD -> "$11.10–$14.40". */
export function formatMoneyRange(low: number, high: number, currency: string): string {
  return `${formatMoney(low, currency)}–${formatMoney(high, currency)}`;
}

/** 850 -> "850 m", 12_345 -> "12.3 km", 123_456 -> "123 km". */
export function formatDistance(meters: number): string {
  if (meters < 1_000) return `${Math.max(0, Math.round(meters / 10) * 10)} m`;
  const km = meters / 1_000;
  return `${km < 100 ? km.toFixed(1) : Math.round(km)} km`;
}

/** Whole minutes, at least one: 20 -> "1 min", 1_500 -> "25 min", 4_000 -> "1 h 7 min". */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Mar 2, 2026, 9:05 AM": a moment with its date, in the browser's locale and time zone. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
};
