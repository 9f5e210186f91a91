import { ERROR_CODES, type DriverApprovalStatus, type AccountStatus, type Role } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { DriversService } from '../drivers/index.ts';
import type { Notifier } from '../realtime/index.ts';
import type { RidesService } from '../rides/index.ts';
import { findOpenRideIds } from './admin-users.repository.ts';

export type AccountLockout = ReturnType<typeof createAccountLockout>;

export type LockedOutUser = {
  id: string;
  role: Role;
  status: AccountStatus;
  driverApprovalStatus: DriverApprovalStatus | null;
};

/**
 * What follows a block or a suspension once it has committed (the sessions are revoked in that transaction):
 * their rides that are not over are cancelled by the admin, a driver is taken offline (out of the geo index, their
 * pending offers declined so the rides move on), and their open sockets are told the session ended and close.
 */
export function createAccountLockout(deps: {
  db: Database;
  rides: RidesService;
  drivers: DriversService;
  notifier: Notifier;
}) {
  const { db, rides, drivers, notifier } = deps;

  async function cancelOpenRides(admin: AuthenticatedUser, userId: string, reason: string): Promise<void> {
    for (const rideId of await findOpenRideIds(db, userId)) {
      try {
        await rides.cancel(admin, rideId, reason);
      } catch (error) {
        // The ride ended on its own in the meantime: nothing left to cancel.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    }
  }

  async function takeOffline(admin: AuthenticatedUser, user: LockedOutUser, reason: string): Promise<void> {
    // The driver's own availability change, made on their behalf: no session of theirs is involved.
    const driver: AuthenticatedUser = { ...user, sessionId: '' };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await drivers.setAvailability(driver, { online: false });
        return;
      } catch (error) {
        // A ride accepted in the moment before the block committed: cancel it as well, then try once more.
        const isBusy = error instanceof AppError && error.code === ERROR_CODES.DRIVER_BUSY;
        if (!isBusy || attempt > 1) throw error;
        await cancelOpenRides(admin, user.id, reason);
      }
    }
  }

  return {
    /** `message` is what their sockets hear in `session.ended`. */
    async lockOut(
      admin: AuthenticatedUser,
      user: LockedOutUser,
      reason: string,
      message: string,
    ): Promise<void> {
      await cancelOpenRides(admin, user.id, reason);
      if (user.role === 'driver') await takeOffline(admin, user, reason);
      await notifier.toUser(user.id, { type: 'session.ended', reason: message });
    },
  };
}
