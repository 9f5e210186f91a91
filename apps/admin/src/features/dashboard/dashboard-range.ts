import type { AnalyticsRangeParams, AnalyticsGrouping } from '@ridebook/validation';

export const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;
export type PeriodDays = (typeof PERIODS)[number]['days'];
export const DEFAULT_PERIOD: PeriodDays = 30;

/**
 * The chosen period as whole days ending today, and the chosen city (blank: every city). The API works out its
 * "today" and cuts the days in the city's time zone (every city: the operator's, DEFAULT_TIME_ZONE), so every
 * admin sees the same days wherever their browser is.
 */
export function analyticsRange(days: PeriodDays, cityId: string): AnalyticsRangeParams {
  return cityId === '' ? { days } : { days, cityId };
}

/** Days for a week or a month, weeks for a quarter, months for a year: a chart of a readable number of bars. */
export function groupingFor(days: PeriodDays): AnalyticsGrouping {
  if (days <= 31) return 'day';
  return days <= 120 ? 'week' : 'month';
}
