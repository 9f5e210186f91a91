import { DateTime } from 'luxon';
import { addLocalDays, localDate } from '../../shared/local-time.ts';

// When the automatic weekly payouts happen: on an ISO weekday (1 Monday ... 7 Sunday) in the driver's city's time
// zone, the city's own day or else the service-wide one (decision 029). A run every hour pays each city's drivers
// on their local payout day, once (the reference is the local date).

/** The ISO weekday (1 Monday ... 7 Sunday) of `at` in the zone. */
export function isoWeekdayIn(at: Date, timeZone: string): number {
  return DateTime.fromJSDate(at, { zone: timeZone }).weekday;
}

/** The next payout day (a local date) on or after `at` in the zone (today when today is the day). */
export function nextWeeklyPayoutOn(at: Date, weekday: number, timeZone: string): string {
  const daysAhead = (weekday - isoWeekdayIn(at, timeZone) + 7) % 7;
  return addLocalDays(localDate(at, timeZone), daysAhead);
}

/** The reference of the weekly payout of `at`'s local day: once per driver and day, whatever repeats. */
export const weeklyReference = (at: Date, timeZone: string) => `weekly-${localDate(at, timeZone)}`;
