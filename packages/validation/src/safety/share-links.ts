import { z } from 'zod';
import { locationSchema, routePathSchema } from '../rides/geo.ts';
import { approvedVehicleSchema } from '../rides/ride.ts';
import { rideStatusSchema } from '../rides/ride-status.ts';

/**
 * POST /api/rides/:id/share: a secret read-only link to the ride, for people without an account. `url` is
 * `<PUBLIC_SITE_URL>/track/<token>` (the configured site, never a request's Host); the API keeps only a hash of the token.
 */
export const shareLinkSchema = z.object({ url: z.string(), token: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const shareLinkResponseSchema = z.object({ data: shareLinkSchema });

/** The path of GET /api/track/:token (and of the public site's /track/:token page). */
export const trackTokenParamsSchema = z.object({ token: z.string() });

/**
 * GET /api/track/:token: what anyone holding the link sees, and nothing else: no phone, no e-mail, no rider, only
 * the driver's first name. After the ride ends (completed or cancelled) there is no position.
 */
export const trackViewSchema = z.object({
  status: rideStatusSchema,
  pickup: locationSchema,
  destination: locationSchema,
  route: routePathSchema,
  driver: z
    .object({
      firstName: z.string(),
      vehicleModel: z.string(),
      vehiclePlate: z.string(),
      /** From the driver's approved vehicle registration; null for a driver without one. */
      vehicle: approvedVehicleSchema.nullable(),
      /** The driver has an approved photo: GET /api/track/:token/driver-photo while the link works. */
      hasPhoto: z.boolean(),
    })
    .nullable(),
  /** The driver's last known position while the ride is active; `at` is when the phone measured it. */
  position: z
    .object({ lat: z.number(), lng: z.number(), heading: z.number().nullable(), at: z.iso.datetime() })
    .nullable(),
  /** Seconds to the pickup (before pickup) or to the destination (after), from the position; null without one. */
  etaSeconds: z.number().int().nullable(),
  /** When the ride last changed. */
  updatedAt: z.iso.datetime(),
  /** When the ride was completed or cancelled; null while it goes on. */
  endedAt: z.iso.datetime().nullable(),
});
export type TrackView = z.infer<typeof trackViewSchema>;
export const trackViewResponseSchema = z.object({ data: trackViewSchema });
