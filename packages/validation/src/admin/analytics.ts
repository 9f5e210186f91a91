import { z } from 'zod';
import { cityFilterField } from '../cities/city.ts';
import { CITY_MESSAGES } from '../cities/messages.ts';
import { dateField, parseDate } from '../dates.ts';
import { evenWithFieldIssues } from '../fields.ts';
import { TIME_ZONE_MESSAGES, timeZoneQueryField } from '../time-zone.ts';
import {
  PAGINATION_MESSAGES,
  pageQuerySchema,
  pageResponseSchema,
  sortQuerySchema,
  type QueryParams,
} from '../pagination.ts';

// The admin's analytics: an overview, a time series, a pickup heatmap and driver activity, each over a range of
// whole days (from and to included) cut in one time zone: the one asked for, else the chosen city's, else the
// operator's (the API's DEFAULT_TIME_ZONE). `cityId` keeps every figure to one city; without it, the platform's.
// Money is never added across currencies: every amount is given per currency (docs/decisions/034).

export const ANALYTICS_LIMITS = {
  /** Without from, to or days: the last 30 days, ending today in the report's time zone. */
  defaultRangeDays: 30,
  /** About three years: a day-by-day series stays a few hundred points and no query scans decades. */
  maxRangeDays: 1_096,
  /** Pickups read for one heatmap (the latest first); a busier range is sampled, and the answer says so. */
  heatmapMaxRides: 50_000,
  /** H3 resolutions: 7 (about 5 km² a cell), 8 (about 0.7 km²), 9 (about 0.1 km², a few blocks). */
  heatmapResolutions: [7, 8, 9],
  defaultHeatmapResolution: 8,
} as const;

export const ANALYTICS_MESSAGES = {
  dateInvalid: PAGINATION_MESSAGES.dateInvalid,
  dateRangeInvalid: PAGINATION_MESSAGES.dateRangeInvalid,
  rangeTooLong: 'Choose a range of at most 3 years',
  timeZoneInvalid: TIME_ZONE_MESSAGES.timeZoneInvalid,
  groupByInvalid: 'Group by day, week or month',
  daysInvalid: 'Choose a number of days from 1 to 1,096',
  resolutionInvalid: 'Choose a resolution of 7, 8 or 9',
  cityInvalid: CITY_MESSAGES.cityNotFound,
} as const;

export const ANALYTICS_GROUPINGS = ['day', 'week', 'month'] as const;
export type AnalyticsGrouping = (typeof ANALYTICS_GROUPINGS)[number];

export const DRIVER_ACTIVITY_SORT_COLUMNS = [
  'completedRides',
  'earnings',
  'rating',
  'onlineSeconds',
] as const;
export type DriverActivitySortColumn = (typeof DRIVER_ACTIVITY_SORT_COLUMNS)[number];

const DAY_MS = 86_400_000;

/** Query strings give text: blank means absent. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return value;
}

/** The calendar date (`YYYY-MM-DD`) at `instant` in `timeZone`: "today" for analytics. */
export function analyticsToday(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `date` moved by whole `days` (either way), as `YYYY-MM-DD`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day). */
function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A calendar day within DATE_LIMITS; blank means absent. */
const dayField = z.preprocess(blankToUndefined, dateField('day').optional());

/**
 * `?days=7`: without `from`, the range is this many days ending `to` (today in the report's zone when absent), so
 * a client asks for "the last 7 days" without working out the operator's "today" itself.
 */
const daysField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: ANALYTICS_MESSAGES.daysInvalid })
    .int({ error: ANALYTICS_MESSAGES.daysInvalid })
    .min(1, { error: ANALYTICS_MESSAGES.daysInvalid })
    .max(ANALYTICS_LIMITS.maxRangeDays, { error: ANALYTICS_MESSAGES.daysInvalid })
    .optional(),
);

const rangeQueryShape = {
  from: dayField,
  to: dayField,
  days: daysField,
  timeZone: timeZoneQueryField,
  cityId: cityFilterField,
};

/**
 * The problem with a range whose ends are both known: `from` after `to`, or longer than the limit. Both are
 * reported on `from`, the end a person moves to fix them.
 */
function rangeIssue(from: string, to: string): string | null {
  if (from > to) return ANALYTICS_MESSAGES.dateRangeInvalid;
  if (daysInRange(from, to) > ANALYTICS_LIMITS.maxRangeDays) return ANALYTICS_MESSAGES.rangeTooLong;
  return null;
}

