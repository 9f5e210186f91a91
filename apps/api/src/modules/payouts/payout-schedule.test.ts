import { describe, expect, it } from 'vitest';
import { isoWeekdayIn, nextWeeklyPayoutOn, weeklyReference } from './payout-schedule.ts';

describe('weekly payout schedule', () => {
  // 2026-11-23 is a Monday.
  const monday = new Date('2026-11-23T09:00:00Z');
  const sunday = new Date('2026-11-29T23:59:59Z');

  it('reads the ISO weekday in the city’s zone', () => {
    expect(isoWeekdayIn(monday, 'UTC')).toBe(1);
    expect(isoWeekdayIn(sunday, 'UTC')).toBe(7);
    // Monday in UTC and London, still Sunday evening in New York; already Monday morning in Tokyo.
    const lateSundayInNewYork = new Date('2026-11-29T20:00:00-05:00');
    expect(isoWeekdayIn(lateSundayInNewYork, 'Europe/London')).toBe(1);
    expect(isoWeekdayIn(lateSundayInNewYork, 'America/New_York')).toBe(7);
    expect(isoWeekdayIn(new Date('2026-11-29T16:00:00Z'), 'Asia/Tokyo')).toBe(1);
  });

  it('finds the next payout day, today included, as a local date', () => {
    expect(nextWeeklyPayoutOn(monday, 1, 'UTC')).toBe('2026-11-23');
    expect(nextWeeklyPayoutOn(monday, 5, 'UTC')).toBe('2026-11-27');
    expect(nextWeeklyPayoutOn(sunday, 1, 'UTC')).toBe('2026-11-30');
    expect(nextWeeklyPayoutOn(sunday, 7, 'UTC')).toBe('2026-11-29');
    // 23:59 UTC on Sunday is 15:59 on Sunday in San Francisco: Monday is tomorrow there too.
    expect(nextWeeklyPayoutOn(sunday, 1, 'America/Los_Angeles')).toBe('2026-11-30');
    // 09:00 UTC on Monday is already evening in Tokyo: Tuesday's payout is the next day there.
    expect(nextWeeklyPayoutOn(monday, 2, 'Asia/Tokyo')).toBe('2026-11-24');
  });

  it('names one weekly payout per local day', () => {
    expect(weeklyReference(monday, 'UTC')).toBe('weekly-2026-11-23');
    expect(weeklyReference(new Date('2026-11-23T23:00:00Z'), 'UTC')).toBe(weeklyReference(monday, 'UTC'));
    // 23:00 UTC on Monday is Tuesday in Tokyo: another day there.
    expect(weeklyReference(new Date('2026-11-23T23:00:00Z'), 'Asia/Tokyo')).toBe('weekly-2026-11-24');
  });
});
