import type { EarningsGroup, EarningsParams } from '@ridebook/validation';

export const EARNINGS_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];

type PeriodDefinition = {
  label: string;
  groupBy: EarningsGroup;
  /** What the chart covers, in words. */
  range: string;
  chartTitle: string;
};

/** The API's buckets are UTC days, ISO weeks from Monday and calendar months; each period ends today (UTC). */
export const PERIOD_DEFINITIONS: Record<EarningsPeriod, PeriodDefinition> = {
  daily: { label: 'Daily', groupBy: 'day', range: 'Last 7 days', chartTitle: 'Daily earnings' },
  weekly: { label: 'Weekly', groupBy: 'week', range: 'Last 12 weeks', chartTitle: 'Weekly earnings' },
  monthly: { label: 'Monthly', groupBy: 'month', range: 'Last 12 months', chartTitle: 'Monthly earnings' },
};

export function isEarningsPeriod(value: string | null): value is EarningsPeriod {
  return (EARNINGS_PERIODS as readonly (string | null)[]).includes(value);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period's range: whole buckets only (a Monday, the 1st of a month), at most a year back. */
function rangeStart(period: EarningsPeriod, today: Date): Date {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const day = today.getUTCDate();
  switch (period) {
    case 'daily':
      return new Date(Date.UTC(year, month, day - 6));
    case 'weekly': {
      const daysSinceMonday = (today.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(year, month, day - daysSinceMonday - 7 * 11));
    }
    case 'monthly':
      return new Date(Date.UTC(year, month - 11, 1));
  }
}

/** GET /driver/earnings's query for a period ending on `now`'s UTC day (both bounds whole days, inclusive). */
export function earningsParams(period: EarningsPeriod, now: Date): Required<EarningsParams> {
  return {
    from: isoDay(rangeStart(period, now)),
    to: isoDay(now),
    groupBy: PERIOD_DEFINITIONS[period].groupBy,
  };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's first day (`2026-03-02`) as the chart's axis reads it: "Mar 2", "Wk of Mar 2", "Mar 2026". */
export function formatBucket(start: string, groupBy: EarningsGroup): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (groupBy === 'month') return monthFormat.format(date);
  return groupBy === 'week' ? `Wk of ${dayFormat.format(date)}` : dayFormat.format(date);
}
