import { z } from 'zod';
import { RIDE_MESSAGES } from './ride-messages.ts';

/** A WGS 84 coordinate in degrees. */
export const latitudeField = z
  .number({ error: RIDE_MESSAGES.coordinatesInvalid })
  .min(-90, { error: RIDE_MESSAGES.coordinatesInvalid })
  .max(90, { error: RIDE_MESSAGES.coordinatesInvalid });
export const longitudeField = z
  .number({ error: RIDE_MESSAGES.coordinatesInvalid })
  .min(-180, { error: RIDE_MESSAGES.coordinatesInvalid })
  .max(180, { error: RIDE_MESSAGES.coordinatesInvalid });

/**
 * The latitudes a driver's position may have: the Web Mercator range, the most the driver geo indexes (Redis GEO
 * and the in-process grid) can store; nobody drives beyond it.
 */
export const MAX_POSITION_LATITUDE = 85.05112878;
export const positionLatitudeField = z
  .number({ error: RIDE_MESSAGES.coordinatesInvalid })
  .min(-MAX_POSITION_LATITUDE, { error: RIDE_MESSAGES.coordinatesInvalid })
  .max(MAX_POSITION_LATITUDE, { error: RIDE_MESSAGES.coordinatesInvalid });

export const latLngSchema = z.object({ lat: latitudeField, lng: longitudeField });
export type LatLng = z.infer<typeof latLngSchema>;

/** A point a person chose: what they read (address) and where it is (coordinates). */
export const locationSchema = z.object({
  address: z
    .string({ error: RIDE_MESSAGES.addressRequired })
    .trim()
    .min(1, { error: RIDE_MESSAGES.addressRequired })
    .max(200, { error: RIDE_MESSAGES.addressTooLong }),
  lat: latitudeField,
  lng: longitudeField,
});
export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;

/** A drawn route: [lat, lng] pairs from pickup to destination. */
export const routePathSchema = z.array(z.tuple([z.number(), z.number()]));
export type RoutePath = z.infer<typeof routePathSchema>;
