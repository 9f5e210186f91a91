import {
  ERROR_CODES,
  SAFETY_MESSAGES,
  pageInfo,
  type AdminSosAlert,
  type PageInfo,
  type PageQuery,
  type SosStatus,
} from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { RideContext } from '../rides/index.ts';
import { toAdminSosAlert } from './sos-view.ts';
import {
  acknowledgeAlert,
  findAlertStatus,
  findAlertWithUser,
  listAlerts,
  resolveAlert,
  type SosAlertRow,
} from './sos.repository.ts';

export type SosAdminService = ReturnType<typeof createSosAdminService>;

const sosNotFound = () => new AppError(404, ERROR_CODES.SOS_NOT_FOUND, SAFETY_MESSAGES.sosNotFound);
const statusConflict = (message: string) => new AppError(409, ERROR_CODES.SOS_STATUS_CONFLICT, message);

/** Admins: the SOS alerts, and their acknowledgement and resolution (each audited with the change). */
export function createSosAdminService(context: Pick<RideContext, 'db' | 'clock' | 'notifier' | 'log'>) {
  const { db, clock, notifier, log } = context;

  /** Reads the changed alert back with its user and tells every admin watching live operations. */
  async function publishUpdate(id: string): Promise<AdminSosAlert> {
    const found = await findAlertWithUser(db, id);
    if (!found) throw sosNotFound();
    const alert = toAdminSosAlert(found);
    try {
      await notifier.toOps({ type: 'sos.updated', alert });
    } catch (error) {
      log.error({ err: error, alertId: id }, 'sos: live update to admins failed');
    }
    return alert;
  }

  /** Why a guarded update changed nothing: no such alert (404), or its status does not allow it (409). */
  async function explainRefusal(id: string, messageFor: (status: SosStatus) => string): Promise<never> {
    const status = await findAlertStatus(db, id);
    if (status === undefined) throw sosNotFound();
    throw statusConflict(messageFor(status));
  }

  return {
    async list(
      query: PageQuery & { status?: SosStatus | undefined },
    ): Promise<{ data: AdminSosAlert[]; page: PageInfo }> {
      const { rows, total } = await listAlerts(db, {
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return { data: rows.map(toAdminSosAlert), page: pageInfo(query, total) };
    },

    /** open -> acknowledged. */
    async acknowledge(admin: AuthenticatedUser, id: string): Promise<AdminSosAlert> {
      const at = clock.now();
      const changed = await db.transaction(async (tx): Promise<SosAlertRow | undefined> => {
        const row = await acknowledgeAlert(tx, { id, adminId: admin.id, at });
        if (!row) return undefined;
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'sos.acknowledge',
          targetType: 'sos',
          targetId: id,
          details: { rideId: row.rideId },
          at,
        });
        return row;
      });
      if (!changed) {
        await explainRefusal(id, (status) =>
          status === 'resolved' ? SAFETY_MESSAGES.sosAlreadyResolved : SAFETY_MESSAGES.sosNotOpen,
        );
      }
      return publishUpdate(id);
    },

    /** open or acknowledged -> resolved, with what was done. */
    async resolve(admin: AuthenticatedUser, id: string, resolution: string): Promise<AdminSosAlert> {
      const at = clock.now();
      const changed = await db.transaction(async (tx): Promise<SosAlertRow | undefined> => {
        const row = await resolveAlert(tx, { id, adminId: admin.id, at, resolution });
        if (!row) return undefined;
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'sos.resolve',
          targetType: 'sos',
          targetId: id,
          reason: resolution,
          details: { rideId: row.rideId },
          at,
        });
        return row;
      });
      if (!changed) await explainRefusal(id, () => SAFETY_MESSAGES.sosAlreadyResolved);
      return publishUpdate(id);
    },
  };
}
