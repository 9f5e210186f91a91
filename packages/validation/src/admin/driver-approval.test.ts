import { describe, expect, it } from 'vitest';
import { DRIVER_APPROVAL_STATUSES, type DriverApprovalStatus } from '../user.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';
import {
  DRIVER_APPROVAL_ACTIONS,
  DRIVER_APPROVAL_TRANSITIONS,
  canChangeDriverApproval,
  driverApprovalRefusal,
  type DriverApprovalAction,
} from './driver-approval.ts';

const ALLOWED: Array<[DriverApprovalAction, DriverApprovalStatus, DriverApprovalStatus]> = [
  ['approve', 'pending', 'approved'],
  ['approve', 'rejected', 'approved'],
  ['reject', 'pending', 'rejected'],
  ['suspend', 'approved', 'suspended'],
  ['reinstate', 'suspended', 'approved'],
];

describe('the driver approval table', () => {
  it('allows exactly the five moves of the lifecycle', () => {
    const allowed = DRIVER_APPROVAL_ACTIONS.flatMap((action) =>
      DRIVER_APPROVAL_STATUSES.filter((status) => canChangeDriverApproval(action, status)).map((status) => [
        action,
        status,
        DRIVER_APPROVAL_TRANSITIONS[action].to,
      ]),
    );
    expect(allowed).toEqual(ALLOWED);
  });

  it('never leads back to pending and never stays where it is', () => {
    for (const action of DRIVER_APPROVAL_ACTIONS) {
      const { from, to } = DRIVER_APPROVAL_TRANSITIONS[action];
      expect(to).not.toBe('pending');
      expect(from).not.toContain(to);
    }
  });

  it.each([
    ['approve', 'approved', ADMIN_USER_MESSAGES.alreadyApproved],
    ['approve', 'suspended', ADMIN_USER_MESSAGES.suspendedMustBeReinstated],
    ['reject', 'rejected', ADMIN_USER_MESSAGES.alreadyRejected],
    ['reject', 'approved', ADMIN_USER_MESSAGES.onlyPendingCanBeRejected],
    ['reject', 'suspended', ADMIN_USER_MESSAGES.onlyPendingCanBeRejected],
    ['suspend', 'suspended', ADMIN_USER_MESSAGES.alreadySuspended],
    ['suspend', 'pending', ADMIN_USER_MESSAGES.onlyApprovedCanBeSuspended],
    ['suspend', 'rejected', ADMIN_USER_MESSAGES.onlyApprovedCanBeSuspended],
    ['reinstate', 'approved', ADMIN_USER_MESSAGES.alreadyApproved],
    ['reinstate', 'pending', ADMIN_USER_MESSAGES.onlySuspendedCanBeReinstated],
    ['reinstate', 'rejected', ADMIN_USER_MESSAGES.onlySuspendedCanBeReinstated],
  ] as const)('refuses to %s a driver who is %s: "%s"', (action, status, message) => {
    expect(canChangeDriverApproval(action, status)).toBe(false);
    expect(driverApprovalRefusal(action, status)).toBe(message);
  });

  it('has no refusal for an allowed move', () => {
    for (const [action, status] of ALLOWED) expect(driverApprovalRefusal(action, status)).toBeNull();
  });
});
