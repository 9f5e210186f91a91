import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  localDate,
  localDateTime,
  localDayEnd,
  localDayStart,
  localDays,
  periodEnd,
  periodStart,
  periodStarts,
  periodsBackStart,
} from './local-time.ts';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const HOUR = 3_600_000;
const hoursOf = (date: string, zone: string) =>
  (localDayEnd(date, zone).getTime() - localDayStart(date, zone).getTime()) / HOUR;

const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';
const TOKYO = 'Asia/Tokyo';
const KOLKATA = 'Asia/Kolkata';

describe('local days', () => {
  it('begins San Francisco’s day at its midnight, not UTC’s (16:00 or 17:00 there)', () => {
    // 2026-06-05 04:30 UTC is still the 4th in California (21:30 PDT).
    const lateEvening = at('2026-06-05T04:30:00Z');
    expect(localDate(lateEvening, LA)).toBe('2026-06-04');
    expect(iso(periodStart(lateEvening, 'day', LA))).toBe('2026-06-04T07:00:00.000Z');
    expect(iso(periodEnd(lateEvening, 'day', LA))).toBe('2026-06-05T07:00:00.000Z');
    expect(iso(periodStart(at('2026-01-15T12:00:00Z'), 'day', LA))).toBe('2026-01-15T08:00:00.000Z');
  });

  it('has 23 hours on the spring-forward days and 25 on the fall-back days', () => {
    expect(hoursOf('2026-03-08', LA)).toBe(23);
    expect(hoursOf('2026-11-01', LA)).toBe(25);
    expect(hoursOf('2026-03-29', LONDON)).toBe(23);
    expect(hoursOf('2026-10-25', LONDON)).toBe(25);
    expect(hoursOf('2026-03-09', LA)).toBe(24);
    expect(hoursOf('2026-03-08', TOKYO)).toBe(24);
  });

  it('cuts the daylight-saving days at their own midnights', () => {
    // Los Angeles: PST (-8) until 2026-03-08 02:00, PDT (-7) until 2026-11-01 02:00.
    expect(iso(localDayStart('2026-03-08', LA))).toBe('2026-03-08T08:00:00.000Z');
    expect(iso(localDayEnd('2026-03-08', LA))).toBe('2026-03-09T07:00:00.000Z');
    expect(iso(localDayStart('2026-11-01', LA))).toBe('2026-11-01T07:00:00.000Z');
    expect(iso(localDayEnd('2026-11-01', LA))).toBe('2026-11-02T08:00:00.000Z');
    // London: GMT until 2026-03-29 01:00, BST (+1) until 2026-10-25 02:00.
    expect(iso(localDayStart('2026-03-29', LONDON))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(localDayEnd('2026-03-29', LONDON))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(localDayStart('2026-10-25', LONDON))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(localDayEnd('2026-10-25', LONDON))).toBe('2026-10-26T00:00:00.000Z');
  });

  it('puts 23:30 of a daylight-saving day on that day, and the instant after it on the next', () => {
    // 23:30 PDT on 2026-03-08 is 06:30 UTC on the 9th.
    const springNight = at('2026-03-09T06:30:00Z');
    expect(localDate(springNight, LA)).toBe('2026-03-08');
    expect(localDate(localDayEnd('2026-03-08', LA), LA)).toBe('2026-03-09');
    // 23:30 PST on 2026-11-01 is 07:30 UTC on the 2nd.
    expect(localDate(at('2026-11-02T07:30:00Z'), LA)).toBe('2026-11-01');
    // 23:30 GMT on 2026-10-25 is 23:30 UTC; 23:30 BST on 2026-03-29 is 22:30 UTC.
    expect(localDate(at('2026-10-25T23:30:00Z'), LONDON)).toBe('2026-10-25');
    expect(localDate(at('2026-03-29T22:30:00Z'), LONDON)).toBe('2026-03-29');
  });

  it('cuts zones east of UTC before UTC midnight', () => {
    // Tokyo (+9, no daylight saving): the 10th begins at 15:00 UTC on the 9th.
    expect(iso(localDayStart('2026-03-10', TOKYO))).toBe('2026-03-09T15:00:00.000Z');
    expect(localDate(at('2026-03-09T20:00:00Z'), TOKYO)).toBe('2026-03-10');
    // Kolkata (+5:30): half-hour offsets.
    expect(iso(periodStart(at('2026-03-09T20:00:00Z'), 'day', KOLKATA))).toBe('2026-03-09T18:30:00.000Z');
  });

  it('lists the local days of a range, partial first and last days included, across a 23-hour day', () => {
    expect(localDays(localDayStart('2026-03-07', LA), localDayEnd('2026-03-09', LA), LA)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(localDays(at('2026-10-24T12:00:00Z'), at('2026-10-26T00:00:01Z'), LONDON)).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
    ]);
    expect(localDays(at('2026-03-09T00:00:00Z'), at('2026-03-09T00:00:00Z'), LA)).toEqual([]);
  });
});

