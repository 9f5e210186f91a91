import {
  canCancelRide,
  RIDE_MESSAGES,
  type Ride,
  type RideActor,
  type RideStatus,
} from '@ridebook/validation';

/** The rider may cancel until they are picked up (the shared lifecycle table). */
export function canRiderCancel(status: RideStatus): boolean {
  return canCancelRide(status, 'rider');
}

/** Who did something, as the rider reads it. */
export function actorLabel(actor: RideActor, ride: Ride): string {
  switch (actor) {
    case 'rider':
      return 'You';
    case 'driver':
      return ride.driver ? `Driver · ${ride.driver.name}` : 'Your driver';
    case 'system':
      return 'RideBook';
    case 'admin':
      return 'RideBook support';
  }
}

/** The system's "no driver found" cancellation, which the rider can retry at once. */
export function isNoDriverFound(ride: Ride): boolean {
  return (
    ride.status === 'cancelled' &&
    ride.cancelledBy === 'system' &&
    ride.cancellationReason === RIDE_MESSAGES.noDriverFound
  );
}

/** A first name to address people by: "Dan Driver" -> "Dan". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
