import { z } from 'zod';
import {
  PAGINATION_MESSAGES,
  pageQuerySchema,
  pageResponseSchema,
  sortQuerySchema,
  type QueryParams,
} from '../pagination.ts';
import { dateField, toParsedDate, type ParsedDate } from '../dates.ts';
import { cityFilterField } from '../cities/city.ts';
import { timeZoneQueryField } from '../time-zone.ts';
import { routePathSchema } from './geo.ts';
import { RIDE_STATUSES, paymentMethodSchema, rideStatusSchema, type RideStatus } from './ride-status.ts';

// Ride lists: the rider's and the driver's history, the admin's "All Rides" and its CSV export. One query
// contract (pages, sort, filters) for all of them; the admin's adds who rode and who drove.

export const RIDE_HISTORY_LIMITS = {
  searchMax: 100,
  /** Fares are integer minor units; a filter beyond this (1,000,000.00) is a typo, not a fare. */
  fareMax: 100_000_000,
  /** Rows in one CSV export; narrow the filters for more. */
  exportMaxRows: 10_000,
} as const;

export const RIDE_HISTORY_MESSAGES = {
  statusInvalid: 'Choose a valid ride status',
  searchTooLong: `Search text must be at most ${RIDE_HISTORY_LIMITS.searchMax} characters`,
  amountTooLarge: 'Enter a smaller amount',
  riderInvalid: 'Choose a valid rider',
  driverInvalid: 'Choose a valid driver',
} as const;

/** What a ride list sorts by; `fare` is the final fare once known, else the estimate. */
export const RIDE_SORT_COLUMNS = ['createdAt', 'fare', 'status', 'distance'] as const;
export type RideSortColumn = (typeof RIDE_SORT_COLUMNS)[number];

/** Query strings give text (or, for a repeated key, a list of texts): blank means absent. */
function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return value;
}

const DAY_MS = 86_400_000;

/** `2026-03-01` (a whole local day) or `2026-03-01T08:30:00Z` (an instant), within DATE_LIMITS. */
const dateBoundField = z.preprocess(blankToUndefined, dateField().optional());

/** An amount in minor units (cents) of 0 or more. */
const amountField = z.preprocess(
  (value) => {
    const present = blankToUndefined(value);
    return typeof present === 'string' ? Number(present) : present;
  },
  z
    .number({ error: PAGINATION_MESSAGES.amountInvalid })
    .int({ error: PAGINATION_MESSAGES.amountInvalid })
    .min(0, { error: PAGINATION_MESSAGES.amountInvalid })
    .max(RIDE_HISTORY_LIMITS.fareMax, { error: RIDE_HISTORY_MESSAGES.amountTooLarge })
    .optional(),
);

/** `status=completed,cancelled` or `status=completed&status=cancelled`; duplicates count once. */
const statusFilterField = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part: unknown) =>
      typeof part === 'string' ? part.split(',').map((text) => text.trim()) : [part],
    );
    const present = parts.filter((part) => part !== '');
    return present.length === 0 ? undefined : present;
  },
  z
    .array(z.unknown(), { error: RIDE_HISTORY_MESSAGES.statusInvalid })
    .transform((values, context): RideStatus[] => {
      const known = values.filter((value): value is RideStatus =>
        (RIDE_STATUSES as readonly unknown[]).includes(value),
      );
      if (known.length !== values.length) {
        context.addIssue({ code: 'custom', message: RIDE_HISTORY_MESSAGES.statusInvalid });
        return z.NEVER;
      }
      return [...new Set(known)];
    })
    .optional(),
);

const searchField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: RIDE_HISTORY_MESSAGES.searchTooLong })
    .trim()
    .max(RIDE_HISTORY_LIMITS.searchMax, { error: RIDE_HISTORY_MESSAGES.searchTooLong })
    .optional(),
);

const personIdField = (message: string) =>
  z.preprocess(blankToUndefined, z.uuid({ error: message }).optional());

const rideListQueryShape = {
  ...pageQuerySchema.shape,
  ...sortQuerySchema(RIDE_SORT_COLUMNS, 'createdAt').shape,
  from: dateBoundField,
  to: dateBoundField,
  minFare: amountField,
  maxFare: amountField,
  status: statusFilterField,
  q: searchField,
};

/** The filters as a client sends them; the dates are checked texts until the API reads them (`toCriteria`). */
type RideListFilters = {
  from?: string | undefined;
  to?: string | undefined;
  minFare?: number | undefined;
  maxFare?: number | undefined;
};

/**
 * The end of `to`, exclusive, for checking the order of the bounds: a day includes all of itself (read as UTC here;
 * both bounds are cut in the same zone, so the order holds); an instant includes itself (ms precision).
 */
function endOf(bound: ParsedDate): Date {
  return new Date(bound.at.getTime() + (bound.kind === 'day' ? DAY_MS : 1));
}

function checkRanges(value: RideListFilters, context: z.RefinementCtx): void {
  if (
    value.from &&
    value.to &&
    toParsedDate(value.from).at.getTime() >= endOf(toParsedDate(value.to)).getTime()
  ) {
    context.addIssue({ code: 'custom', path: ['from'], message: PAGINATION_MESSAGES.dateRangeInvalid });
  }
  if (value.minFare !== undefined && value.maxFare !== undefined && value.minFare > value.maxFare) {
    context.addIssue({ code: 'custom', path: ['minFare'], message: PAGINATION_MESSAGES.amountRangeInvalid });
  }
}

