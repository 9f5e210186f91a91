import { describe, expect, it } from 'vitest';
import { formatPercent, formatRating, formatTimeOnline, secondsUntil } from './format.ts';

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

describe('formatPercent', () => {
  it('rounds a share to a whole percentage', () => {
    expect(formatPercent(0.875)).toBe('88%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });
});
