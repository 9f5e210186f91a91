import { describe, expect, it } from 'vitest';
import { earningsParams, formatBucket, isEarningsPeriod } from './earnings-periods.ts';

describe('earningsParams', () => {
  it('asks for the grouping only: the API cuts the period in the driver’s time zone', () => {
    expect(earningsParams('daily')).toEqual({ groupBy: 'day' });
    expect(earningsParams('weekly')).toEqual({ groupBy: 'week' });
    expect(earningsParams('monthly')).toEqual({ groupBy: 'month' });
  });
});

describe('formatBucket', () => {
  it('names days, weeks and months, the local date as the API gave it (never moved by the browser’s zone)', () => {
    expect(formatBucket('2026-03-08', 'day')).toBe('Mar 8');
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
