import { z } from 'zod';
import { ridePickupPointSchema } from '../cities/zones.ts';
import { locationSchema, longitudeField, positionLatitudeField } from './geo.ts';
import { paymentMethodSchema } from './ride-status.ts';

/** The ranges of a fix's optional readings (driverPositionSchema; the socket's fast reader, position-message.ts). */
export const MAX_ACCURACY_METERS = 1_000;
export const MAX_HEADING_DEGREES = 360;
export const MAX_SPEED_METERS_PER_SECOND = 70;

/** A GPS fix from the driver's device, over the WebSocket or POST /api/driver/position. */
export const driverPositionSchema = z.object({
  lat: positionLatitudeField,
  lng: longitudeField,
  /** Metres (the browser's GeolocationCoordinates.accuracy). Fixes worse than 1 km are refused. */
  accuracy: z
    .number({ error: 'Accuracy must be a number of metres' })
    .min(0, { error: 'Accuracy must be a number of metres' })
    .max(MAX_ACCURACY_METERS, { error: 'Location is too inaccurate' })
    .nullable()
    .optional(),
  /** Degrees clockwise from north. */
  heading: z
    .number({ error: 'Heading must be from 0 to 360 degrees' })
    .min(0, { error: 'Heading must be from 0 to 360 degrees' })
    .max(MAX_HEADING_DEGREES, { error: 'Heading must be from 0 to 360 degrees' })
    .nullable()
    .optional(),
  /** Metres per second. */
  speed: z
    .number({ error: 'Speed must be from 0 to 70 metres per second' })
    .min(0, { error: 'Speed must be from 0 to 70 metres per second' })
    .max(MAX_SPEED_METERS_PER_SECOND, { error: 'Speed must be from 0 to 70 metres per second' })
    .nullable()
    .optional(),
});
export type DriverPositionInput = z.input<typeof driverPositionSchema>;

/** PUT /api/driver/availability */
export const setAvailabilitySchema = z.object({
  online: z.boolean({ error: 'Please choose online or offline' }),
  /** Required to go online: matching needs to know where the driver is. */
  position: driverPositionSchema.optional(),
});
export type SetAvailabilityInput = z.input<typeof setAvailabilitySchema>;

export const availabilitySchema = z.object({
  online: z.boolean(),
  onlineSince: z.iso.datetime().nullable(),
  /** Seconds online today (the driver's local day, as GET /driver/summary's `timeZone`), including the current stretch. */
  secondsOnlineToday: z.number().int(),
  lastPositionAt: z.iso.datetime().nullable(),
  /** The driver's ride in progress, if any. */
  activeRideId: z.string().nullable(),
  canGoOnline: z.boolean(),
  /** Why the driver cannot go online (not approved, suspended...), null when they can. */
  blockedReason: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;
export const availabilityResponseSchema = z.object({ data: availabilitySchema });

/** A ride offered to one driver, with what they need to decide (spec: passenger details before accepting). */
export const rideOfferSchema = z.object({
  id: z.string(),
  rideId: z.string(),
  pickup: locationSchema,
  /** The airport or station pickup point the rider chose ("Pickup: Terminal 2, Door 5"); null elsewhere. */
  pickupPoint: ridePickupPointSchema.nullable(),
  destination: locationSchema,
  /** From the driver's position to the pickup. */
  pickupDistanceMeters: z.number().int(),
  pickupEtaSeconds: z.number().int(),
  tripDistanceMeters: z.number().int(),
  tripDurationSeconds: z.number().int(),
  fare: z.object({ currency: z.string(), estimate: z.number().int(), driverEarnings: z.number().int() }),
  paymentMethod: paymentMethodSchema,
  rider: z.object({ name: z.string(), rating: z.number().nullable() }),
  note: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type RideOffer = z.infer<typeof rideOfferSchema>;
export const rideOfferListResponseSchema = z.object({ data: z.array(rideOfferSchema) });

/** An open request near the driver (the "Available Ride" screen): an offer without a countdown. */
export const openRideRequestSchema = rideOfferSchema.omit({ id: true, expiresAt: true }).extend({
  requestedAt: z.iso.datetime(),
});
export type OpenRideRequest = z.infer<typeof openRideRequestSchema>;
export const openRideRequestListResponseSchema = z.object({ data: z.array(openRideRequestSchema) });