/**
 * The filters as the API reads them: the dates parsed, `createdFrom` and `createdTo` both included. A day is a
 * whole day of the list's time zone (the API's reporting zone), so the API, not this schema, turns it into instants.
 */
function toCriteria<T extends RideListFilters>({ from, to, ...rest }: T) {
  return {
    ...rest,
    createdFrom: from === undefined ? undefined : toParsedDate(from),
    createdTo: to === undefined ? undefined : toParsedDate(to),
  };
}

/**
 * GET /api/rider/rides and /api/driver/rides: `?page&pageSize&sort&order&from&to&minFare&maxFare&status&q`.
 * Dates are a day (a whole day of the reporting time zone, inclusive) or an instant with its offset; fares are
 * minor units.
 */
export const rideListQuerySchema = z
  .object(rideListQueryShape)
  .superRefine(checkRanges)
  .transform((value) => toCriteria(value));
export type RideListQuery = z.output<typeof rideListQuerySchema>;

/**
 * GET /api/admin/rides and its CSV export: the same filters, plus one rider's or one driver's rides, one city's
 * rides, and the time zone of the dates (the filters' days and the export's times; the city's, else the operator's,
 * when absent).
 */
const adminRideListQueryShape = {
  ...rideListQueryShape,
  riderId: personIdField(RIDE_HISTORY_MESSAGES.riderInvalid),
  driverId: personIdField(RIDE_HISTORY_MESSAGES.driverInvalid),
  timeZone: timeZoneQueryField,
  cityId: cityFilterField,
};
export const adminRideListQuerySchema = z
  .object(adminRideListQueryShape)
  .superRefine(checkRanges)
  .transform((value) => toCriteria(value));
export type AdminRideListQuery = z.output<typeof adminRideListQuerySchema>;

/**
 * What a client sends (every key optional): the filters as the query schema reads them, before the API turns
 * them into criteria. Statuses go as one comma-separated value.
 */
export type RideListParams = QueryParams<z.ZodObject<typeof rideListQueryShape>>;
export type AdminRideListParams = QueryParams<z.ZodObject<typeof adminRideListQueryShape>>;

export const rideListFareSchema = z.object({
  /** The final fare once the ride completed, else the estimate; minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  isFinal: z.boolean(),
});

const rideListRowShape = {
  id: z.string(),
  status: rideStatusSchema,
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  createdAt: z.iso.datetime(),
  scheduledAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  fare: rideListFareSchema,
  paymentMethod: paymentMethodSchema,
};

/** A row of the rider's history: the driver's name once one accepted. */
export const riderRideRowSchema = z.object({ ...rideListRowShape, driverName: z.string().nullable() });
export type RiderRideRow = z.infer<typeof riderRideRowSchema>;

/** A row of the driver's history: the rider's name. */
export const driverRideRowSchema = z.object({ ...rideListRowShape, riderName: z.string() });
export type DriverRideRow = z.infer<typeof driverRideRowSchema>;

export const ridePartySummarySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type RidePartySummary = z.infer<typeof ridePartySummarySchema>;

/** A row of the admin's list: both parties with their e-mail. */
export const adminRideRowSchema = z.object({
  ...rideListRowShape,
  rider: ridePartySummarySchema,
  driver: ridePartySummarySchema.nullable(),
});
export type AdminRideRow = z.infer<typeof adminRideRowSchema>;

/** Over every ride the filters match, not only the page shown. */
export const rideListTotalsSchema = z.object({
  rides: z.number().int(),
  completed: z.number().int(),
  /** What the completed rides cost, per currency (one entry unless the currency setting changed). */
  completedFares: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});
export type RideListTotals = z.infer<typeof rideListTotalsSchema>;

export const riderRideListResponseSchema = pageResponseSchema(riderRideRowSchema).extend({
  totals: rideListTotalsSchema,
});
export type RiderRideList = z.infer<typeof riderRideListResponseSchema>;
export const driverRideListResponseSchema = pageResponseSchema(driverRideRowSchema).extend({
  totals: rideListTotalsSchema,
});
export type DriverRideList = z.infer<typeof driverRideListResponseSchema>;
export const adminRideListResponseSchema = pageResponseSchema(adminRideRowSchema).extend({
  totals: rideListTotalsSchema,
});
export type AdminRideList = z.infer<typeof adminRideListResponseSchema>;

/** GET /api/rides/:id/route: the route planned at booking and the path the car actually drove. */
export const rideRouteSchema = z.object({
  rideId: z.string(),
  planned: routePathSchema,
  /** From the ride's breadcrumbs (one every few seconds while the ride is under way); empty before. */
  driven: routePathSchema,
  distanceMeters: z.number().int(),
  /** Set at completion from the breadcrumbs; null before. */
  drivenDistanceMeters: z.number().int().nullable(),
});
export type RideRoute = z.infer<typeof rideRouteSchema>;
export const rideRouteResponseSchema = z.object({ data: rideRouteSchema });
