import { describe, expect, it } from 'vitest';
import { earningsParams, formatBucket, isEarningsPeriod } from './earnings-periods.ts';

// A Wednesday.
const now = new Date('2026-03-04T15:00:00Z');

describe('earningsParams', () => {
  it('covers the last 7 days by day', () => {
    expect(earningsParams('daily', now)).toEqual({ from: '2026-02-26', to: '2026-03-04', groupBy: 'day' });
  });

  it('covers 12 whole weeks from a Monday by week', () => {
    expect(earningsParams('weekly', now)).toEqual({ from: '2025-12-15', to: '2026-03-04', groupBy: 'week' });
  });

  it('covers 12 calendar months from the 1st by month', () => {
    expect(earningsParams('monthly', now)).toEqual({
      from: '2025-04-01',
      to: '2026-03-04',
      groupBy: 'month',
    });
  });
});

describe('formatBucket', () => {
  it('names days, weeks and months', () => {
    expect(formatBucket('2026-03-02', 'day')).toBe('Mar 2');
    expect(formatBucket('2026-03-02', 'week')).toBe('Wk of Mar 2');
    expect(formatBucket('2026-03-01', 'month')).toBe('Mar 2026');
  });
});

describe('isEarningsPeriod', () => {
  it('knows the three periods only', () => {
    expect(isEarningsPeriod('weekly')).toBe(true);
    expect(isEarningsPeriod('yearly')).toBe(false);
    expect(isEarningsPeriod(null)).toBe(false);
  });
});
