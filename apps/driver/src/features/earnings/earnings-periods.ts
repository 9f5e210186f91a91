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

/**
 * The API's buckets are local days, ISO weeks from Monday and calendar months of the driver's time zone; without
 * dates it covers the last 7 days, 12 weeks or 12 months ending today there (MONEY_LIMITS.defaultPeriods), so the
 * app never works out "today" in the browser's zone.
 */
export const PERIOD_DEFINITIONS: Record<EarningsPeriod, PeriodDefinition> = {
  daily: { label: 'Daily', groupBy: 'day', range: 'Last 7 days', chartTitle: 'Daily earnings' },
  weekly: { label: 'Weekly', groupBy: 'week', range: 'Last 12 weeks', chartTitle: 'Weekly earnings' },
  monthly: { label: 'Monthly', groupBy: 'month', range: 'Last 12 months', chartTitle: 'Monthly earnings' },
};

export function isEarningsPeriod(value: string | null): value is EarningsPeriod {
  return (EARNINGS_PERIODS as readonly (string | null)[]).includes(value);
}

/** GET /driver/earnings's query for a period ending today in the driver's time zone: the API fills in the dates. */
export function earningsParams(period: EarningsPeriod): EarningsParams {
  return { groupBy: PERIOD_DEFINITIONS[period].groupBy };
}

// The bucket's date is a local date of the driver's zone already: formatted as a calendar date, never moved into
// the browser's zone (timeZone UTC only stops Intl from shifting it).
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A bucket's first day (`2026-03-02`) as the chart's axis reads it: "Mar 2", "Wk of Mar 2", "Mar 2026". */
export function formatBucket(start: string, groupBy: EarningsGroup): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (groupBy === 'month') return monthFormat.format(date);
  return groupBy === 'week' ? `Wk of ${dayFormat.format(date)}` : dayFormat.format(date);
}
