import type { DriverApprovalStatus } from '../user.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';

/** What an admin can do to a driver's standing: POST /api/admin/drivers/:id/{approve,reject,suspend,reinstate}. */
export const DRIVER_APPROVAL_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate'] as const;
export type DriverApprovalAction = (typeof DRIVER_APPROVAL_ACTIONS)[number];

/**
 * The approval lifecycle in one table: each action, the statuses it is allowed from, and where it leads.
 *
 *   pending -> approved <-> suspended        (approve, suspend, reinstate)
 *      \-> rejected -> approved              (reject, approve)
 */
export const DRIVER_APPROVAL_TRANSITIONS = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'approved' },
} as const satisfies Record<
  DriverApprovalAction,
  { from: readonly DriverApprovalStatus[]; to: DriverApprovalStatus }
>;

/** Whether `action` is allowed for a driver in `status` (which buttons an admin screen shows). */
export function canChangeDriverApproval(action: DriverApprovalAction, status: DriverApprovalStatus): boolean {
  return (DRIVER_APPROVAL_TRANSITIONS[action].from as readonly DriverApprovalStatus[]).includes(status);
}

/** Why `action` is refused for a driver in `status` (the 409's message); null when it is allowed. */
export function driverApprovalRefusal(
  action: DriverApprovalAction,
  status: DriverApprovalStatus,
): string | null {
  if (canChangeDriverApproval(action, status)) return null;
  switch (action) {
    case 'approve':
      return status === 'approved'
        ? ADMIN_USER_MESSAGES.alreadyApproved
        : ADMIN_USER_MESSAGES.suspendedMustBeReinstated;
    case 'reject':
      return status === 'rejected'
        ? ADMIN_USER_MESSAGES.alreadyRejected
        : ADMIN_USER_MESSAGES.onlyPendingCanBeRejected;
    case 'suspend':
      return status === 'suspended'
        ? ADMIN_USER_MESSAGES.alreadySuspended
        : ADMIN_USER_MESSAGES.onlyApprovedCanBeSuspended;
    case 'reinstate':
      return status === 'approved'
        ? ADMIN_USER_MESSAGES.alreadyApproved
        : ADMIN_USER_MESSAGES.onlySuspendedCanBeReinstated;
  }
}
