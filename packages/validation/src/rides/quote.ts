import { z } from 'zod';
import { evenWithFieldIssues } from '../fields.ts';
import { latLngSchema, latitudeField, locationSchema, longitudeField, routePathSchema } from './geo.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';
import { pickupZoneSchema } from '../cities/zones.ts';

/** POST /api/rides/quote: what a trip from pickup to destination would cost now. */
export const fareQuoteRequestSchema = z
  .object({
    pickup: locationSchema.optional(),
    destination: locationSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.pickup === undefined)
      context.addIssue({ code: 'custom', path: ['pickup'], message: RIDE_MESSAGES.pickupRequired });
    if (value.destination === undefined)
      context.addIssue({ code: 'custom', path: ['destination'], message: RIDE_MESSAGES.destinationRequired });
  }, evenWithFieldIssues)
  .transform((value) => ({ pickup: value.pickup!, destination: value.destination! }));
export type FareQuoteRequest = z.input<typeof fareQuoteRequestSchema>;

/** A fare in minor units (cents) of `currency`; `low`..`high` is the range shown before booking. */
export const fareEstimateSchema = z.object({
  currency: z.string(),
  /** The upfront price the rider pays unless the trip changes a lot (see docs/decisions on the final fare). */
  estimate: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  breakdown: z.object({
    baseFare: z.number().int(),
    distance: z.number().int(),
    time: z.number().int(),
    /** Added when the trip's price is below the minimum fare. */
    minimumFareTopUp: z.number().int(),
    bookingFee: z.number().int(),
  }),
});
export type FareEstimate = z.infer<typeof fareEstimateSchema>;

export const fareQuoteSchema = z.object({
  id: z.string(),
  pickup: locationSchema,
  destination: locationSchema,
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  fare: fareEstimateSchema,
  route: routePathSchema,
  /** The airport or station zone the pickup lies in: the rider books one of its pickup points; null elsewhere. */
  pickupZone: pickupZoneSchema.nullable(),
  /** After this moment the quote cannot be booked; ask for a new one. */
  expiresAt: z.iso.datetime(),
});
export type FareQuote = z.infer<typeof fareQuoteSchema>;
export const fareQuoteResponseSchema = z.object({ data: fareQuoteSchema });

/** The public fare estimator's answer: the same pricing as a quote, but nothing stored and nothing to book. */
export const tripEstimateSchema = fareQuoteSchema.pick({
  distanceMeters: true,
  durationSeconds: true,
  fare: true,
  route: true,
});
export type TripEstimate = z.infer<typeof tripEstimateSchema>;
export const tripEstimateResponseSchema = z.object({ data: tripEstimateSchema });

/** A number in a query string: blank means absent (never 0, as plain coercion would make it). */
function blankToUndefined(value: unknown): unknown {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  return typeof value === 'string' ? Number(value) : value;
}
const queryNumber = (field: z.ZodNumber) =>
  z.preprocess(blankToUndefined, z.number({ error: RIDE_MESSAGES.coordinatesInvalid }).pipe(field));
const optionalQueryNumber = (field: z.ZodNumber) => z.preprocess(blankToUndefined, field.optional());

/** GET /api/places/search?q=&lat=&lng=&limit= */
export const placeSearchQuerySchema = z.object({
  q: z
    .string({ error: RIDE_MESSAGES.placeQueryRequired })
    .trim()
    .min(1, { error: RIDE_MESSAGES.placeQueryRequired, abort: true })
    .max(200, { error: RIDE_MESSAGES.placeQueryTooLong }),
  lat: optionalQueryNumber(latitudeField),
  lng: optionalQueryNumber(longitudeField),
  /** Bias the search to this city (its map centre) when no lat/lng is given: the rider's chosen city. */
  cityId: z.uuid({ error: 'City not found' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number from 1 to 20' })
    .int({ error: 'Limit must be a whole number from 1 to 20' })
    .min(1, { error: 'Limit must be a whole number from 1 to 20' })
    .max(20, { error: 'Limit must be a whole number from 1 to 20' })
    .default(8),
});

export const PLACE_CATEGORIES = [
  'airport',
  'station',
  'hospital',
  'mall',
  'university',
  'landmark',
  'hotel',
  'park',
  'stadium',
  'neighborhood',
  'address',
] as const;

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  category: z.enum(PLACE_CATEGORIES),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

/** The id of a place made up for a bare point (a dropped pin with nothing known near it): `point:<lat>,<lng>`. */
export const PINNED_PLACE_ID_PREFIX = 'point:';

/** Whether the place is a bare point ("Pinned location") rather than a known place or a real address. */
export function isPinnedPlace(place: Pick<Place, 'id'>): boolean {
  return place.id.startsWith(PINNED_PLACE_ID_PREFIX);
}
export const placeListResponseSchema = z.object({ data: z.array(placeSchema) });

/** GET /api/places/reverse?lat=&lng= */
export const reverseGeocodeQuerySchema = z.object({
  lat: queryNumber(latitudeField),
  lng: queryNumber(longitudeField),
});
export const placeResponseSchema = z.object({ data: placeSchema });

/** GET /api/places/city: the demo city or served area, for centring maps. */
export const serviceAreaSchema = z.object({
  name: z.string(),
  center: latLngSchema,
  bounds: z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() }),
  currency: z.string(),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;
export const serviceAreaResponseSchema = z.object({ data: serviceAreaSchema });
