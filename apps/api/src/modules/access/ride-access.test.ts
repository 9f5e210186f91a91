import { ERROR_CODES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.ts';
import {
  RIDE_ACCESS_ACTIONS,
  authorizeRide,
  authorizeSharedRide,
  decideRideAccess,
  relationToRide,
  shareLinkRelation,
  type RideAccessAction,
  type RideAccessDecision,
} from './ride-access.ts';

const ride = { riderId: 'rider-1', driverId: 'driver-1' };
const now = new Date('2026-05-01T12:00:00Z');
const liveLink = {
  revokedAt: null,
  ride: { status: 'in_transit' as const, updatedAt: now, completedAt: null, cancelledAt: null },
};

/** Every kind of caller, and how each reaches the ride. */
const ACTORS = {
  'its rider': relationToRide({ id: 'rider-1', role: 'rider' }, ride),
  'its driver': relationToRide({ id: 'driver-1', role: 'driver' }, ride),
  'an admin': relationToRide({ id: 'admin-1', role: 'admin' }, ride),
  'another rider': relationToRide({ id: 'rider-2', role: 'rider' }, ride),
  'another driver': relationToRide({ id: 'driver-2', role: 'driver' }, ride),
  'a driver of a ride with none yet': relationToRide(
    { id: 'driver-1', role: 'driver' },
    { ...ride, driverId: null },
  ),
  'a rider with the driver id': relationToRide({ id: 'driver-1', role: 'rider' }, ride),
  'a share-link holder': shareLinkRelation(liveLink, now),
} as const;
type Actor = keyof typeof ACTORS;

const Y = 'allowed';
const N = 'not_found';
const F = 'forbidden';

// The whole policy written out by hand: each row is an action, each column an actor in the order of ACTORS.
const EXPECTED: Record<RideAccessAction, readonly RideAccessDecision[]> = {
  //               rider driver admin r2 d2 none r-as-d link
  'ride.read': [Y, Y, Y, N, N, N, N, N],
  'ride.cancel': [Y, Y, Y, N, N, N, N, N],
  'ride.drive': [N, Y, N, N, N, N, N, N],
  'route.read': [Y, Y, Y, N, N, N, N, N],
  'receipt.read': [Y, Y, Y, N, N, N, N, N],
  'rating.read': [Y, Y, Y, N, N, N, N, N],
  'rating.give': [Y, Y, F, N, N, N, N, N],
  'tip.give': [Y, N, N, N, N, N, N, N],
  'sos.raise': [Y, Y, N, N, N, N, N, N],
  'share.create': [Y, Y, N, N, N, N, N, N],
  'driver_photo.read': [Y, Y, Y, N, N, N, N, N],
  'track.read': [N, N, N, N, N, N, N, Y],
};

describe('the ride access policy', () => {
  it('answers every action for every kind of caller as the table says', () => {
    const actors = Object.keys(ACTORS) as Actor[];
    expect(Object.keys(EXPECTED).sort()).toEqual([...RIDE_ACCESS_ACTIONS].sort());
    for (const action of RIDE_ACCESS_ACTIONS) {
      actors.forEach((actor, column) => {
        expect(decideRideAccess(action, ACTORS[actor]), `${action} by ${actor}`).toBe(
          EXPECTED[action][column],
        );
      });
    }
  });

  it('turns a refusal into the answer of a missing ride, or 403 where the caller may see the ride', () => {
    const admin = { id: 'admin-1', role: 'admin' } as const;
    const stranger = { id: 'rider-2', role: 'rider' } as const;
    expect(authorizeRide(admin, ride, 'rating.read')).toEqual({ ride, relation: 'admin' });
    expect(() => authorizeRide(admin, ride, 'rating.give')).toThrow(
      expect.objectContaining({ statusCode: 403, code: ERROR_CODES.FORBIDDEN }),
    );
    expect(() => authorizeRide(stranger, ride, 'ride.read')).toThrow(
      expect.objectContaining({ statusCode: 404, code: ERROR_CODES.RIDE_NOT_FOUND }),
    );
    expect(() => authorizeRide(admin, undefined, 'ride.read')).toThrow(
      expect.objectContaining({ statusCode: 404, code: ERROR_CODES.RIDE_NOT_FOUND }),
    );
  });

  it('lets a share link be read until it is revoked or an hour after its ride ends', () => {
    const ended = {
      ...liveLink.ride,
      status: 'completed' as const,
      completedAt: new Date(now.getTime() - 59 * 60_000),
    };
    expect(shareLinkRelation({ revokedAt: null, ride: ended }, now)).toBe('share_link');
    const endedLong = { ...ended, completedAt: new Date(now.getTime() - 60 * 60_000) };
    expect(shareLinkRelation({ revokedAt: null, ride: endedLong }, now)).toBeNull();
    expect(shareLinkRelation({ ...liveLink, revokedAt: now }, now)).toBeNull();
    expect(shareLinkRelation({ ...liveLink, revokedAt: new Date(now.getTime() + 1) }, now)).toBe(
      'share_link',
    );
    expect(shareLinkRelation(undefined, now)).toBeNull();
    expect(() => authorizeSharedRide({ ...liveLink, revokedAt: now }, now)).toThrow(
      expect.objectContaining({ statusCode: 404, code: ERROR_CODES.TRIP_LINK_INVALID }),
    );
    expect(authorizeSharedRide(liveLink, now)).toBe(liveLink);
  });

  it('throws the API error type', () => {
    expect(() => authorizeRide({ id: 'x', role: 'driver' }, ride, 'tip.give')).toThrow(AppError);
  });
});
