import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  currencySymbol,
  formatDateTime,
  formatDateTimeWithWeekday,
  formatDistance,
  formatDuration,
  formatMoney,
  formatMoneyRange,
  formatPaidWith,
} from './format.ts';

describe('currencySymbol', () => {
  it('names a currency by its symbol, or by its code where it has none', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CHF')).toBe('CHF');
  });
});

describe('formatMoney', () => {
  it('reads minor units in the currency’s own digits', () => {
    expect(formatMoney(1_234, 'USD')).toBe('$12.34');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(1_500, 'JPY')).toBe('¥1,500');
  });

  it('writes a fare range with an en dash', () => {
    expect(formatMoneyRange(1_110, 1_440, 'USD')).toBe('$11.10–$14.40');
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre, rounded to ten', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(854)).toBe('850 m');
    expect(formatDistance(994)).toBe('990 m');
  });

  it('uses kilometres with one decimal from 1 km, whole ones from 100 km', () => {
    expect(formatDistance(1_000)).toBe('1.0 km');
    expect(formatDistance(12_345)).toBe('12.3 km');
    expect(formatDistance(99_940)).toBe('99.9 km');
    expect(formatDistance(123_456)).toBe('123 km');
  });
});

describe('formatDuration', () => {
  it('never says less than a minute', () => {
    expect(formatDuration(0)).toBe('1 min');
    expect(formatDuration(89)).toBe('1 min');
    expect(formatDuration(90)).toBe('2 min');
  });

  it('switches to hours at sixty minutes', () => {
    expect(formatDuration(3_569)).toBe('59 min');
    expect(formatDuration(3_600)).toBe('1 h');
    expect(formatDuration(4_000)).toBe('1 h 7 min');
  });
});

describe('formatDateTime', () => {
  it('writes the date with the year, then the time', () => {
    const at = '2026-03-02T09:05:00.000Z';
    const expected = new Date(at).toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(formatDateTime(at)).toBe(expected);
    expect(expected).toMatch(/^Mar [12], 2026, \d{1,2}:\d{2}\s[AP]M$/);
  });
});

describe('formatDateTimeWithWeekday', () => {
  it('writes the weekday and the date without the year, then the time', () => {
    const at = '2026-03-03T10:30:00.000Z';
    const expected = new Date(at).toLocaleString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(formatDateTimeWithWeekday(at)).toBe(expected);
    expect(expected).toMatch(/^(Mon|Tue|Wed), Mar [2-4], \d{1,2}:\d{2}\s[AP]M$/);
  });
});

describe('cardLabel and formatPaidWith', () => {
  it('name a card by brand and last 4, as people write the brand', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'amex', last4: '0005' })).toBe('American Express •••• 0005');
    expect(cardLabel({ brand: 'elo', last4: '1234' })).toBe('Elo •••• 1234');
  });

  it('say how something was paid: the card charged, or the method', () => {
    expect(formatPaidWith({ method: 'card', card: { brand: 'mastercard', last4: '4444' } })).toBe(
      'Mastercard •••• 4444',
    );
    expect(formatPaidWith({ method: 'card', card: null })).toBe('Card');
    expect(formatPaidWith({ method: 'wallet', card: null })).toBe('Wallet');
    expect(formatPaidWith({ method: 'cash', card: null })).toBe('Cash');
  });
});
