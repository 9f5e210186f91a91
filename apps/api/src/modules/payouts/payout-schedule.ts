// When the automatic weekly payouts happen: on an ISO weekday (1 Monday ... 7 Sunday) in UTC. One weekday for the
// service until cities land (issue #24: "day per city"); then the day and its time zone come from the driver's city.

/** The ISO weekday (1 Monday ... 7 Sunday) of `at` in UTC. */
export function isoWeekdayUtc(at: Date): number {
  return ((at.getUTCDay() + 6) % 7) + 1;
}

/** `YYYY-MM-DD` of `at` in UTC. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);

/** The next payout day on or after `at` (today when today is the day). */
export function nextWeeklyPayoutOn(at: Date, weekday: number): string {
  const daysAhead = (weekday - isoWeekdayUtc(at) + 7) % 7;
  return utcDate(new Date(at.getTime() + daysAhead * 86_400_000));
}

/** The reference of the weekly payout of `at`'s day: once per driver and day, whatever repeats. */
export const weeklyReference = (at: Date) => `weekly-${utcDate(at)}`;
