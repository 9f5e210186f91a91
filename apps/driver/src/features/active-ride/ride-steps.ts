import {
  canCancelRide,
  nextDriverStep,
  type DriverRideStep,
  type LatLng,
  type Ride,
  type RideStatus,
} from '@ridebook/validation';

/** The stages of a ride as the driver moves it on, in order. */
export const RIDE_STAGES = [
  { status: 'accepted', label: 'Accepted' },
  { status: 'arrived', label: 'Arrived' },
  { status: 'picked_up', label: 'Picked Up' },
  { status: 'in_transit', label: 'In Transit' },
  { status: 'completed', label: 'Completed' },
] as const satisfies readonly { status: RideStatus; label: string }[];

export type NextRideStep = { step: DriverRideStep; label: string; success: string };

/** Each step's button and toast; which step a ride is at is the shared lifecycle table's (nextDriverStep). */
const STEP_COPY: Record<DriverRideStep, Omit<NextRideStep, 'step'>> = {
  arrive: { label: 'Mark as Arrived', success: 'The rider knows you have arrived.' },
  'pick-up': { label: 'Mark as Picked Up', success: 'Rider picked up.' },
  start: { label: 'Mark as In Transit', success: 'Trip started. Drive safely.' },
  complete: { label: 'Mark as Completed', success: 'Ride completed.' },
};

export function nextRideStep(status: RideStatus): NextRideStep | null {
  const step = nextDriverStep(status);
  return step ? { step, ...STEP_COPY[step] } : null;
}

/** What the driver is told once a step is taken. */
export function stepSuccessMessage(step: DriverRideStep): string {
  return STEP_COPY[step].success;
}

/** What the ride is waiting for, in the driver's words. */
export const DRIVER_RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  scheduled: 'Scheduled',
  requested: 'Waiting for a driver',
  accepted: 'Heading to the pickup',
  arrived: 'Waiting for the rider',
  picked_up: 'Rider on board',
  in_transit: 'On the way to the destination',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Drivers may cancel a ride they accepted until the rider is picked up (the shared lifecycle table). */
export function canDriverCancel(status: RideStatus): boolean {
  return canCancelRide(status, 'driver');
}

/** Where the driver is heading now: the pickup until the rider is on board, then the destination. */
export function currentTarget(
  ride: Pick<Ride, 'status' | 'pickup' | 'destination'>,
): LatLng & { address: string } {
  return ride.status === 'accepted' || ride.status === 'arrived' ? ride.pickup : ride.destination;
}

/** Directions in an external maps app (Google Maps' universal URL opens the app on phones). */
export function navigationUrl({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
