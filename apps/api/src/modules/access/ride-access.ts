import { ERROR_CODES, MESSAGES, SAFETY_LIMITS, SAFETY_MESSAGES, type RideStatus } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { rideNotFound } from '../../shared/ride-errors.ts';

/**
 * Who may read or act on a ride, in one table (the pattern of Immich's access module): services ask `authorizeRide`
 * instead of comparing ids themselves. A caller is the ride's rider, its assigned driver, an admin, the holder of a
 * live share link, or nobody to this ride. Whoever is not listed for an action is told the ride does not exist
 * (404, so ids cannot be probed); `forbidden` (403) is for a caller who may see the ride but not do this to it.
 * The ride's status (can it be cancelled now, is a driver on it) is the lifecycle's and the services' to judge.
 */
export const RIDE_ACCESS = {
  /** GET /rides/:id, and the cancellation fee preview. */
  'ride.read': { rider: 'allowed', driver: 'allowed', admin: 'allowed' },
  /** POST /rides/:id/cancel (and the admin's cancel); the lifecycle then says who may cancel in which status. */
  'ride.cancel': { rider: 'allowed', driver: 'allowed', admin: 'allowed' },
  /** The driver's steps (arrive, pick up, start, complete) and confirming cash. */
  'ride.drive': { driver: 'allowed' },
  /** GET /rides/:id/route: the planned and driven path. */
  'route.read': { rider: 'allowed', driver: 'allowed', admin: 'allowed' },
  /** GET /rides/:id/receipt: each reads their own lines of it. */
  'receipt.read': { rider: 'allowed', driver: 'allowed', admin: 'allowed' },
  /** GET /rides/:id/ratings. */
  'rating.read': { rider: 'allowed', driver: 'allowed', admin: 'allowed' },
  /** POST /rides/:id/rating: the two parties rate each other; an admin sees the ride but has no rating to give. */
  'rating.give': { rider: 'allowed', driver: 'allowed', admin: 'forbidden' },
  /** POST /rides/:id/tip: the rider tips the driver. */
  'tip.give': { rider: 'allowed' },
  /** SOS on the ride, and its alert to the emergency contacts. */
  'sos.raise': { rider: 'allowed', driver: 'allowed' },
  /** POST /rides/:id/share: a secret link to follow the trip. */
  'share.create': { rider: 'allowed', driver: 'allowed' },
  /** GET /rides/:id/driver-photo: the driver's approved photo (the share link's holder: GET /track/:token/driver-photo). */
  'driver_photo.read': { rider: 'allowed', driver: 'allowed', admin: 'allowed' },
  /** GET /track/:token (and its driver's photo): the public view of a shared trip. */
  'track.read': { share_link: 'allowed' },
} as const satisfies Record<string, Partial<Record<RideRelation, 'allowed' | 'forbidden'>>>;

export type RideAccessAction = keyof typeof RIDE_ACCESS;
export const RIDE_ACCESS_ACTIONS = Object.keys(RIDE_ACCESS) as RideAccessAction[];

/** What the caller is to the ride. */
export type RideRelation = 'rider' | 'driver' | 'admin' | 'share_link';
export type RideAccessDecision = 'allowed' | 'forbidden' | 'not_found';

/** The relations an action is allowed to (so `authorizeRide(..., 'tip.give')` is typed 'rider'). */
export type AllowedRelation<Action extends RideAccessAction> = {
  [Relation in keyof (typeof RIDE_ACCESS)[Action]]: (typeof RIDE_ACCESS)[Action][Relation] extends 'allowed'
    ? Relation
    : never;
}[keyof (typeof RIDE_ACCESS)[Action]];

export function decideRideAccess(
  action: RideAccessAction,
  relation: RideRelation | null,
): RideAccessDecision {
  if (relation === null) return 'not_found';
  const rules: Partial<Record<RideRelation, 'allowed' | 'forbidden'>> = RIDE_ACCESS[action];
  return rules[relation] ?? 'not_found';
}

type RideParties = { riderId: string; driverId: string | null };

/** The signed-in caller's relation to the ride: its rider, its assigned driver, an admin, or none. */
export function relationToRide(user: Pick<AuthenticatedUser, 'id' | 'role'>, ride: RideParties) {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'rider' && ride.riderId === user.id) return 'rider';
  if (user.role === 'driver' && ride.driverId === user.id) return 'driver';
  return null;
}

const forbidden = () => new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden);

/**
 * The ride and the caller's relation to it when `action` is allowed to them; otherwise the answer the table gives:
 * the ride does not exist (also when `ride` is missing), or 403.
 */
export function authorizeRide<Action extends RideAccessAction, Ride extends RideParties>(
  user: Pick<AuthenticatedUser, 'id' | 'role'>,
  ride: Ride | undefined | null,
  action: Action,
): { ride: Ride; relation: AllowedRelation<Action> } {
  if (!ride) throw rideNotFound();
  const relation = relationToRide(user, ride);
  const decision = decideRideAccess(action, relation);
  if (decision === 'forbidden') throw forbidden();
  if (decision === 'not_found') throw rideNotFound();
  return { ride, relation: relation as AllowedRelation<Action> };
}

type SharedRide = {
  status: RideStatus;
  updatedAt: Date;
  completedAt: Date | null;
  cancelledAt: Date | null;
};

/** When a finished ride ended (null while it is not finished). */
export function rideEndedAt(ride: SharedRide): Date | null {
  const hasEnded = ride.status === 'completed' || ride.status === 'cancelled';
  return hasEnded ? (ride.completedAt ?? ride.cancelledAt ?? ride.updatedAt) : null;
}

const LINK_AFTER_RIDE_MS = SAFETY_LIMITS.shareLinkAfterRideMinutes * 60_000;

/** A share link makes its holder a viewer until it is revoked or an hour after its ride ends. */
export function shareLinkRelation(
  link: { revokedAt: Date | null; ride: SharedRide } | undefined | null,
  now: Date,
): 'share_link' | null {
  if (!link || (link.revokedAt !== null && link.revokedAt <= now)) return null;
  const endedAt = rideEndedAt(link.ride);
  if (endedAt !== null && now.getTime() >= endedAt.getTime() + LINK_AFTER_RIDE_MS) return null;
  return 'share_link';
}

const linkInvalid = () => new AppError(404, ERROR_CODES.TRIP_LINK_INVALID, SAFETY_MESSAGES.trackLinkInvalid);

/** The shared ride of a link its holder may read; an unknown, revoked or expired link answers 404. */
export function authorizeSharedRide<Link extends { revokedAt: Date | null; ride: SharedRide }>(
  link: Link | undefined | null,
  now: Date,
): Link {
  if (!link || decideRideAccess('track.read', shareLinkRelation(link, now)) !== 'allowed')
    throw linkInvalid();
  return link;
}
