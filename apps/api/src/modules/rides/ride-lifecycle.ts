import type { RideActor, RideStatus } from '@ridebook/validation';

/**
 * The ride lifecycle in one table: which action, by whom, moves a ride from which status to which.
 *
 *   scheduled -> requested -> accepted -> arrived -> picked_up -> in_transit -> completed
 *        \____________\___________\__________\ cancelled (who may cancel depends on the status)
 *
 * Rules worth stating: a rider may cancel until pickup (after that the trip is ended by the driver); a driver may
 * cancel only a ride they accepted and before pickup; the system cancels only rides without a driver (no driver
 * found, a scheduled ride that cannot start); an admin may cancel any unfinished ride (a stuck ride).
 */
export const RIDE_ACTIONS = [
  'dispatch',
  'accept',
  'arrive',
  'pick_up',
  'start',
  'complete',
  'cancel',
] as const;
export type RideAction = (typeof RIDE_ACTIONS)[number];

type Transition = { from: RideStatus; action: RideAction; actors: readonly RideActor[]; to: RideStatus };

export const RIDE_TRANSITIONS: readonly Transition[] = [
  { from: 'scheduled', action: 'dispatch', actors: ['system'], to: 'requested' },
  { from: 'requested', action: 'accept', actors: ['driver'], to: 'accepted' },
  { from: 'accepted', action: 'arrive', actors: ['driver'], to: 'arrived' },
  { from: 'arrived', action: 'pick_up', actors: ['driver'], to: 'picked_up' },
  { from: 'picked_up', action: 'start', actors: ['driver'], to: 'in_transit' },
  { from: 'in_transit', action: 'complete', actors: ['driver'], to: 'completed' },
  { from: 'scheduled', action: 'cancel', actors: ['rider', 'system', 'admin'], to: 'cancelled' },
  { from: 'requested', action: 'cancel', actors: ['rider', 'system', 'admin'], to: 'cancelled' },
  { from: 'accepted', action: 'cancel', actors: ['rider', 'driver', 'admin'], to: 'cancelled' },
  { from: 'arrived', action: 'cancel', actors: ['rider', 'driver', 'admin'], to: 'cancelled' },
  { from: 'picked_up', action: 'cancel', actors: ['admin'], to: 'cancelled' },
  { from: 'in_transit', action: 'cancel', actors: ['admin'], to: 'cancelled' },
];

/** The status `action` by `actor` leads to from `status`, or null when the lifecycle does not allow it. */
export function nextRideStatus(status: RideStatus, action: RideAction, actor: RideActor): RideStatus | null {
  const transition = RIDE_TRANSITIONS.find(
    (candidate) =>
      candidate.from === status && candidate.action === action && candidate.actors.includes(actor),
  );
  return transition?.to ?? null;
}

/** The actions `actor` may take on a ride in `status` (drives which buttons a screen shows). */
export function allowedRideActions(status: RideStatus, actor: RideActor): RideAction[] {
  return RIDE_TRANSITIONS.filter(
    (transition) => transition.from === status && transition.actors.includes(actor),
  ).map((transition) => transition.action);
}

/** The statuses from which `action` by `actor` is allowed: the guard of the transition's UPDATE. */
export function statusesAllowing(action: RideAction, actor: RideActor): RideStatus[] {
  return RIDE_TRANSITIONS.filter(
    (transition) => transition.action === action && transition.actors.includes(actor),
  ).map((transition) => transition.from);
}
