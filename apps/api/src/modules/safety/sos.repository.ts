import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { SosActions, SosStatus } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { rides, sosAlerts, users } from '../../db/schema.ts';

export type SosAlertRow = typeof sosAlerts.$inferSelect;
export type SosAlertWithUser = { alert: SosAlertRow; user: { id: string; name: string; phone: string } };

/** Holds the ride's row until the transaction ends: two SOS presses at once become one alert. */
export async function lockRide(tx: Database, rideId: string): Promise<void> {
  await tx.select({ id: rides.id }).from(rides).where(eq(rides.id, rideId)).for('update');
}

/** The person's open alert for the ride raised at or after `since`, newest first. */
export async function findRecentOpenAlert(
  db: Database,
  where: { rideId: string; userId: string; since: Date },
): Promise<SosAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(sosAlerts)
    .where(
      and(
        eq(sosAlerts.rideId, where.rideId),
        eq(sosAlerts.userId, where.userId),
        eq(sosAlerts.status, 'open'),
        gte(sosAlerts.createdAt, where.since),
      ),
    )
    .orderBy(desc(sosAlerts.createdAt))
    .limit(1);
  return row;
}

export async function insertAlert(
  db: Database,
  values: Pick<
    typeof sosAlerts.$inferInsert,
    'rideId' | 'userId' | 'role' | 'lat' | 'lng' | 'message' | 'createdAt'
  > & { actions: SosActions },
): Promise<SosAlertRow> {
  const [row] = await db.insert(sosAlerts).values(values).returning();
  if (!row) throw new Error('insert into sos_alerts returned no row');
  return row;
}

export async function findAlert(db: Database, id: string): Promise<SosAlertRow | undefined> {
  const [row] = await db.select().from(sosAlerts).where(eq(sosAlerts.id, id));
  return row;
}

export async function updateAlertActions(
  db: Database,
  id: string,
  actions: SosActions,
): Promise<SosAlertRow | undefined> {
  const [row] = await db.update(sosAlerts).set({ actions }).where(eq(sosAlerts.id, id)).returning();
  return row;
}

const withUser = {
  alert: sosAlerts,
  user: { id: users.id, name: users.name, phone: users.phone },
};

export async function findAlertWithUser(db: Database, id: string): Promise<SosAlertWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(sosAlerts)
    .innerJoin(users, eq(users.id, sosAlerts.userId))
    .where(eq(sosAlerts.id, id));
  return row;
}

/** A page of alerts, newest first, optionally of one status. */
export async function listAlerts(
  db: Database,
  filter: { status?: SosStatus | undefined; limit: number; offset: number },
): Promise<{ rows: SosAlertWithUser[]; total: number }> {
  const where = filter.status === undefined ? undefined : eq(sosAlerts.status, filter.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select(withUser)
      .from(sosAlerts)
      .innerJoin(users, eq(users.id, sosAlerts.userId))
      .where(where)
      .orderBy(desc(sosAlerts.createdAt), desc(sosAlerts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(sosAlerts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAlertStatus(db: Database, id: string): Promise<SosStatus | undefined> {
  const [row] = await db.select({ status: sosAlerts.status }).from(sosAlerts).where(eq(sosAlerts.id, id));
  return row?.status;
}

/** open -> acknowledged, only if still open; `undefined` when the guard failed (or there is no such alert). */
export async function acknowledgeAlert(
  tx: Database,
  change: { id: string; adminId: string; at: Date },
): Promise<SosAlertRow | undefined> {
  const [row] = await tx
    .update(sosAlerts)
    .set({ status: 'acknowledged', acknowledgedAt: change.at, acknowledgedBy: change.adminId })
    .where(and(eq(sosAlerts.id, change.id), eq(sosAlerts.status, 'open')))
    .returning();
  return row;
}

/** open or acknowledged -> resolved; `undefined` when the guard failed (or there is no such alert). */
export async function resolveAlert(
  tx: Database,
  change: { id: string; adminId: string; at: Date; resolution: string },
): Promise<SosAlertRow | undefined> {
  const [row] = await tx
    .update(sosAlerts)
    .set({
      status: 'resolved',
      resolvedAt: change.at,
      resolvedBy: change.adminId,
      resolution: change.resolution,
    })
    .where(and(eq(sosAlerts.id, change.id), inArray(sosAlerts.status, ['open', 'acknowledged'])))
    .returning();
  return row;
}