/** Runs even when another field failed, so a form shows every problem at once; it reads only valid dates. */
function checkRange({ from, to }: { from?: unknown; to?: unknown }, context: z.RefinementCtx): void {
  const isKnown = (date: unknown): date is string =>
    typeof date === 'string' && typeof parseDate(date, 'day') !== 'string';
  if (!isKnown(from) || !isKnown(to)) return;
  const message = rangeIssue(from, to);
  if (message !== null) context.addIssue({ code: 'custom', path: ['from'], message });
}

/** GET /api/admin/analytics/overview: `?from=2026-03-01&to=2026-03-31&cityId=<uuid>` (or `&timeZone=Europe/Paris`). */
export const analyticsRangeQuerySchema = z
  .object(rangeQueryShape)
  .superRefine(checkRange, evenWithFieldIssues);
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuerySchema>;

/** GET /api/admin/analytics/timeseries: the range plus `groupBy=day|week|month` (day when absent). */
export const analyticsTimeseriesQuerySchema = z
  .object({
    ...rangeQueryShape,
    groupBy: z.preprocess(
      blankToUndefined,
      z.enum(ANALYTICS_GROUPINGS, { error: ANALYTICS_MESSAGES.groupByInvalid }).default('day'),
    ),
  })
  .superRefine(checkRange, evenWithFieldIssues);
export type AnalyticsTimeseriesQuery = z.output<typeof analyticsTimeseriesQuerySchema>;

/** GET /api/admin/analytics/heatmap: the range plus `resolution=7|8|9` (8 when absent). */
export const analyticsHeatmapQuerySchema = z
  .object({
    ...rangeQueryShape,
    resolution: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: ANALYTICS_MESSAGES.resolutionInvalid })
        .pipe(z.literal(ANALYTICS_LIMITS.heatmapResolutions, { error: ANALYTICS_MESSAGES.resolutionInvalid }))
        .default(ANALYTICS_LIMITS.defaultHeatmapResolution),
    ),
  })
  .superRefine(checkRange, evenWithFieldIssues);
export type AnalyticsHeatmapQuery = z.output<typeof analyticsHeatmapQuerySchema>;

/** GET /api/admin/analytics/drivers: the range, a page, and the order (most completed rides first). */
export const driverActivityQuerySchema = z
  .object({
    ...rangeQueryShape,
    ...pageQuerySchema.shape,
    ...sortQuerySchema(DRIVER_ACTIVITY_SORT_COLUMNS, 'completedRides').shape,
  })
  .superRefine(checkRange, evenWithFieldIssues);
export type DriverActivityQuery = z.output<typeof driverActivityQuerySchema>;

/** What a client sends: every key optional. */
export type AnalyticsRangeParams = QueryParams<typeof analyticsRangeQuerySchema>;
export type AnalyticsTimeseriesParams = QueryParams<typeof analyticsTimeseriesQuerySchema>;
export type AnalyticsHeatmapParams = QueryParams<typeof analyticsHeatmapQuerySchema>;
export type DriverActivityParams = QueryParams<typeof driverActivityQuerySchema>;

/** The range an answer covers, with the defaults filled in. */
export const analyticsRangeSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  /** The city the figures are kept to; null: every city. */
  cityId: z.string().nullable(),
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/**
 * Fills in a missing end: `to` defaults to today (in the time zone, at `now`), `from` to `days` (30 when absent)
 * days ending at `to`.
 * A filled-in range can still be wrong (a `from` after today): then `issue` says why, for the `from` field.
 */
export function resolveAnalyticsRange(
  query: {
    from?: string | undefined;
    to?: string | undefined;
    days?: number | undefined;
    cityId?: string | undefined;
  },
  timeZone: string,
  now: Date,
): { range: AnalyticsRange; issue: string | null } {
  const to = query.to ?? analyticsToday(now, timeZone);
  const from = query.from ?? addDays(to, 1 - (query.days ?? ANALYTICS_LIMITS.defaultRangeDays));
  return { range: { from, to, timeZone, cityId: query.cityId ?? null }, issue: rangeIssue(from, to) };
}

const count = z.number().int().min(0);
/** Money in minor units (cents) of `currency`; revenue may be negative after refunds. */
const money = z.number().int();
/** Money of one currency, keyed by its ISO 4217 code: `{ USD: 1250, GBP: 980 }`. */
const moneyPerCurrency = z.record(z.string(), money);
/** From 0 to 1; null when nothing ended in the range. */
const rate = z.number().min(0).max(1).nullable();

