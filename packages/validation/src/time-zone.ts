import { z } from 'zod';

// Time zones are IANA names (`America/Los_Angeles`, `Europe/London`, `UTC`): where a local day, week or month of a
// report begins (docs/decisions/023-local-time-periods.md). The runtime's ICU data decides which names exist, and
// its canonical spelling is what the API keeps and sends back. `Intl.supportedValuesOf('timeZone')` is not the
// list to check against: it leaves out `UTC` and aliases such as `Asia/Kolkata` that people and PostgreSQL use.

export const TIME_ZONE_MESSAGES = {
  timeZoneInvalid: 'Choose a valid time zone, such as America/Los_Angeles',
} as const;

/** An IANA name starts with a letter (`UTC`, `Europe/Paris`, `Etc/GMT+5`); this keeps out offsets like `+05:00`. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

/** The canonical IANA name of a time zone (`utc` -> `UTC`, `US/Pacific` -> `America/Los_Angeles`), or null. */
export function canonicalTimeZone(name: string): string | null {
  if (!TIME_ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A time zone name, trimmed and sent on as its canonical name; anything else is refused with one message. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGES.timeZoneInvalid })
  .trim()
  .transform((value, context) => {
    const canonical = canonicalTimeZone(value);
    if (canonical === null) {
      context.addIssue({ code: 'custom', message: TIME_ZONE_MESSAGES.timeZoneInvalid });
      return z.NEVER;
    }
    return canonical;
  });

/**
 * `?timeZone=Europe/Paris` on an admin's report or export: where its days begin and end. Blank or absent means
 * the operator's zone, which only the API knows (DEFAULT_TIME_ZONE), so the field stays undefined.
 */
export const timeZoneQueryField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  timeZoneSchema.optional(),
);
