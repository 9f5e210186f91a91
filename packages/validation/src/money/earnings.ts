import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';
import { paymentMethodSchema } from '../rides/ride-status.ts';
import { checkDateRange, dateRangeQueryFields } from './date-range.ts';
import { MONEY_MESSAGES } from './money-messages.ts';

export const EARNINGS_GROUPS = ['day', 'week', 'month'] as const;
export type EarningsGroup = (typeof EARNINGS_GROUPS)[number];

/**
 * GET /api/driver/earnings?from&to&groupBy: totals and chart buckets (local days, ISO weeks from Monday, months, in
 * the driver's time zone). Without `from`: the last 7 days, 12 weeks or 12 months (MONEY_LIMITS.defaultPeriods).
 */
export const earningsQuerySchema = z
  .object({
    ...dateRangeQueryFields,
    groupBy: z.enum(EARNINGS_GROUPS, { error: MONEY_MESSAGES.groupByInvalid }).default('day'),
  })
  .superRefine(checkDateRange);
export type EarningsQuery = z.output<typeof earningsQuerySchema>;
/** What a client sends: every field optional (the API fills in the last 7 days, by day). */
export type EarningsParams = QueryParams<typeof earningsQuerySchema>;

/** GET /api/driver/earnings/rides?page&pageSize&from&to: one row per completed ride, newest first. */
export const earningRidesQuerySchema = pageQuerySchema
  .extend(dateRangeQueryFields)
  .superRefine(checkDateRange);
export type EarningRidesQuery = z.output<typeof earningRidesQuerySchema>;
export type EarningRidesParams = QueryParams<typeof earningRidesQuerySchema>;

const cents = z.number().int();

/**
 * Sums of the driver's ledger entries over the range (by the postings' time), in minor units. `earnings` is what
 * the driver earned, the same sum the dashboard shows for today: fares + tips + cancellationFees + refunds.
 */
export const earningsTotalsSchema = z.object({
  /** What the driver earned: their shares of fares and fees, tips, less their part of refunds. */
  earnings: cents,
  /** The driver's share of fares. */
  fares: cents,
  tips: cents,
  /** The driver's share of cancellation fees. */
  cancellationFees: cents,
  /** The driver's part of what riders were given back (fare refunds in proportion, tip refunds whole): zero or negative. */
  refunds: cents,
  /** The platform's share (commission and booking fees) of the driver's fares and fees, less its part of refunds. */
  commission: cents,
  /** Cash the driver took from riders. */
  cashCollected: cents,
  /** Of that cash, what belongs to the platform (the driver's cash debt). */
  cashCommissionOwed: cents,
  /** What the platform owes the driver for the range (earnings minus cash held); negative: the driver owes. */
  net: cents,
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

export const earningsBucketSchema = z.object({
  /** The bucket's first local date in the answer's time zone (a Monday for weeks, the 1st for months). */
  start: z.iso.date(),
  /** fares + tips + cancellationFees + refunds. */
  earnings: cents,
  fares: cents,
  tips: cents,
  cancellationFees: cents,
  /** Zero or negative. */
  refunds: cents,
  /** Rides completed in the bucket. */
  rides: z.number().int(),
});
export type EarningsBucket = z.infer<typeof earningsBucketSchema>;

/** A driver's totals in one other currency over the range, with the rides paid in it. */
export const otherCurrencyEarningsSchema = z.object({
  currency: z.string(),
  /** Rides whose fare was posted in the range in this currency. */
  rides: z.number().int(),
  totals: earningsTotalsSchema,
});
export type OtherCurrencyEarnings = z.infer<typeof otherCurrencyEarningsSchema>;

export const driverEarningsSchema = z.object({
  /** The driver's city's currency: `totals`, `cashDebt` and `series` count only rides in it. */
  currency: z.string(),
  /** The range's first instant (a local midnight when the range was given in dates). */
  from: z.iso.datetime(),
  /** The instant after the range (exclusive). */
  to: z.iso.datetime(),
  /** The IANA time zone whose days, weeks and months cut the range and the buckets: the driver's. */
  timeZone: z.string(),
  groupBy: z.enum(EARNINGS_GROUPS),
  totals: earningsTotalsSchema,
  /**
   * What the driver owes the platform now, whatever the range: its share of cash fares not yet settled. Always
   * sent; optional in the type only so clients built before it keep parsing.
   */
  cashDebt: cents.optional(),
  /** Every bucket of the range, empty ones included, oldest first. */
  series: z.array(earningsBucketSchema),
  /**
   * The range's rides paid in other currencies than `currency` (a driver who moved to a city of another currency),
   * each currency summed apart, never added to `totals`; empty for most drivers. Always sent; optional in the type
   * only so clients built before it keep parsing.
   */
  otherCurrencies: z.array(otherCurrencyEarningsSchema).optional(),
});
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;
export const driverEarningsResponseSchema = z.object({ data: driverEarningsSchema });

export const earningRideSchema = z.object({
  rideId: z.string(),
  completedAt: z.iso.datetime(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  paymentMethod: paymentMethodSchema,
  currency: z.string(),
  /** What the rider paid for the trip. */
  fare: cents,
  driverShare: cents,
  commission: cents,
  tip: cents,
  /** The driver's part of what the rider was given back for this ride (fare and tip): zero or negative. */
  refunds: cents,
  /** What the driver earned on the ride: driverShare + tip + refunds. */
  earnings: cents,
  /** The ride's effect on what the platform owes the driver; for cash rides, minus the commission they hold. */
  net: cents,
});
export type EarningRide = z.infer<typeof earningRideSchema>;
export const earningRidesResponseSchema = pageResponseSchema(earningRideSchema);
export type EarningRidesPage = z.infer<typeof earningRidesResponseSchema>;
