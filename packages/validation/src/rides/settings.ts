import { z } from 'zod';
import { currencyDigits, formatMajorUnits, parseMajorUnits } from '../money/amount.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';
import { isKnownCurrency } from '../cities/city.ts';

/** The most each money setting may be, in minor units (cents). */
const PRICING_MONEY_MAX = {
  baseFare: 100_000,
  perKm: 100_000,
  perMinute: 100_000,
  minimumFare: 1_000_000,
  bookingFee: 100_000,
  cancellationFee: 100_000,
} as const;

/** The pricing settings that are amounts of money (minor units in the API, major units in the admin's form). */
export const PRICING_MONEY_FIELDS = Object.keys(PRICING_MONEY_MAX) as (keyof typeof PRICING_MONEY_MAX)[];

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
    .regex(/^[A-Z]{3}$/, { error: 'Please enter a three-letter currency code such as USD' })
    .refine(isKnownCurrency, { error: 'Please enter a three-letter currency code such as USD' }),
  baseFare: minorUnits(PRICING_MONEY_MAX.baseFare),
  perKm: minorUnits(PRICING_MONEY_MAX.perKm),
  perMinute: minorUnits(PRICING_MONEY_MAX.perMinute),
  minimumFare: minorUnits(PRICING_MONEY_MAX.minimumFare),
  bookingFee: minorUnits(PRICING_MONEY_MAX.bookingFee),
  cancellationFee: minorUnits(PRICING_MONEY_MAX.cancellationFee),
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

/** The admin's settings forms hold text, one string per field. */
export type PricingSettingsForm = Record<keyof PricingSettings, string>;
export type DispatchSettingsForm = Record<keyof DispatchSettings, string>;

/** Blank stays blank (the API schema says it is required); anything else is read as a number (NaN is refused). */
function textToNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** An example amount in the currency's major units, for messages: "2.50", or "250" for a currency without cents. */
function exampleAmount(currency: string): string {
  return formatMajorUnits(250, currency);
}

/** The pricing settings as the admin's form shows them: money in the currency's major units ("2.50"). */
export function pricingSettingsToForm(settings: PricingSettings): PricingSettingsForm {
  const form = Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key, String(value)]),
  ) as PricingSettingsForm;
  for (const field of PRICING_MONEY_FIELDS)
    form[field] = formatMajorUnits(settings[field], settings.currency);
  return form;
}

/**
 * The admin's pricing form: money typed in the currency's major units ("2.50") is converted exactly to minor units
 * (250), then checked by `pricingSettingsSchema`, the API's own schema, so the form refuses what the API would and
 * says every problem at once.
 */
export const pricingSettingsFormSchema = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_PRICING_SETTINGS).map((key) => [
        key,
        z.string({ error: RIDE_MESSAGES.settingsInvalid }),
      ]),
    ) as Record<keyof PricingSettings, z.ZodString>,
  )
  .transform((form, context): PricingSettings => {
    const currency = form.currency.trim().toUpperCase();
    // An unknown code is refused by the API schema; meanwhile amounts are read with two decimals.
    const amountCurrency = /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
    const settings: Record<string, unknown> = {
      currency,
      cancellationGraceMinutes: textToNumber(form.cancellationGraceMinutes),
      commissionPercent: textToNumber(form.commissionPercent),
    };
    const amountIssues = new Map<string, string>();
    for (const field of PRICING_MONEY_FIELDS) {
      const text = form[field];
      if (text.trim() === '') continue; // required: the API schema says so
      const minor = parseMajorUnits(text, amountCurrency);
      const max = PRICING_MONEY_MAX[field];
      if (minor === null) {
        const decimals = currencyDigits(amountCurrency);
        amountIssues.set(
          field,
          decimals === 0
            ? `Please enter a whole amount such as ${exampleAmount(amountCurrency)}`
            : `Please enter an amount such as ${exampleAmount(amountCurrency)} (at most ${decimals} decimals)`,
        );
      } else if (minor > max) {
        amountIssues.set(field, `Must be at most ${formatMajorUnits(max, amountCurrency)}`);
      } else {
        settings[field] = minor;
      }
    }
    const checked = pricingSettingsSchema.safeParse(settings);
    for (const [field, message] of amountIssues) context.addIssue({ code: 'custom', path: [field], message });
    for (const issue of checked.error?.issues ?? []) {
      if (!amountIssues.has(String(issue.path[0])))
        context.addIssue({
          code: 'custom',
          path: [...issue.path] as (string | number)[],
          message: issue.message,
        });
    }
    if (!checked.success || amountIssues.size > 0) return z.NEVER;
    return checked.data;
  });

/** The dispatch settings as the admin's form shows them (the radius steps as "1500, 3000, 6000"). */
export function dispatchSettingsToForm(settings: DispatchSettings): DispatchSettingsForm {
  return {
    batchSize: String(settings.batchSize),
    offerTimeoutSeconds: String(settings.offerTimeoutSeconds),
    radiusStepsMeters: settings.radiusStepsMeters.join(', '),
    maxBatches: String(settings.maxBatches),
    positionStaleSeconds: String(settings.positionStaleSeconds),
    scheduledLeadMinutes: String(settings.scheduledLeadMinutes),
  };
}

/** The admin's dispatch form: text read as numbers ("1500, 3000" as a list), then checked by the API's schema. */
export const dispatchSettingsFormSchema = z
  .object(
    Object.fromEntries(
      Object.keys(DEFAULT_DISPATCH_SETTINGS).map((key) => [
        key,
        z.string({ error: RIDE_MESSAGES.settingsInvalid }),
      ]),
    ) as Record<keyof DispatchSettings, z.ZodString>,
  )
  .transform((form) => ({
    batchSize: textToNumber(form.batchSize),
    offerTimeoutSeconds: textToNumber(form.offerTimeoutSeconds),
    radiusStepsMeters: form.radiusStepsMeters
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number),
    maxBatches: textToNumber(form.maxBatches),
    positionStaleSeconds: textToNumber(form.positionStaleSeconds),
    scheduledLeadMinutes: textToNumber(form.scheduledLeadMinutes),
  }))
  .pipe(dispatchSettingsSchema);

export const pricingSettingsResponseSchema = z.object({ data: pricingSettingsSchema });
export const dispatchSettingsResponseSchema = z.object({ data: dispatchSettingsSchema });
