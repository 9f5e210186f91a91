import { z } from 'zod';
import { RIDE_MESSAGES } from './ride-messages.ts';

/** A whole amount of money in the currency's minor unit (cents), from 0 to `max`. */
function minorUnits(max: number) {
  return z
    .number({ error: RIDE_MESSAGES.settingsInvalid })
    .int({ error: 'Please enter a whole number of cents' })
    .min(0, { error: 'Must not be negative' })
    .max(max, { error: `Must be at most ${max}` });
}

function wholeNumber(min: number, max: number) {
  return z
    .number({ error: RIDE_MESSAGES.settingsInvalid })
    .int({ error: 'Please enter a whole number' })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` });
}

/**
 * The fare rules, editable by admins. Money is in minor units of `currency` (cents). A trip costs
 * base + perKm x km + perMinute x minutes, at least `minimumFare`, plus the booking fee (which the platform keeps).
 * Drivers keep `100 - commissionPercent` percent of the fare (seed: 80%) and all tips.
 */
export const pricingSettingsSchema = z.object({
  currency: z
    .string({ error: 'Please enter a three-letter currency code such as USD' })
    .regex(/^[A-Z]{3}$/, { error: 'Please enter a three-letter currency code such as USD' }),
  baseFare: minorUnits(100_000),
  perKm: minorUnits(100_000),
  perMinute: minorUnits(100_000),
  minimumFare: minorUnits(1_000_000),
  bookingFee: minorUnits(100_000),
  cancellationFee: minorUnits(100_000),
  /** The rider may cancel free of charge until the driver has been on the way this long (or has arrived). */
  cancellationGraceMinutes: wholeNumber(0, 60),
  commissionPercent: wholeNumber(0, 100),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

export const DEFAULT_PRICING_SETTINGS: PricingSettings = {
  currency: 'USD',
  baseFare: 250,
  perKm: 110,
  perMinute: 30,
  minimumFare: 800,
  bookingFee: 150,
  cancellationFee: 500,
  cancellationGraceMinutes: 2,
  commissionPercent: 20,
};

/**
 * How a requested ride finds a driver: offer it to the `batchSize` nearest available drivers within the first
 * radius step; the first to accept within `offerTimeoutSeconds` wins; otherwise the next batch, widening the radius
 * step by step; after `maxBatches` offers rounds without a taker the ride is cancelled as "no driver found".
 */
export const dispatchSettingsSchema = z
  .object({
    batchSize: wholeNumber(1, 20),
    offerTimeoutSeconds: wholeNumber(5, 120),
    radiusStepsMeters: z
      .array(wholeNumber(100, 50_000), { error: RIDE_MESSAGES.settingsInvalid })
      .min(1, { error: 'Please give at least one search radius' })
      .max(10, { error: 'Please give at most 10 search radii' }),
    maxBatches: wholeNumber(1, 20),
    /** A driver whose last position is older than this is out of matching. */
    positionStaleSeconds: wholeNumber(10, 600),
    /** Scheduled rides start looking for a driver this many minutes before the pickup time. */
    scheduledLeadMinutes: wholeNumber(0, 60),
  })
  .refine(
    (settings) => settings.radiusStepsMeters.every((radius, i, all) => i === 0 || radius > (all[i - 1] ?? 0)),
    { error: 'Search radii must grow step by step', path: ['radiusStepsMeters'] },
  );
export type DispatchSettings = z.infer<typeof dispatchSettingsSchema>;

export const DEFAULT_DISPATCH_SETTINGS: DispatchSettings = {
  batchSize: 3,
  offerTimeoutSeconds: 15,
  radiusStepsMeters: [1_500, 3_000, 6_000, 10_000],
  maxBatches: 6,
  positionStaleSeconds: 60,
  scheduledLeadMinutes: 10,
};

export const pricingSettingsResponseSchema = z.object({ data: pricingSettingsSchema });
export const dispatchSettingsResponseSchema = z.object({ data: dispatchSettingsSchema });
