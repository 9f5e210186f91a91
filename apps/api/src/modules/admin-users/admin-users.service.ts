import {
  ADMIN_USER_MESSAGES,
  ADMIN_USER_RECENT_RIDES,
  ERROR_CODES,
  pageInfo,
  type AdminUser,
  type AdminUserDetail,
  type PageInfo,
  type PageQuery,
} from '@ridebook/validation';
import { inTransaction } from '../../db/after-commit.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { ReportingTimeZone } from '../../shared/reporting-time-zone.ts';
import { recordAudit } from '../audit/index.ts';
import { type AuthenticatedUser, revokeUserSessions } from '../auth/index.ts';
import type { AccountLockout } from './account-lockout.ts';
import { toAdminUser, toAdminUserRide } from './admin-user-view.ts';
import {
  changeAccountStatus,
  countUsers,
  findAdminUserRow,
  findAllUsers,
  findOpenRideIds,
  findRecentRides,
  findUserPage,
  type AdminUserRow,
  type UserListFilters,
} from './admin-users.repository.ts';
import { usersCsv, usersCsvFilename } from './users-csv.ts';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

export const userNotFound = () =>
  new AppError(404, ERROR_CODES.USER_NOT_FOUND, ADMIN_USER_MESSAGES.userNotFound);
const statusConflict = (message: string) => new AppError(409, ERROR_CODES.USER_STATUS_CONFLICT, message);

/** The admin's view of accounts: lists, export, detail, and blocking (riders and drivers only). */
export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  lockout: AccountLockout;
  /** The export's zone: the admin's `timeZone`, else the operator's (docs/decisions/023). */
  reportingTimeZone: ReportingTimeZone;
}) {
  const { db, clock, lockout, reportingTimeZone } = deps;

  async function loadRow(id: string): Promise<AdminUserRow> {
    const row = await findAdminUserRow(db, id);
    if (!row) throw userNotFound();
    return row;
  }

  return {
    async list(filters: UserListFilters, page: PageQuery): Promise<{ data: AdminUser[]; page: PageInfo }> {
      const [rows, total] = await Promise.all([findUserPage(db, filters, page), countUsers(db, filters)]);
      return { data: rows.map(toAdminUser), page: pageInfo(page, total) };
    },

    /** Every matching row as CSV, times in local time of the report's zone, with the file's name for today there. */
    async exportCsv(
      filters: UserListFilters & { timeZone?: string | undefined },
    ): Promise<{ filename: string; csv: string; timeZone: string }> {
      const timeZone = await reportingTimeZone({ platform: true, requestedTimeZone: filters.timeZone });
      const rows = await findAllUsers(db, filters);
      return {
        filename: usersCsvFilename(clock.now(), timeZone),
        csv: usersCsv(rows.map(toAdminUser), timeZone),
        timeZone,
      };
    },

    async get(id: string): Promise<AdminUserDetail> {
      const [row, rides] = await Promise.all([loadRow(id), findRecentRides(db, id, ADMIN_USER_RECENT_RIDES)]);
      return { ...toAdminUser(row), recentRides: rides.map(toAdminUserRide) };
    },

    /**
     * Blocks a rider or driver: in one transaction the account is blocked, every session revoked and the action
     * audited; then their open rides are cancelled, a driver goes offline and their sockets close.
     */
    async block(admin: AuthenticatedUser, id: string, reason: string): Promise<AdminUser> {
      const user = await loadRow(id);
      if (user.id === admin.id) throw statusConflict(ADMIN_USER_MESSAGES.cannotBlockYourself);
      if (user.role === 'admin') throw statusConflict(ADMIN_USER_MESSAGES.adminsCannotBeBlocked);
      if (user.status === 'blocked') throw statusConflict(ADMIN_USER_MESSAGES.alreadyBlocked);
      const now = clock.now();
      const openRideIds = await findOpenRideIds(db, id);
      const isBlocked = await inTransaction(db, async (tx) => {
        const changed = await changeAccountStatus(tx, { id, from: 'active', to: 'blocked', reason, now });
        if (!changed) return false;
        await revokeUserSessions(tx, id, 'account-blocked', now);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'user.block',
          targetType: 'user',
          targetId: id,
          reason,
          details: { role: user.role, openRideIds },
          at: now,
        });
        return true;
      });
      if (!isBlocked) throw statusConflict(ADMIN_USER_MESSAGES.alreadyBlocked);
      await lockout.lockOut(
        admin,
        {
          id,
          role: user.role,
          status: 'blocked',
          driverApprovalStatus: user.approvalStatus,
        },
        reason,
        ADMIN_USER_MESSAGES.sessionEndedBlocked,
      );
      return toAdminUser(await loadRow(id));
    },

    /** Lets a blocked rider or driver sign in again; the block's reason is cleared. */
    async unblock(admin: AuthenticatedUser, id: string, reason: string | undefined): Promise<AdminUser> {
      const user = await loadRow(id);
      if (user.status !== 'blocked') throw statusConflict(ADMIN_USER_MESSAGES.notBlocked);
      const now = clock.now();
      const isUnblocked = await inTransaction(db, async (tx) => {
        const changed = await changeAccountStatus(tx, {
          id,
          from: 'blocked',
          to: 'active',
          reason: null,
          now,
        });
        if (!changed) return false;
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'user.unblock',
          targetType: 'user',
          targetId: id,
          reason: reason ?? null,
          details: { role: user.role, blockedFor: user.statusReason },
          at: now,
        });
        return true;
      });
      if (!isUnblocked) throw statusConflict(ADMIN_USER_MESSAGES.notBlocked);
      return toAdminUser(await loadRow(id));
    },
  };
}