describe('local weeks and months', () => {
  it('begins weeks on Monday (ISO) at local midnight, across a month end', () => {
    // Sunday 2026-03-08 23:30 PDT belongs to the week of Monday 2026-03-02 (PST then).
    const sundayNight = at('2026-03-09T06:30:00Z');
    expect(iso(periodStart(sundayNight, 'week', LA))).toBe('2026-03-02T08:00:00.000Z');
    expect(iso(periodEnd(sundayNight, 'week', LA))).toBe('2026-03-09T07:00:00.000Z');
    // Monday 00:30 in Tokyo is still Sunday in UTC: the week is Tokyo's.
    expect(localDate(periodStart(at('2026-05-31T15:30:00Z'), 'week', TOKYO), TOKYO)).toBe('2026-06-01');
  });

  it('begins months on the 1st at local midnight, whatever the offset then', () => {
    expect(iso(periodStart(at('2026-11-15T12:00:00Z'), 'month', LA))).toBe('2026-11-01T07:00:00.000Z');
    expect(iso(periodEnd(at('2026-11-15T12:00:00Z'), 'month', LA))).toBe('2026-12-01T08:00:00.000Z');
    expect(iso(periodStart(at('2026-03-31T23:30:00Z'), 'month', LONDON))).toBe('2026-03-31T23:00:00.000Z');
    expect(localDate(at('2026-03-31T23:30:00Z'), LONDON)).toBe('2026-04-01');
  });

  it('goes back whole periods: the last 7 days, 12 weeks or 12 months ending with the one holding an instant', () => {
    const sundayNight = at('2026-03-09T06:30:00Z'); // 2026-03-08 23:30 PDT
    expect(localDate(periodsBackStart(sundayNight, 'day', 7, LA), LA)).toBe('2026-03-02');
    expect(iso(periodsBackStart(sundayNight, 'day', 7, LA))).toBe('2026-03-02T08:00:00.000Z');
    expect(localDate(periodsBackStart(sundayNight, 'week', 12, LA), LA)).toBe('2025-12-15');
    expect(iso(periodsBackStart(sundayNight, 'month', 12, LA))).toBe('2025-04-01T07:00:00.000Z');
    expect(iso(periodsBackStart(sundayNight, 'day', 1, LA))).toBe('2026-03-08T08:00:00.000Z');
  });

  it('lists the first local day of every week or month overlapping a range', () => {
    const from = localDayStart('2026-02-25', LA);
    const to = localDayEnd('2026-03-10', LA);
    expect(periodStarts(from, to, 'week', LA)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09']);
    expect(periodStarts(from, to, 'month', LA)).toEqual(['2026-02-01', '2026-03-01']);
    expect(periodStarts(from, to, 'day', LA)).toHaveLength(14);
  });
});

describe('calendar arithmetic, formatting and zone names', () => {
  it('moves calendar dates by whole days', () => {
    expect(addLocalDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('writes an instant as local date and time with the offset of that moment', () => {
    expect(localDateTime(at('2026-03-09T06:30:00Z'), LA)).toBe('2026-03-08T23:30:00-07:00');
    expect(localDateTime(at('2026-03-08T06:30:00Z'), LA)).toBe('2026-03-07T22:30:00-08:00');
    expect(localDateTime(at('2026-03-09T20:00:00.250Z'), TOKYO)).toBe('2026-03-10T05:00:00.250+09:00');
  });

  it('refuses an unknown zone or a date that is not in the calendar', () => {
    expect(() => localDayStart('2026-03-08', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => localDayStart('2026-02-30', LA)).toThrow(RangeError);
  });
});
