import { ERROR_CODES, MESSAGES, type AccountStatus, type DriverApprovalStatus } from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';

type Standing = { status: AccountStatus; driverApprovalStatus: DriverApprovalStatus | null };

/**
 * Blocked accounts and suspended drivers may not sign in or use a session. Pending and rejected drivers may:
 * the driver app shows them their account status.
 */
export function isInGoodStanding(account: Standing): boolean {
  return account.status !== 'blocked' && account.driverApprovalStatus !== 'suspended';
}

/** 403 ACCOUNT_BLOCKED or DRIVER_SUSPENDED unless `isInGoodStanding`. */
export function assertAccountInGoodStanding(account: Standing): void {
  if (account.status === 'blocked') {
    throw new AppError(403, ERROR_CODES.ACCOUNT_BLOCKED, MESSAGES.accountBlocked);
  }
  if (account.driverApprovalStatus === 'suspended') {
    throw new AppError(403, ERROR_CODES.DRIVER_SUSPENDED, MESSAGES.driverSuspended);
  }
}
