import { z } from 'zod';
import { parseDate } from '../dates.ts';
import { latLngSchema, locationSchema, routePathSchema } from './geo.ts';
import { fareEstimateSchema } from './quote.ts';
import { RIDE_MESSAGES } from './ride-messages.ts';
import { ZONE_MESSAGES } from '../cities/messages.ts';
import { ridePickupPointSchema } from '../cities/zones.ts';
import { PAYMENT_METHODS, paymentMethodSchema, rideActorSchema, rideStatusSchema } from './ride-status.ts';
import {
  authenticatedPaymentIdField,
  idempotencyKeyField,
  returnUrlField,
} from '../payments/payment-authentication-fields.ts';

export const RIDE_LIMITS = {
  /** Seed: rides can be scheduled up to 7 days ahead. */
  scheduleMaxDays: 7,
  scheduleMinMinutes: 15,
  noteMax: 280,
  reasonMax: 280,
} as const;

const DAY_MS = 86_400_000;

/**
 * When a scheduled ride should start: empty means now. Checked against the caller's clock at parse time
 * (the API checks again against its own clock).
 */
export const scheduledAtField = z
  .union([z.string({ error: RIDE_MESSAGES.scheduleInvalid }), z.null()], {
    error: RIDE_MESSAGES.scheduleInvalid,
  })
  .optional()
  .superRefine((value, context) => {
    if (value === undefined || value === null) return;
    // An instant with its offset (Z or +hh:mm), as `Date.prototype.toISOString` and datetime inputs give.
    const parsed = parseDate(value, 'instant');
    if (parsed === 'invalid') {
      context.addIssue({ code: 'custom', message: RIDE_MESSAGES.scheduleInvalid });
      return;
    }
    // Out of DATE_LIMITS is always in the past or too far ahead: compared with the clock like any instant.
    const at = parsed === 'outOfRange' ? Date.parse(value) : parsed.at.getTime();
    const now = Date.now();
    if (at <= now) context.addIssue({ code: 'custom', message: RIDE_MESSAGES.scheduleInPast });
    else if (at < now + RIDE_LIMITS.scheduleMinMinutes * 60_000)
      context.addIssue({ code: 'custom', message: RIDE_MESSAGES.scheduleTooSoon });
    else if (at > now + RIDE_LIMITS.scheduleMaxDays * DAY_MS)
      context.addIssue({ code: 'custom', message: RIDE_MESSAGES.scheduleTooFar });
  });

/** POST /api/rides: book the quoted trip. The same idempotency key returns the same ride. */
export const requestRideSchema = z.object({
  quoteId: z.uuid({ error: RIDE_MESSAGES.quoteRequired }),
  /** The pickup point chosen among the quote's `pickupZone.pickupPoints` (required when the quote has a zone). */
  pickupPointId: z.uuid({ error: ZONE_MESSAGES.pickupPointUnknown }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: RIDE_MESSAGES.paymentMethodInvalid }),
  scheduledAt: scheduledAtField,
  note: z
    .string()
    .trim()
    .max(RIDE_LIMITS.noteMax, { error: RIDE_MESSAGES.noteTooLong })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  idempotencyKey: idempotencyKeyField(RIDE_MESSAGES.idempotencyKeyInvalid),
  /** The rider app's page to come back to when the card's bank asks for 3-D Secure. */
  returnUrl: returnUrlField.optional(),
  /** Back from 3-D Secure: the payment the bank confirmed, re-sent with the same quote and idempotency key. */
  authenticatedPaymentId: authenticatedPaymentIdField(RIDE_MESSAGES.authenticatedPaymentInvalid).optional(),
});
export type RequestRideInput = z.input<typeof requestRideSchema>;
export type RequestRideData = z.output<typeof requestRideSchema>;

const reasonField = z
  .string({ error: RIDE_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: RIDE_MESSAGES.reasonRequired, abort: true })
  .max(RIDE_LIMITS.reasonMax, { error: RIDE_MESSAGES.reasonTooLong });

/** POST /api/rides/:id/cancel (rider, driver before pickup, admin). */
export const cancelRideSchema = z.object({ reason: reasonField });
export type CancelRideInput = z.input<typeof cancelRideSchema>;

/** Why riders commonly cancel; the form offers these and "Other". */
export const RIDER_CANCEL_REASONS = [
  'Changed my plans',
  'Driver is taking too long',
  'Booked by mistake',
  'Found another ride',
] as const;
export const DRIVER_CANCEL_REASONS = [
  'Rider did not show up',
  'Rider asked me to cancel',
  'Vehicle problem',
  'Unsafe pickup location',
] as const;

