import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRIVER_RIDE_STEPS } from './ride.ts';
import {
  DRIVER_STEP_ACTIONS,
  RIDE_ACTIONS,
  allowedRideActions,
  canCancelRide,
  nextDriverStep,
  nextRideStatus,
  statusAfter,
  statusesAllowing,
  type RideAction,
} from './ride-lifecycle.ts';
import { RIDE_ACTORS, RIDE_STATUSES, type RideActor, type RideStatus } from './ride-status.ts';

const FORWARD_ORDER: RideStatus[] = [
  'scheduled',
  'requested',
  'accepted',
  'arrived',
  'picked_up',
  'in_transit',
  'completed',
];

// The whole table, written out by hand: every (status, action, actor) that is allowed and where it leads.
// Every combination not listed here must be refused.
const EXPECTED: Array<[RideStatus, RideAction, RideActor, RideStatus]> = [
  ['scheduled', 'dispatch', 'system', 'requested'],
  ['scheduled', 'cancel', 'rider', 'cancelled'],
  ['scheduled', 'cancel', 'system', 'cancelled'],
  ['scheduled', 'cancel', 'admin', 'cancelled'],
  ['requested', 'accept', 'driver', 'accepted'],
  ['requested', 'cancel', 'rider', 'cancelled'],
  ['requested', 'cancel', 'system', 'cancelled'],
  ['requested', 'cancel', 'admin', 'cancelled'],
  ['accepted', 'arrive', 'driver', 'arrived'],
  ['accepted', 'cancel', 'rider', 'cancelled'],
  ['accepted', 'cancel', 'driver', 'cancelled'],
  ['accepted', 'cancel', 'admin', 'cancelled'],
  ['arrived', 'pick_up', 'driver', 'picked_up'],
  ['arrived', 'cancel', 'rider', 'cancelled'],
  ['arrived', 'cancel', 'driver', 'cancelled'],
  ['arrived', 'cancel', 'admin', 'cancelled'],
  ['picked_up', 'start', 'driver', 'in_transit'],
  ['picked_up', 'cancel', 'admin', 'cancelled'],
  ['in_transit', 'complete', 'driver', 'completed'],
  ['in_transit', 'cancel', 'admin', 'cancelled'],
];

describe('ride lifecycle', () => {
  it('allows exactly the listed transitions, for every status, action and actor', () => {
    for (const status of RIDE_STATUSES) {
      for (const action of RIDE_ACTIONS) {
        for (const actor of RIDE_ACTORS) {
          const expected = EXPECTED.find(([s, a, who]) => s === status && a === action && who === actor);
          expect(nextRideStatus(status, action, actor), `${status} ${action} by ${actor}`).toBe(
            expected?.[3] ?? null,
          );
        }
      }
    }
  });

  it('lists what each actor can do in each status', () => {
    expect(allowedRideActions('requested', 'driver')).toEqual(['accept']);
    expect(allowedRideActions('accepted', 'driver')).toEqual(['arrive', 'cancel']);
    expect(allowedRideActions('picked_up', 'rider')).toEqual([]);
    expect(allowedRideActions('completed', 'admin')).toEqual([]);
    expect(allowedRideActions('cancelled', 'system')).toEqual([]);
  });

  it('names the guard statuses of each action', () => {
    expect(statusesAllowing('cancel', 'rider')).toEqual(['scheduled', 'requested', 'accepted', 'arrived']);
    expect(statusesAllowing('cancel', 'driver')).toEqual(['accepted', 'arrived']);
    expect(statusesAllowing('accept', 'driver')).toEqual(['requested']);
    expect(statusesAllowing('accept', 'rider')).toEqual([]);
  });

  const step = fc.record({
    action: fc.constantFrom(...RIDE_ACTIONS),
    actor: fc.constantFrom(...RIDE_ACTORS),
  });

  it('never leaves a final status, never moves backwards, and completes only through the whole trip', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RideStatus>('scheduled', 'requested'),
        fc.array(step, { maxLength: 40 }),
        (start, steps) => {
          let status = start;
          const visited: RideStatus[] = [status];
          for (const { action, actor } of steps) {
            const next = nextRideStatus(status, action, actor);
            if (status === 'completed' || status === 'cancelled') {
              expect(next).toBeNull();
              continue;
            }
            if (next === null) continue;
            if (next !== 'cancelled') {
              // Forward, one step at a time.
              expect(FORWARD_ORDER.indexOf(next)).toBe(FORWARD_ORDER.indexOf(status) + 1);
            }
            if (next === 'cancelled' && (status === 'picked_up' || status === 'in_transit')) {
              // Once the rider is in the car only an admin can stop the ride.
              expect(actor).toBe('admin');
            }
            if (actor === 'rider') expect(next).toBe('cancelled');
            status = next;
            visited.push(status);
          }
          if (status === 'completed') {
            for (const required of ['accepted', 'arrived', 'picked_up', 'in_transit'] as const)
              expect(visited).toContain(required);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reaches completion from any start by the driver steps alone', () => {
    let status: RideStatus = 'requested';
    for (const action of ['accept', 'arrive', 'pick_up', 'start', 'complete'] as const) {
      const next = nextRideStatus(status, action, 'driver');
      expect(next).not.toBeNull();
      status = next!;
    }
    expect(status).toBe('completed');
  });

  it('leads each action to one status', () => {
    for (const action of RIDE_ACTIONS) {
      const targets = new Set(EXPECTED.filter(([, a]) => a === action).map(([, , , to]) => to));
      expect([...targets], action).toEqual([statusAfter(action)]);
    }
  });

  it('says who may cancel in each status', () => {
    expect(RIDE_STATUSES.filter((status) => canCancelRide(status, 'rider'))).toEqual([
      'scheduled',
      'requested',
      'accepted',
      'arrived',
    ]);
    expect(RIDE_STATUSES.filter((status) => canCancelRide(status, 'driver'))).toEqual([
      'accepted',
      'arrived',
    ]);
  });

  it("gives the driver's steps in order, one from each status a driver moves on", () => {
    expect(DRIVER_RIDE_STEPS.map((step) => DRIVER_STEP_ACTIONS[step])).toEqual([
      'arrive',
      'pick_up',
      'start',
      'complete',
    ]);
    expect(RIDE_STATUSES.map(nextDriverStep)).toEqual([
      null,
      null,
      'arrive',
      'pick-up',
      'start',
      'complete',
      null,
      null,
    ]);
  });
});
