import { DateTime } from 'luxon';

// Days, weeks and months as people live them: cut at local midnight in an IANA time zone, not at UTC midnight
// (docs/decisions/023-local-time-periods.md). Every function takes the zone and answers UTC instants (Date) or
// local calendar dates (`YYYY-MM-DD`). Luxon reads the zone's rules from the runtime's ICU data, so a day may
// last 23 or 25 hours (daylight saving) and a midnight that does not exist starts the day at the first local
// time that does. The SQL that groups rows by local day (`date_trunc(unit, t at time zone $zone)`) must agree
// with these cuts: both follow the IANA database, and the API tests check one against the other.

/** A local period. Weeks are ISO weeks: they begin on Monday. */
export type LocalPeriod = 'day' | 'week' | 'month';
/** The weekday a local week begins on (ISO 8601; `date_trunc('week', ...)` in SQL agrees). */
export const WEEK_STARTS_ON = 'Monday';

function inZone(at: Date, timeZone: string): DateTime<true> {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`not a time zone or not an instant: ${timeZone}, ${String(at)}`);
  return local;
}

function onDate(date: string, timeZone: string): DateTime<true> {
  const local = DateTime.fromISO(date, { zone: timeZone });
  if (!local.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new RangeError(`not a calendar date or not a time zone: ${date}, ${timeZone}`);
  }
  return local;
}

/** The instant the local day, ISO week (from Monday) or month holding `at` begins. */
export function periodStart(at: Date, period: LocalPeriod, timeZone: string): Date {
  return inZone(at, timeZone).startOf(period).toJSDate();
}

/** The instant the next local day, week or month begins: the period holding `at` is [start, end). */
export function periodEnd(at: Date, period: LocalPeriod, timeZone: string): Date {
  return inZone(at, timeZone)
    .startOf(period)
    .plus({ [`${period}s`]: 1 })
    .startOf(period)
    .toJSDate();
}

/**
 * The instant the `count` whole periods ending with the one holding `at` begin: with `count` 7 and `day`, the
 * start of the day six days before; with 12 and `month`, the 1st of the month eleven months before.
 */
export function periodsBackStart(at: Date, period: LocalPeriod, count: number, timeZone: string): Date {
  return inZone(at, timeZone)
    .startOf(period)
    .minus({ [`${period}s`]: count - 1 })
    .startOf(period)
    .toJSDate();
}

/** The local calendar date (`YYYY-MM-DD`) at `at`. */
export function localDate(at: Date, timeZone: string): string {
  return inZone(at, timeZone).toISODate();
}

/** The instant a local calendar date (`2026-03-08`) begins in the zone. */
export function localDayStart(date: string, timeZone: string): Date {
  return onDate(date, timeZone).startOf('day').toJSDate();
}

/** The instant the local calendar date after `date` begins: `date` is [localDayStart, localDayEnd). */
export function localDayEnd(date: string, timeZone: string): Date {
  return onDate(date, timeZone).plus({ days: 1 }).startOf('day').toJSDate();
}

/** `date` moved by whole calendar days (either way): `2026-03-08` + 1 is `2026-03-09`, whatever the zone. */
export function addLocalDays(date: string, days: number): string {
  return onDate(date, 'UTC').plus({ days }).toISODate();
}

/**
 * The first local date (`YYYY-MM-DD`) of every day, week (a Monday) or month (the 1st) that overlaps [from, to),
 * oldest first: the buckets of a chart, empty ones included.
 */
export function periodStarts(from: Date, to: Date, period: LocalPeriod, timeZone: string): string[] {
  const starts: string[] = [];
  if (to <= from) return starts;
  const end = inZone(to, timeZone);
  for (
    let start = inZone(from, timeZone).startOf(period);
    start < end;
    start = start.plus({ [`${period}s`]: 1 }).startOf(period)
  ) {
    starts.push(start.toISODate());
  }
  return starts;
}

/** Every local day that overlaps [from, to), oldest first. */
export function localDays(from: Date, to: Date, timeZone: string): string[] {
  return periodStarts(from, to, 'day', timeZone);
}

/** An instant as local date and time with the zone's offset then, for people and spreadsheets: `2026-03-08T23:30:00-07:00`. */
export function localDateTime(at: Date, timeZone: string): string {
  return inZone(at, timeZone).toISO({ suppressMilliseconds: true });
}
