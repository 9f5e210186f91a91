import type { z } from 'zod';
import { dateField, parseDate, toParsedDate } from '../dates.ts';
import { PAGINATION_MESSAGES } from '../pagination.ts';
import { MONEY_LIMITS, MONEY_MESSAGES } from './money-messages.ts';

const DAY_MS = 86_400_000;
/** A year of local days may hold one 25-hour day (daylight saving ends): the longest range is that much longer. */
const DAYLIGHT_SAVING_HOUR_MS = 3_600_000;

/**
 * `2025-06-01` (a whole day: the API cuts it in the report's time zone) or an instant with its offset
 * (`2025-06-01T08:00:00Z`), within DATE_LIMITS.
 */
export const dateBoundField = dateField();

/**
 * The instant a bound stands for, for checking a range's order and length in the form and the query schema: a
 * date alone is read as its whole UTC day (as `from` the day's start, as `to` the next day's start; ranges include
 * `from` and exclude `to`). The API's reports read dates in their own time zone instead (apps/api local-time).
 */
export function resolveDateBound(value: string, edge: 'from' | 'to'): Date {
  const { kind, at } = toParsedDate(value);
  if (kind === 'instant' || edge === 'from') return at;
  return new Date(at.getTime() + DAY_MS);
}

/** What is wrong with a resolved range (reported on `from`), or null. */
export function dateRangeProblem(from: Date, to: Date): string | null {
  if (from.getTime() > to.getTime()) return PAGINATION_MESSAGES.dateRangeInvalid;
  if (to.getTime() - from.getTime() > MONEY_LIMITS.rangeMaxDays * DAY_MS + DAYLIGHT_SAVING_HOUR_MS)
    return MONEY_MESSAGES.dateRangeTooLong;
  return null;
}

/** `?from&to`, both optional (the API fills in the last 7 days); checked together when both are given. */
export const dateRangeQueryFields = { from: dateBoundField.optional(), to: dateBoundField.optional() };

export function checkDateRange(
  value: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.from === undefined || value.to === undefined) return;
  if (typeof parseDate(value.from) === 'string' || typeof parseDate(value.to) === 'string') return;
  const from = resolveDateBound(value.from, 'from');
  // Order is judged on where each bound starts: from=2025-06-02&to=2025-06-01 runs backwards.
  const problem =
    from > resolveDateBound(value.to, 'from')
      ? PAGINATION_MESSAGES.dateRangeInvalid
      : dateRangeProblem(from, resolveDateBound(value.to, 'to'));
  if (problem !== null) context.addIssue({ code: 'custom', path: ['from'], message: problem });
}
