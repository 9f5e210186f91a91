import {
  ADMIN_USER_MESSAGES,
  CITY_MESSAGES,
  DRIVER_APPROVAL_TRANSITIONS,
  ERROR_CODES,
  driverApprovalRefusal,
  type AdminUser,
  type DriverApprovalAction,
  type DriverApprovalStatus,
} from '@ridebook/validation';
import { inTransaction } from '../../db/after-commit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { recordAudit } from '../audit/index.ts';
import { chooseDriverCity } from '../cities/index.ts';
import { revokeUserSessions, type AuthenticatedUser } from '../auth/index.ts';
import type { DriversService } from '../drivers/index.ts';
import type { Notifier } from '../realtime/index.ts';
import type { AccountLockout } from './account-lockout.ts';
import { toAdminUser } from './admin-user-view.ts';
import {
  changeApprovalStatus,
  changeDriverCity,
  findAdminUserRow,
  findOpenRideIds,
  type AdminUserRow,
} from './admin-users.repository.ts';

export type DriverApprovalService = ReturnType<typeof createDriverApprovalService>;

type DriverRow = AdminUserRow & { approvalStatus: DriverApprovalStatus };

const driverNotFound = () =>
  new AppError(404, ERROR_CODES.USER_NOT_FOUND, ADMIN_USER_MESSAGES.driverNotFound);

/** Actions whose reason is kept on the profile (the driver's account-status page shows it). */
const KEEPS_REASON: ReadonlySet<DriverApprovalAction> = new Set(['reject', 'suspend']);

/**
 * Approve, reject, suspend, reinstate: guarded moves of `driver_profiles.approval_status` along
 * DRIVER_APPROVAL_TRANSITIONS, each audited in its transaction. A suspension also ends the driver's sessions and,
 * once committed, cancels their ride, takes them offline and closes their sockets; the other moves tell the
 * driver's app its new availability so it refreshes.
 */
export function createDriverApprovalService(deps: {
  db: Database;
  clock: Clock;
  drivers: DriversService;
  notifier: Notifier;
  lockout: AccountLockout;
}) {
  const { db, clock, drivers, notifier, lockout } = deps;

  async function loadDriver(id: string): Promise<DriverRow> {
    const row = await findAdminUserRow(db, id);
    if (row?.role !== 'driver' || row.approvalStatus === null) throw driverNotFound();
    return { ...row, approvalStatus: row.approvalStatus };
  }

  function refusal(action: DriverApprovalAction, status: DriverApprovalStatus): AppError | null {
    const message = driverApprovalRefusal(action, status);
    return message === null ? null : new AppError(409, ERROR_CODES.DRIVER_APPROVAL_CONFLICT, message);
  }

  return {
    async change(
      admin: AuthenticatedUser,
      id: string,
      action: DriverApprovalAction,
      reason: string | undefined,
    ): Promise<AdminUser> {
      const driver = await loadDriver(id);
      const refused = refusal(action, driver.approvalStatus);
      if (refused) throw refused;
      const { from, to } = DRIVER_APPROVAL_TRANSITIONS[action];
      const now = clock.now();
      const openRideIds = action === 'suspend' ? await findOpenRideIds(db, id) : [];
      const isChanged = await inTransaction(db, async (tx) => {
        const changed = await changeApprovalStatus(tx, {
          driverId: id,
          from,
          to,
          reason: KEEPS_REASON.has(action) ? (reason ?? null) : null,
          now,
        });
        if (!changed) return false;
        if (action === 'suspend') await revokeUserSessions(tx, id, 'driver-suspended', now);
        await recordAudit(tx, {
          actorId: admin.id,
          action: `driver.${action}`,
          targetType: 'driver',
          targetId: id,
          reason: reason ?? null,
          details: {
            from: driver.approvalStatus,
            to,
            ...(action === 'suspend' ? { openRideIds } : {}),
          },
          at: now,
        });
        return true;
      });
      if (!isChanged) {
        // Another admin moved first: explain against where the driver is now.
        const current = await loadDriver(id);
        throw (
          refusal(action, current.approvalStatus) ??
          new AppError(409, ERROR_CODES.DRIVER_APPROVAL_CONFLICT, ADMIN_USER_MESSAGES.changedMeanwhile)
        );
      }
      const standing = {
        id,
        role: 'driver' as const,
        status: driver.status,
        driverApprovalStatus: to,
      };
      if (action === 'suspend') {
        await lockout.lockOut(admin, standing, reason ?? '', ADMIN_USER_MESSAGES.sessionEndedSuspended);
      } else {
        const availability = await drivers.getAvailability({ ...standing, sessionId: '' });
        await notifier.toUser(id, { type: 'driver.availability', availability });
      }
      return toAdminUser(await loadDriver(id));
    },

    /**
     * Moves a driver to another city (audited). Only while offline: an online driver's position is in their
     * city's geo index and their open socket keeps the city, so they go offline first (409 otherwise).
     */
    async changeCity(admin: AuthenticatedUser, id: string, cityId: string): Promise<AdminUser> {
      const driver = await loadDriver(id);
      if (driver.online) {
        throw new AppError(409, ERROR_CODES.DRIVER_BUSY, CITY_MESSAGES.driverOnline);
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        const chosen = await chooseDriverCity(tx, cityId);
        await changeDriverCity(tx, id, chosen, now);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'driver.city.change',
          targetType: 'driver',
          targetId: id,
          details: { from: driver.cityId, to: chosen },
          at: now,
        });
      });
      return toAdminUser(await loadDriver(id));
    },
  };
}
