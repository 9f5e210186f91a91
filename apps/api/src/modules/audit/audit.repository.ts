import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditLogQuery, AuditTargetType, PageQuery } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { auditLog, users } from '../../db/schema.ts';

/** Transactions pass their own handle so the audit row commits (or rolls back) with the change it describes. */
type Executor = Pick<Database, 'insert'>;

export type AuditRecord = {
  actorId: string;
  /** Dotted verb, one of AUDIT_ACTIONS (@ridebook/validation): user.block, ride.refund, sos.resolve, ... */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  at: Date;
};

/** Appends one admin action to the audit log. */
export async function recordAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId ?? null,
    reason: record.reason ?? null,
    details: record.details ?? {},
    at: record.at,
  });
}

export type AuditFilters = Omit<AuditLogQuery, 'page' | 'pageSize'>;

const actor = alias(users, 'actor');
const target = alias(users, 'target');
/** Targets that are people: shown by their name. */
const PERSON_TARGETS = ['user', 'driver'];

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action !== undefined) conditions.push(eq(auditLog.action, filters.action));
  if (filters.actorId !== undefined) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (filters.targetType !== undefined) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId !== undefined) conditions.push(eq(auditLog.targetId, filters.targetId));
  if (filters.from !== undefined) conditions.push(gte(auditLog.at, new Date(filters.from)));
  if (filters.to !== undefined) conditions.push(lte(auditLog.at, new Date(filters.to)));
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** One page of the audit log, newest first, with the actor's name and email and a person target's name. */
export async function findAuditPage(db: Database, filters: AuditFilters, page: PageQuery) {
  return db
    .select({
      entry: auditLog,
      actorName: actor.name,
      actorEmail: actor.email,
      targetName: target.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(
      target,
      and(inArray(auditLog.targetType, PERSON_TARGETS), sql`${target.id}::text = ${auditLog.targetId}`),
    )
    .where(whereOf(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

export async function countAuditEntries(db: Database, filters: AuditFilters): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(whereOf(filters));
  return row?.total ?? 0;
}
