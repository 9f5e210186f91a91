import type { AnalyticsRangeParams, AnalyticsGrouping } from '@ridebook/validation';
import { toDateInputValue } from '../../lib/format.ts';

export const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;
export type PeriodDays = (typeof PERIODS)[number]['days'];
export const DEFAULT_PERIOD: PeriodDays = 30;

/** The chosen period as whole days ending today, cut in the admin's own time zone. */
export function analyticsRange(days: PeriodDays, now = new Date()): AnalyticsRangeParams {
  const from = new Date(now);
  from.setDate(from.getDate() - (days - 1));
  return {
    from: toDateInputValue(from),
    to: toDateInputValue(now),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** Days for a week or a month, weeks for a quarter, months for a year: a chart of a readable number of bars. */
export function groupingFor(days: PeriodDays): AnalyticsGrouping {
  if (days <= 31) return 'day';
  return days <= 120 ? 'week' : 'month';
}
