import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { driverOnlinePeriods, driverProfiles, users } from '../../db/schema.ts';

export type DriverStanding = {
  approvalStatus: 'pending' | 'approved' | 'rejected' | 'suspended';
  accountStatus: 'active' | 'blocked';
  isOnline: boolean;
  onlineSince: Date | null;
  /** The city the driver drives in: whose geo index holds them. */
  cityId: string;
};

/** Whether the driver may drive and whether they are online now (an open online period). */
export async function findDriverStanding(
  db: Database,
  driverId: string,
): Promise<DriverStanding | undefined> {
  const [row] = await db
    .select({
      approvalStatus: driverProfiles.approvalStatus,
      accountStatus: users.status,
      onlineSince: driverOnlinePeriods.startedAt,
      cityId: driverProfiles.cityId,
    })
    .from(driverProfiles)
    .innerJoin(users, eq(users.id, driverProfiles.userId))
    .leftJoin(
      driverOnlinePeriods,
      and(eq(driverOnlinePeriods.driverId, driverProfiles.userId), isNull(driverOnlinePeriods.endedAt)),
    )
    .where(eq(driverProfiles.userId, driverId));
  if (!row) return undefined;
  return {
    approvalStatus: row.approvalStatus,
    accountStatus: row.accountStatus,
    isOnline: row.onlineSince !== null,
    onlineSince: row.onlineSince,
    cityId: row.cityId,
  };
}

/** Opens an online period unless one is open (the unique index makes a double tap harmless). */
export async function openOnlinePeriod(db: Database, driverId: string, now: Date): Promise<void> {
  await db.insert(driverOnlinePeriods).values({ driverId, startedAt: now }).onConflictDoNothing();
}

export async function closeOnlinePeriod(db: Database, driverId: string, now: Date): Promise<void> {
  await db
    .update(driverOnlinePeriods)
    .set({ endedAt: now })
    .where(and(eq(driverOnlinePeriods.driverId, driverId), isNull(driverOnlinePeriods.endedAt)));
}

/** Seconds online between `since` and `now`, counting only the part of each period inside that window. */
export async function secondsOnlineSince(
  db: Database,
  driverId: string,
  since: Date,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(extract(epoch from (least(coalesce(${driverOnlinePeriods.endedAt}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz) - greatest(${driverOnlinePeriods.startedAt}, ${since.toISOString()}::timestamptz)))), 0)::float8`,
    })
    .from(driverOnlinePeriods)
    .where(
      and(
        eq(driverOnlinePeriods.driverId, driverId),
        or(isNull(driverOnlinePeriods.endedAt), gt(driverOnlinePeriods.endedAt, since)),
      ),
    );
  return Math.max(0, Math.round(row?.seconds ?? 0));
}
