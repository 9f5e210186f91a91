import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format.ts';

describe('formatCountdown', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    expect(formatCountdown(75_000)).toBe('1:15');
    expect(formatCountdown(14_001)).toBe('0:15');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-3_000)).toBe('0:00');
  });
});
