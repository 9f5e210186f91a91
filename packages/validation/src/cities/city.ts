import { z } from 'zod';
import { polygonProblem, type AreaPolygons } from '../geo/service-area.ts';
import { isInArea } from '../geo/service-area.ts';
import { latLngSchema, latitudeField, longitudeField } from '../rides/geo.ts';

export const CITY_MESSAGES = {
  slugInvalid: 'Please use lower-case letters, digits and single hyphens (e.g. san-francisco)',
  slugTaken: 'Another city already uses this short name',
  nameInvalid: 'Please enter the city name (2 to 60 characters)',
  timeZoneInvalid: 'Please choose a time zone such as Europe/London',
  currencyInvalid: 'Please choose a currency code such as GBP',
  weeklyPayoutWeekdayInvalid: 'Please choose a weekday',
  localeInvalid: 'Please enter a language tag such as en-GB',
  distanceUnitInvalid: 'Please choose km or mi',
  areaRequired: 'Please draw or import at least one service area',
  areaInvalid: 'Please give the service area as GeoJSON polygons',
  areaTooDetailed: 'The service area has too many points',
  centerOutsideArea: 'The map centre must lie inside the service area',
  cityNotFound: 'City not found',
  cityInUse: 'This city has rides or drivers and cannot be deleted',
  cityRequired: 'Please choose a city',
  lastCity: 'RideBook needs at least one city',
  driverOnline: 'The driver is online: they must go offline before moving to another city',
} as const;

export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** Bounds of a drawn or imported area (decision 012: every input is bounded). */
export const SERVICE_AREA_LIMITS = { polygons: 50, ringsPerPolygon: 50, positionsPerRing: 5_000 } as const;

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

const position = z.tuple([longitudeField, latitudeField]);
const ring = z.array(position).max(SERVICE_AREA_LIMITS.positionsPerRing, {
  error: CITY_MESSAGES.areaTooDetailed,
});
const rings = z
  .array(ring)
  .max(SERVICE_AREA_LIMITS.ringsPerPolygon, { error: CITY_MESSAGES.areaTooDetailed });
const polygonGeometry = z.object({ type: z.literal('Polygon'), coordinates: rings });
const multiPolygonGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(rings).max(SERVICE_AREA_LIMITS.polygons, { error: CITY_MESSAGES.areaTooDetailed }),
});
const geometry = z.discriminatedUnion('type', [polygonGeometry, multiPolygonGeometry], {
  error: CITY_MESSAGES.areaInvalid,
});
const feature = z.object({ type: z.literal('Feature'), geometry, properties: z.unknown().optional() });
const featureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature).max(SERVICE_AREA_LIMITS.polygons, { error: CITY_MESSAGES.areaTooDetailed }),
});

function polygonsOf(input: z.infer<typeof geometry>): AreaPolygons {
  return input.type === 'Polygon' ? [input.coordinates] : input.coordinates;
}

/**
 * A service area as sent by an admin: a GeoJSON Polygon or MultiPolygon, or a Feature or FeatureCollection of them
 * (a file from geojson.io or QGIS). Read into one MultiPolygon; holes allowed. Refused, naming the polygon: no
 * polygon at all, an open or too short ring, a ring crossing itself, an empty (zero-area) polygon.
 */
export const serviceAreaInputSchema = z
  .union([geometry, feature, featureCollection], { error: CITY_MESSAGES.areaInvalid })
  .transform((input, context): AreaPolygons => {
    const polygons =
      input.type === 'FeatureCollection'
        ? input.features.flatMap((f) => polygonsOf(f.geometry))
        : input.type === 'Feature'
          ? polygonsOf(input.geometry)
          : polygonsOf(input);
    if (polygons.length === 0) {
      context.addIssue({ code: 'custom', message: CITY_MESSAGES.areaRequired });
      return z.NEVER;
    }
    if (polygons.length > SERVICE_AREA_LIMITS.polygons) {
      context.addIssue({ code: 'custom', message: CITY_MESSAGES.areaTooDetailed });
      return z.NEVER;
    }
    for (const [index, polygon] of polygons.entries()) {
      const problem = polygonProblem(polygon);
      if (problem) {
        const which = polygons.length === 1 ? '' : `Area ${index + 1}: `;
        const hole = problem.ring > 0 ? `hole ${problem.ring}: ` : '';
        context.addIssue({ code: 'custom', message: `${which}${hole}${problem.message}` });
        return z.NEVER;
      }
    }
    return polygons;
  });

/** The served area as every answer carries it: a GeoJSON MultiPolygon ([lng, lat] positions). */
export const serviceAreaGeometrySchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export type ServiceAreaGeometry = z.infer<typeof serviceAreaGeometrySchema>;

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
  })
  .superRefine((city, context) => {
    if (!isInArea(city.center, city.serviceArea)) {
      context.addIssue({ code: 'custom', path: ['center'], message: CITY_MESSAGES.centerOutsideArea });
    }
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
