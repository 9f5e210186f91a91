import { z } from 'zod';

const cents = z.number().int();

/** GET /api/driver/summary: the driver's dashboard. "Today" is the local day in `timeZone`, the driver's. */
export const driverSummarySchema = z.object({
  currency: z.string(),
  /** The IANA time zone whose day "today" is. */
  timeZone: z.string(),
  today: z.object({
    /** The driver's share of fares and fees plus tips, from the ledger. */
    earnings: cents,
    rides: z.number().int(),
    secondsOnline: z.number().int(),
  }),
  /** Accepted offers / (accepted + declined + expired) over the last 30 days, 0 to 1; null without offers. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
  /** Riders' ratings of the driver: average (2 decimals) and count; average null before the first. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** What the driver owes the platform now: its share of the cash fares they hold (always sent; see earnings). */
  cashDebt: cents.optional(),
});
export type DriverSummary = z.infer<typeof driverSummarySchema>;
export const driverSummaryResponseSchema = z.object({ data: driverSummarySchema });

/** GET /api/rider/summary: the rider's dashboard. */
export const riderSummarySchema = z.object({
  currency: z.string(),
  completedRides: z.number().int(),
  /** Fares, tips and fees the rider paid (card, wallet or cash), from the ledger. */
  amountSpent: cents,
  /** The average of the stars the rider gave (2 decimals), null before the first rating. */
  averageRatingGiven: z.number().nullable(),
  activeRideId: z.string().nullable(),
});
export type RiderSummary = z.infer<typeof riderSummarySchema>;
export const riderSummaryResponseSchema = z.object({ data: riderSummarySchema });
