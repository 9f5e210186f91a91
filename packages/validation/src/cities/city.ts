import { z } from 'zod';
import { isInArea } from '../geo/service-area.ts';
import { latLngSchema } from '../rides/geo.ts';
import { serviceAreaGeometrySchema, serviceAreaInputSchema } from './area-input.ts';
import { CITY_MESSAGES } from './messages.ts';
import { cityZoneSchema, zoneIssues, zonesInputSchema } from './zones.ts';

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

let timeZones: ReadonlySet<string> | undefined;
let currencies: ReadonlySet<string> | undefined;

/** The IANA time zones this runtime knows (plus UTC, which some runtimes list only by its links). */
export function isKnownTimeZone(zone: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return timeZones.has(zone);
}

/** The ISO 4217 currencies this runtime knows. */
export function isKnownCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** POST /api/admin/cities and PUT /api/admin/cities/:id: a city and its service area. */
export const cityInputSchema = z
  .object({
    slug: z
      .string({ error: CITY_MESSAGES.slugInvalid })
      .trim()
      .min(2, { error: CITY_MESSAGES.slugInvalid })
      .max(40, { error: CITY_MESSAGES.slugInvalid })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: CITY_MESSAGES.slugInvalid }),
    name: z
      .string({ error: CITY_MESSAGES.nameInvalid })
      .trim()
      .min(2, { error: CITY_MESSAGES.nameInvalid })
      .max(60, { error: CITY_MESSAGES.nameInvalid }),
    timeZone: z
      .string({ error: CITY_MESSAGES.timeZoneInvalid })
      .max(64, { error: CITY_MESSAGES.timeZoneInvalid })
      .refine(isKnownTimeZone, { error: CITY_MESSAGES.timeZoneInvalid }),
    currency: z
      .string({ error: CITY_MESSAGES.currencyInvalid })
      .trim()
      .toUpperCase()
      .length(3, { error: CITY_MESSAGES.currencyInvalid })
      .refine(isKnownCurrency, { error: CITY_MESSAGES.currencyInvalid }),
    locale: z
      .string({ error: CITY_MESSAGES.localeInvalid })
      .trim()
      .min(2, { error: CITY_MESSAGES.localeInvalid })
      .max(35, { error: CITY_MESSAGES.localeInvalid })
      .refine(isLocale, { error: CITY_MESSAGES.localeInvalid }),
    distanceUnit: z.enum(DISTANCE_UNITS, { error: CITY_MESSAGES.distanceUnitInvalid }),
    center: latLngSchema,
    serviceArea: serviceAreaInputSchema,
    /** Whether a ride may end outside the service area (it must always start inside). */
    destinationMayLeaveArea: z.boolean().default(false),
    /**
     * The ISO weekday (1 Monday ... 7 Sunday, in the city's time zone) of its drivers' automatic weekly payout;
     * null or absent: the service-wide day of the payout settings.
     */
    weeklyPayoutWeekday: z
      .number({ error: CITY_MESSAGES.weeklyPayoutWeekdayInvalid })
      .int({ error: CITY_MESSAGES.weeklyPayoutWeekdayInvalid })
      .min(1, { error: CITY_MESSAGES.weeklyPayoutWeekdayInvalid })
      .max(7, { error: CITY_MESSAGES.weeklyPayoutWeekdayInvalid })
      .nullable()
      .default(null),
    /** Airport and station zones with their pickup points, and no-pickup zones; the whole list (PUT replaces it). */
    zones: zonesInputSchema,
  })
  .superRefine((city, context) => {
    if (!isInArea(city.center, city.serviceArea)) {
      context.addIssue({ code: 'custom', path: ['center'], message: CITY_MESSAGES.centerOutsideArea });
    }
    for (const issue of zoneIssues(city.zones, city.serviceArea)) context.addIssue(issue);
  });
export type CityInput = z.input<typeof cityInputSchema>;
export type CityData = z.output<typeof cityInputSchema>;

/** A served city as the public and the apps read it (GET /api/cities). */
export const citySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  locale: z.string(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  center: latLngSchema,
  serviceArea: serviceAreaGeometrySchema,
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
  destinationMayLeaveArea: z.boolean(),
  /** Its airport, station and no-pickup zones. */
  zones: z.array(cityZoneSchema),
});
export type City = z.infer<typeof citySchema>;
export const cityListResponseSchema = z.object({ data: z.array(citySchema) });
export const cityResponseSchema = z.object({ data: citySchema });

/** An admin's view of a city: what depends on it. */
export const adminCitySchema = citySchema.extend({
  /** Its drivers' weekly payout day (ISO weekday, the city's time zone); null: the service-wide day. */
  weeklyPayoutWeekday: z.number().int().min(1).max(7).nullable(),
  driverCount: z.number().int(),
  rideCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCity = z.infer<typeof adminCitySchema>;
export const adminCityListResponseSchema = z.object({ data: z.array(adminCitySchema) });
export const adminCityResponseSchema = z.object({ data: adminCitySchema });

export const cityIdParamsSchema = z.object({ id: z.uuid({ error: CITY_MESSAGES.cityNotFound }) });

/**
 * `?cityId=` of an admin's report or export (analytics, the rides list and its CSV): one city's, with its days cut in
 * its time zone; blank or absent: every city.
 */
export const cityFilterField = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  z.uuid({ error: CITY_MESSAGES.cityNotFound }).optional(),
);

/** `?cityId=` of the per-city admin settings and lists; absent means the default (first) city or all cities. */
export const cityQuerySchema = z.object({
  cityId: z.uuid({ error: CITY_MESSAGES.cityNotFound }).optional(),
});

/** PUT /api/admin/drivers/:id/city: move an offline driver to another city. */
export const driverCityChangeSchema = z.object({
  cityId: z.uuid({ error: CITY_MESSAGES.cityRequired }),
});
export type DriverCityChange = z.infer<typeof driverCityChangeSchema>;