/** A driver's step on their ride: POST /api/driver/rides/:id/{arrive,pick-up,start,complete}. */
export const DRIVER_RIDE_STEPS = ['arrive', 'pick-up', 'start', 'complete'] as const;
export const driverRideStepSchema = z.enum(DRIVER_RIDE_STEPS);
export type DriverRideStep = z.infer<typeof driverRideStepSchema>;

/** Where the driver was when they took the step (optional: the API falls back to the last known position). */
export const driverStepBodySchema = z.object({ position: latLngSchema.optional() }).nullish();

export const rideEventSchema = z.object({
  status: rideStatusSchema,
  actor: rideActorSchema,
  at: z.iso.datetime(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  note: z.string().nullable(),
});
export type RideEvent = z.infer<typeof rideEventSchema>;

/** The car as its approved vehicle registration gives it: what a rider looks for at the pickup. */
export const approvedVehicleSchema = z.object({
  make: z.string(),
  model: z.string(),
  colour: z.string(),
  plate: z.string(),
});
export type ApprovedVehicle = z.infer<typeof approvedVehicleSchema>;

/**
 * The car to look for in words ("Silver Toyota Prius") and its plate: the approved vehicle, or for a driver without
 * one the model and plate they registered with.
 */
export function carToLookFor(driver: {
  vehicle: ApprovedVehicle | null;
  vehicleModel: string;
  vehiclePlate: string;
}): { car: string; plate: string } {
  const { vehicle } = driver;
  return vehicle
    ? { car: `${vehicle.colour} ${vehicle.make} ${vehicle.model}`, plate: vehicle.plate }
    : { car: driver.vehicleModel, plate: driver.vehiclePlate };
}

/** What a rider sees of their driver, and an admin of both. */
export const rideDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  vehicleModel: z.string(),
  vehiclePlate: z.string(),
  /** From the driver's approved vehicle registration; null for a driver without one. */
  vehicle: approvedVehicleSchema.nullable(),
  /** The driver has an approved photo: GET /api/rides/:id/driver-photo (the ride's rider, driver and admins). */
  hasPhoto: z.boolean(),
  /** Average rating given by riders, null before the first one. */
  rating: z.number().nullable(),
  /** How many ratings the average is of. */
  ratingCount: z.number().int(),
});
export const rideRiderSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Average rating given by drivers (2 decimals), null before the first one. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
});

export const rideSchema = z.object({
  id: z.string(),
  status: rideStatusSchema,
  pickup: locationSchema,
  /** The airport or station pickup point the rider chose (the pickup's coordinates are its); null elsewhere. */
  pickupPoint: ridePickupPointSchema.nullable(),
  destination: locationSchema,
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  route: routePathSchema,
  fare: fareEstimateSchema.extend({
    /** Set at completion: what the rider pays for the trip (booking fee included). */
    final: z.number().int().nullable(),
  }),
  paymentMethod: paymentMethodSchema,
  note: z.string().nullable(),
  scheduledAt: z.iso.datetime().nullable(),
  requestedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  arrivedAt: z.iso.datetime().nullable(),
  pickedUpAt: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancelledBy: rideActorSchema.nullable(),
  cancellationReason: z.string().nullable(),
  cancellationFee: z.number().int(),
  /** Cash rides: when the driver confirmed the cash was collected. */
  cashCollectedAt: z.iso.datetime().nullable(),
  /** The rider's tip after completion (all of it goes to the driver), from the ledger; 0 when none. */
  tip: z.number().int(),
  rider: rideRiderSchema,
  driver: rideDriverSchema.nullable(),
  /** Which sides have rated this ride (their content: GET /api/rides/:id/ratings). */
  rated: z.object({ byRider: z.boolean(), byDriver: z.boolean() }),
  events: z.array(rideEventSchema),
  createdAt: z.iso.datetime(),
});
export type Ride = z.infer<typeof rideSchema>;
export const rideResponseSchema = z.object({ data: rideSchema });
export const optionalRideResponseSchema = z.object({ data: rideSchema.nullable() });

/** What cancelling now would cost the rider: shown before they confirm. */
export const cancellationPreviewSchema = z.object({
  fee: z.number().int(),
  currency: z.string(),
  reason: z.string().nullable(),
});
/** What cancelling now would cost the rider: `fee` in minor units of `currency` (0 within the grace period). */
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;
export const cancellationPreviewResponseSchema = z.object({ data: cancellationPreviewSchema });

export const rideIdParamsSchema = z.object({ id: z.uuid({ error: RIDE_MESSAGES.rideNotFound }) });
