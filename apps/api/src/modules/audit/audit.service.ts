import { pageInfo, type AuditEntry, type AuditLogQuery, type PageInfo } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { countAuditEntries, findAuditPage } from './audit.repository.ts';

export type AuditService = ReturnType<typeof createAuditService>;

/** The audit log as admins read it: newest first, filtered, a page at a time. */
export function createAuditService({ db }: { db: Database }) {
  return {
    async list(query: AuditLogQuery): Promise<{ data: AuditEntry[]; page: PageInfo }> {
      const { page, pageSize, ...filters } = query;
      const [rows, total] = await Promise.all([
        findAuditPage(db, filters, { page, pageSize }),
        countAuditEntries(db, filters),
      ]);
      return {
        data: rows.map(({ entry, actorName, actorEmail, targetName }) => ({
          id: entry.id,
          at: entry.at.toISOString(),
          action: entry.action,
          actor:
            entry.actorId !== null && actorName !== null && actorEmail !== null
              ? { id: entry.actorId, name: actorName, email: actorEmail }
              : null,
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetName,
          reason: entry.reason,
          details: entry.details,
        })),
        page: pageInfo({ page, pageSize }, total),
      };
    },
  };
}
