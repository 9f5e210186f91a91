/**
 * Amounts as people type and read them ("2.50", in the currency's major units) and as the API keeps them (250, in
 * minor units). Converted by their digits, never through floating point, so "0.29" is exactly 29 cents.
 */

/** How many minor units a currency has after the point (USD 2, JPY 0, BHD 3); 2 for an unknown code. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * "2.50" (or "2.5", "2", ".5", "1,234.50") in `currency`'s major units -> 250 minor units; null when the text is not
 * an amount or has more decimals than the currency has (a JPY amount has none). Negative amounts are not amounts.
 */
export function parseMajorUnits(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  if (fraction.length > digits) return null;
  const minor = Number(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 250 minor units of USD -> "2.50": what a money field shows for editing (no symbol, no grouping). */
export function formatMajorUnits(minorUnits: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = minorUnits < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minorUnits))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
