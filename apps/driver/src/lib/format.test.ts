import { describe, expect, it } from 'vitest';
import {
  formatDistance,
  formatDuration,
  formatMoney,
  formatRating,
  formatTimeOnline,
  secondsUntil,
} from './format.ts';

describe('formatMoney', () => {
  it('reads minor units in the currency', () => {
    expect(formatMoney(1_250, 'USD')).toBe('$12.50');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(1_250, 'EUR')).toBe('€12.50');
  });

  it('knows currencies without cents', () => {
    expect(formatMoney(1_250, 'JPY')).toBe('¥1,250');
  });
});

describe('formatDistance', () => {
  it('uses metres below a kilometre, in steps of ten', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(854)).toBe('850 m');
    expect(formatDistance(994)).toBe('990 m');
  });

  it('uses kilometres from one, with a decimal below ten', () => {
    expect(formatDistance(1_000)).toBe('1.0 km');
    expect(formatDistance(2_380)).toBe('2.4 km');
    expect(formatDistance(12_400)).toBe('12 km');
  });
});

describe('formatDuration', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect(formatDuration(0)).toBe('1 min');
    expect(formatDuration(61)).toBe('2 min');
    expect(formatDuration(3_540)).toBe('59 min');
  });

  it('adds hours from sixty minutes', () => {
    expect(formatDuration(3_600)).toBe('1 h');
    expect(formatDuration(3_900)).toBe('1 h 5 min');
  });
});

describe('formatTimeOnline', () => {
  it('rounds down to the minute', () => {
    expect(formatTimeOnline(0)).toBe('0 min');
    expect(formatTimeOnline(59)).toBe('0 min');
    expect(formatTimeOnline(3_599)).toBe('59 min');
    expect(formatTimeOnline(7_500)).toBe('2 h 5 min');
  });
});

describe('formatRating', () => {
  it('shows one decimal, or nothing before the first rating', () => {
    expect(formatRating(4.87)).toBe('4.9');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBeNull();
  });
});

describe('secondsUntil', () => {
  it('counts whole seconds up and stops at zero', () => {
    const now = Date.parse('2026-03-02T09:00:00.000Z');
    expect(secondsUntil('2026-03-02T09:00:14.200Z', now)).toBe(15);
    expect(secondsUntil('2026-03-02T09:00:00.000Z', now)).toBe(0);
    expect(secondsUntil('2026-03-02T08:59:00.000Z', now)).toBe(0);
  });
});
