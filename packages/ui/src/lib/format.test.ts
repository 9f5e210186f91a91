import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDistance, formatDuration, formatMoney, formatMoneyRange } from './format.ts';

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
