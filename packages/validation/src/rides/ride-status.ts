import { z } from 'zod';

/**
 * The ride lifecycle: scheduled -> requested -> accepted -> arrived -> picked_up -> in_transit -> completed,
 * and cancelled from any state before completion. The transition table (ride-lifecycle.ts)
 * is the one place that says which step may follow which.
 */
export const RIDE_STATUSES = [
  'scheduled',
  'requested',
  'accepted',
  'arrived',
  'picked_up',
  'in_transit',
  'completed',
  'cancelled',
] as const;
export const rideStatusSchema = z.enum(RIDE_STATUSES);
export type RideStatus = z.infer<typeof rideStatusSchema>;

/** A driver is on the way or driving: the ride holds the driver. */
export const DRIVER_ASSIGNED_STATUSES = ['accepted', 'arrived', 'picked_up', 'in_transit'] as const;
/** The rider's one active ride (a scheduled ride does not count until it comes due). */
export const ACTIVE_RIDE_STATUSES = ['requested', ...DRIVER_ASSIGNED_STATUSES] as const;
export const FINAL_RIDE_STATUSES = ['completed', 'cancelled'] as const;
/** No driver yet: the rides a dispatch round (or a scheduled ride's start) is for. */
export const UNASSIGNED_RIDE_STATUSES = ['scheduled', 'requested'] as const;

export function isActiveRideStatus(status: RideStatus): boolean {
  return (ACTIVE_RIDE_STATUSES as readonly RideStatus[]).includes(status);
}

/** Whether a driver is on the ride (accepted to in transit): when sharing the trip and SOS make sense. */
export function isDriverAssignedStatus(status: RideStatus): boolean {
  return (DRIVER_ASSIGNED_STATUSES as readonly RideStatus[]).includes(status);
}

export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  scheduled: 'Scheduled',
  requested: 'Finding a driver',
  accepted: 'Driver on the way',
  arrived: 'Driver arrived',
  picked_up: 'Picked up',
  in_transit: 'On the way',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * What each step of a ride is called on its timeline, the one naming the rider's, the driver's and the admin's
 * timelines share (RIDE_STATUS_LABELS above say where a ride is now, e.g. in a badge).
 */
export const RIDE_EVENT_TITLES: Record<RideStatus, string> = {
  scheduled: 'Ride scheduled',
  requested: 'Ride requested',
  accepted: 'Driver accepted',
  arrived: 'Driver arrived',
  picked_up: 'Rider picked up',
  in_transit: 'Trip started',
  completed: 'Ride completed',
  cancelled: 'Ride cancelled',
};

/** The steps of a ride from the request to the drop-off, in order: what is still ahead of an active ride. */
export const RIDE_STEPS = [
  'requested',
  'accepted',
  'arrived',
  'picked_up',
  'in_transit',
  'completed',
] as const;

/** The two sides of a ride (who rated, who raised SOS). */
export const RIDE_PARTIES = ['rider', 'driver'] as const;

/** Who caused a ride event or a cancellation. */
export const RIDE_ACTORS = ['rider', 'driver', 'system', 'admin'] as const;
export const rideActorSchema = z.enum(RIDE_ACTORS);
export type RideActor = z.infer<typeof rideActorSchema>;

export const PAYMENT_METHODS = ['cash', 'card', 'wallet'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
