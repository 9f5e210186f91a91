import { z } from 'zod';

// Every date the API accepts (list filters, earnings, analytics, the audit log, a scheduled ride) is read here, and
// only dates from 1 January 2000 to 31 December 2100 are accepted: older or later dates are typos, not rides, and
// years like 9999 would overflow the database's timestamps once a day is added to them. Forms check the same range.

export const DATE_LIMITS = {
  /** The first day accepted (UTC for instants). */
  min: '2000-01-01',
  /** The last day accepted (UTC for instants). */
  max: '2100-12-31',
} as const;

export const DATE_MESSAGES = {
  dateInvalid: 'Enter a valid date',
  dateOutOfRange: 'Enter a date from 2000 to 2100',
} as const;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date and time with its offset (Z or +hh:mm), as `Date.prototype.toISOString` and datetime inputs give. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const FIRST_MS = Date.parse(`${DATE_LIMITS.min}T00:00:00Z`);
/** Exclusive: the start of the day after the last one. */
const END_MS = Date.parse(`${DATE_LIMITS.max}T00:00:00Z`) + DAY_MS;

/** What a date text stands for: a whole day (`at` is its start, UTC) or an instant. */
export type ParsedDate = { kind: 'day' | 'instant'; at: Date };
/** Which forms a field takes: a calendar day `2026-03-01`, an instant `2026-03-01T08:30:00Z`, or either. */
export type DateForm = 'day' | 'instant' | 'dayOrInstant';

/** A day of the calendar: 2026-02-29 and 2026-04-31 are not. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/**
 * Reads a date text in the given forms: the date, or why it is refused (`invalid`: not a date in that form;
 * `outOfRange`: a real date outside DATE_LIMITS).
 */
export function parseDate(
  text: string,
  form: DateForm = 'dayOrInstant',
): ParsedDate | 'invalid' | 'outOfRange' {
  const day = form === 'instant' ? null : ISO_DATE.exec(text);
  const instant = day || form === 'day' ? null : ISO_DATE_TIME.exec(text);
  const parts = day ?? instant;
  if (!parts || !isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]))) return 'invalid';
  const at = day ? Date.parse(`${text}T00:00:00Z`) : Date.parse(text);
  if (Number.isNaN(at)) return 'invalid';
  if (at < FIRST_MS || at >= END_MS) return 'outOfRange';
  return { kind: day ? 'day' : 'instant', at: new Date(at) };
}

/** The message for a refused date text, or null when it is a date in range. */
export function dateProblem(text: string, form: DateForm = 'dayOrInstant'): string | null {
  const parsed = parseDate(text, form);
  if (parsed === 'invalid') return DATE_MESSAGES.dateInvalid;
  if (parsed === 'outOfRange') return DATE_MESSAGES.dateOutOfRange;
  return null;
}

/**
 * A date field (trimmed text, kept as text): `2026-03-01`, `2026-03-01T08:30:00Z` or either (`form`), from
 * DATE_LIMITS.min to DATE_LIMITS.max. The one date rule of every query and body the API accepts.
 */
export function dateField(form: DateForm = 'dayOrInstant') {
  return z
    .string({ error: DATE_MESSAGES.dateInvalid })
    .trim()
    .superRefine((text, context) => {
      const message = dateProblem(text, form);
      // Not continuable: a range check of the object after it must never read a refused date.
      if (message !== null) context.addIssue({ code: 'custom', message, continue: false });
    });
}

/** Reads a text that `dateField` accepted (throws on any other). */
export function toParsedDate(text: string, form: DateForm = 'dayOrInstant'): ParsedDate {
  const parsed = parseDate(text, form);
  if (typeof parsed === 'string') throw new TypeError(`not an accepted date: ${text}`);
  return parsed;
}
