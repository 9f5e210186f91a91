import { describe, expect, it } from 'vitest';
import { isoWeekdayUtc, nextWeeklyPayoutOn, weeklyReference } from './payout-schedule.ts';

describe('weekly payout schedule', () => {
  // 2026-11-23 is a Monday.
  const monday = new Date('2026-11-23T09:00:00Z');
  const sunday = new Date('2026-11-29T23:59:59Z');

  it('reads the ISO weekday in UTC', () => {
    expect(isoWeekdayUtc(monday)).toBe(1);
    expect(isoWeekdayUtc(sunday)).toBe(7);
    // Monday in UTC, although still Sunday evening in New York.
    expect(isoWeekdayUtc(new Date('2026-11-29T20:00:00-05:00'))).toBe(1);
  });

  it('finds the next payout day, today included', () => {
    expect(nextWeeklyPayoutOn(monday, 1)).toBe('2026-11-23');
    expect(nextWeeklyPayoutOn(monday, 5)).toBe('2026-11-27');
    expect(nextWeeklyPayoutOn(sunday, 1)).toBe('2026-11-30');
    expect(nextWeeklyPayoutOn(sunday, 7)).toBe('2026-11-29');
  });

  it('names one weekly payout per day', () => {
    expect(weeklyReference(monday)).toBe('weekly-2026-11-23');
    expect(weeklyReference(new Date('2026-11-23T23:00:00Z'))).toBe(weeklyReference(monday));
  });
});
