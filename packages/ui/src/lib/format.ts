import type { PaidWith, PaymentMethod, SavedCard } from '@ridebook/validation';

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

/** "EUR" -> "€", "GBP" -> "£" (in the browser's locale): for labels such as "Minimum fare (€)". */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(undefined, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
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

/**
 * "Tue, Mar 3, 10:30 AM": a moment by its weekday, without the year, for rides and payments a person places by the
 * day of the week (booked, scheduled, taken); in the browser's locale and time zone.
 */
export function formatDateTimeWithWeekday(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  wallet: 'Wallet',
};

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The provider's brand ("visa") as people write it ("Visa"); an unknown brand keeps its own name. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa •••• 4242": how a card is named everywhere (saved cards, booking, receipts). */
export function cardLabel(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}

/** How something was paid: "Visa •••• 4242" for the card charged, else "Cash", "Wallet" or "Card" (card unknown). */
export function formatPaidWith(paidWith: PaidWith): string {
  return paidWith.card === null ? PAYMENT_METHOD_LABELS[paidWith.method] : cardLabel(paidWith.card);
}