export const analyticsOverviewSchema = z.object({
  range: analyticsRangeSchema,
  /** When the figures were taken: "today", "this month" and "online now" are relative to it. */
  asOf: z.iso.datetime(),
  users: z.object({ total: count, riders: count, drivers: count, admins: count }),
  drivers: z.object({
    /** With an open online period now. */
    onlineNow: count,
    pendingApproval: count,
    /** Distinct drivers who completed a ride in the range. */
    activeInRange: count,
  }),
  rides: z.object({
    /** Requested today (a scheduled ride counts when it came due). */
    today: count,
    /** Requested in the range. */
    inRange: count,
    /** Completed in the range. */
    completed: count,
    /** Cancelled in the range, by anyone. */
    cancelled: count,
    /** Of the cancelled: ended by the system after the last dispatch round found no driver. */
    noDriverFound: count,
    /** Of the rides that ended (completed or cancelled) in the range. */
    completionRate: rate,
    cancellationRate: rate,
    /** From request to a driver's acceptance, over the rides accepted in the range; null when none. */
    averageWaitSeconds: z.number().int().nullable(),
    /** From pickup to drop-off, over the rides completed in the range; null when none. */
    averageTripSeconds: z.number().int().nullable(),
  }),
  /**
   * One row per currency, never added together: the chosen city's currency alone, or every city's currency (and any
   * other the ledger holds) for all cities, the default city's first.
   */
  revenue: z.array(
    z.object({
      currency: z.string(),
      /** The platform's income (platform_revenue entries of the ledger): commissions, booking and cancellation fees. */
      today: money,
      thisMonth: money,
      inRange: money,
      /** What riders paid for completed rides in the range: the fares (drivers' and platform's shares). */
      grossBookingsInRange: money,
    }),
  ),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;
export const analyticsOverviewResponseSchema = z.object({ data: analyticsOverviewSchema });

export const analyticsBucketSchema = z.object({
  /** The local date the bucket begins (a Monday for weeks, the 1st for months); edge buckets hold only the range. */
  start: z.iso.date(),
  requested: count,
  completed: count,
  cancelled: count,
  /** The platform's income in the bucket, per currency (every one of the answer's `currencies`). */
  revenue: moneyPerCurrency,
  /** The fares of the bucket, per currency. */
  grossFares: moneyPerCurrency,
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;
export const analyticsTimeseriesSchema = z.object({
  range: analyticsRangeSchema,
  groupBy: z.enum(ANALYTICS_GROUPINGS),
  /** The currencies of the buckets' money, as in the overview's `revenue` (one for a city). */
  currencies: z.array(z.string()),
  /** Every bucket of the range in order, empty ones included. */
  buckets: z.array(analyticsBucketSchema),
});
export type AnalyticsTimeseries = z.infer<typeof analyticsTimeseriesSchema>;
export const analyticsTimeseriesResponseSchema = z.object({ data: analyticsTimeseriesSchema });

export const heatmapCellSchema = z.object({
  /** The H3 index of the cell. */
  cell: z.string(),
  /** Ride requests whose pickup lies in the cell. */
  count: z.number().int().min(1),
  /** The centre of the cell. */
  lat: z.number(),
  lng: z.number(),
});
export type HeatmapCell = z.infer<typeof heatmapCellSchema>;
export const analyticsHeatmapSchema = z.object({
  range: analyticsRangeSchema,
  resolution: z.number().int(),
  /** Ride requests counted (at most `heatmapMaxRides`). */
  rides: count,
  /** True when the range held more requests than were read: the latest ones were counted. */
  isCapped: z.boolean(),
  /** Busiest cells first. */
  cells: z.array(heatmapCellSchema),
});
export type AnalyticsHeatmap = z.infer<typeof analyticsHeatmapSchema>;
export const analyticsHeatmapResponseSchema = z.object({ data: analyticsHeatmapSchema });

export const driverActivityRowSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  email: z.string(),
  completedRides: count,
  /** The currency of the driver's city. */
  currency: z.string(),
  /** driver_earnings entries in the range in `currency` (fare shares, tips, fees; payouts are not earnings). */
  earnings: money,
  /** What the driver earned in the range in other currencies (a city they drove in before), each apart. */
  otherEarnings: z.array(z.object({ currency: z.string(), amount: money })),
  /** Riders' stars given in the range, to two decimals; null without ratings. */
  rating: z.number().min(1).max(5).nullable(),
  ratingCount: count,
  /** Time online inside the range (an open period counts until now). */
  onlineSeconds: count,
});
export type DriverActivityRow = z.infer<typeof driverActivityRowSchema>;
/** Drivers with any activity in the range: a completed ride, earnings, a rating or time online. */
export const driverActivityResponseSchema = pageResponseSchema(driverActivityRowSchema).extend({
  range: analyticsRangeSchema,
});
export type DriverActivityPage = z.infer<typeof driverActivityResponseSchema>;
