import { z } from 'zod';
import { availabilitySchema, driverPositionSchema, rideOfferSchema } from './driver.ts';
import { rideSchema } from './ride.ts';
import { adminSosAlertSchema } from '../safety/sos.ts';

/**
 * Messages on the WebSocket at /api/ws. The server authenticates the socket with the same cookies as the REST
 * API and sends each user what concerns them: riders their ride, drivers their offers and ride, admins live
 * operations. Every message is one JSON object with a `type`.
 */

// Client -> server.
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** Drivers: a GPS fix (every few seconds while online). */
  z.object({ type: z.literal('position'), position: driverPositionSchema }),
  /** Follow a topic beyond your own: `ops` (admins: live operations). Re-sent after every reconnect. */
  z.object({ type: z.literal('subscribe'), topic: z.enum(['ops']) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.enum(['ops']) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const livePositionSchema = z.object({
  driverId: z.string(),
  lat: z.number(),
  lng: z.number(),
  heading: z.number().nullable(),
  at: z.iso.datetime(),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

// Server -> client.
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string(), role: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  /** Rider and driver of a ride, and ops subscribers: the ride changed (status, driver assigned...). */
  z.object({ type: z.literal('ride.updated'), ride: rideSchema }),
  /** Rider: where the driver is and how long until pickup (before pickup) or arrival (after). */
  z.object({
    type: z.literal('ride.driver_position'),
    rideId: z.string(),
    position: livePositionSchema,
    etaSeconds: z.number().int().nullable(),
  }),
  /** Rider: dispatch progress while searching (batch n of max, drivers asked so far). */
  z.object({
    type: z.literal('ride.searching'),
    rideId: z.string(),
    batch: z.number().int(),
    maxBatches: z.number().int(),
    driversOffered: z.number().int(),
    /** When this round's offers run out and the next round (or "no driver found") is due: the rider's countdown. */
    nextRoundAt: z.iso.datetime(),
  }),
  /** Driver: a new offer with a countdown. */
  z.object({ type: z.literal('offer.new'), offer: rideOfferSchema }),
  /** Driver: the offer is gone (taken by another driver, cancelled, expired). Remove it at once. */
  z.object({
    type: z.literal('offer.withdrawn'),
    offerId: z.string(),
    rideId: z.string(),
    reason: z.enum(['taken', 'cancelled', 'expired', 'declined']),
  }),
  /** Driver: their availability changed (here or on another device). */
  z.object({ type: z.literal('driver.availability'), availability: availabilitySchema }),
  /** Drivers: the list of open requests nearby changed; refetch it. */
  z.object({ type: z.literal('requests.changed') }),
  /** Admins subscribed to `ops`: driver positions (batched), each with the city whose geo index holds it. */
  z.object({
    type: z.literal('ops.positions'),
    positions: z.array(livePositionSchema.extend({ cityId: z.string(), available: z.boolean() })),
  }),
  /** The session ended (signed out elsewhere, blocked): the socket closes after this. */
  z.object({ type: z.literal('session.ended'), reason: z.string() }),
  /** Admins subscribed to `ops`: a rider or driver pressed SOS (the alert, with what was done). */
  z.object({ type: z.literal('sos.raised'), alert: adminSosAlertSchema }),
  /** Admins subscribed to `ops`: an admin acknowledged or resolved an alert. */
  z.object({ type: z.literal('sos.updated'), alert: adminSosAlertSchema }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
