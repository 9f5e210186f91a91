import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DocumentQueueQuery } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { authStateChanged } from '../../db/auth-state-changes.ts';
import { driverDocuments, driverProfiles, rideShareLinks, rides, users } from '../../db/schema.ts';

export type DocumentRow = typeof driverDocuments.$inferSelect;
export type NewDocumentRow = typeof driverDocuments.$inferInsert;

export async function insertDocument(db: Database, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await db.insert(driverDocuments).values(row).returning();
  if (!inserted) throw new Error('inserting a document returned no row');
  return inserted;
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(driverDocuments).where(eq(driverDocuments.id, id));
  return row;
}

export async function findDriverDocuments(db: Database, driverId: string): Promise<DocumentRow[]> {
  return db.select().from(driverDocuments).where(eq(driverDocuments.driverId, driverId));
}

/** Moves an in-review document to approved or rejected; false when someone reviewed it first. */
export async function reviewDocument(
  tx: Database,
  change: {
    id: string;
    status: 'approved' | 'rejected';
    reason: string | null;
    reviewerId: string;
    now: Date;
  },
): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .update(driverDocuments)
    .set({
      status: change.status,
      rejectionReason: change.reason,
      reviewedBy: change.reviewerId,
      reviewedAt: change.now,
    })
    .where(and(eq(driverDocuments.id, change.id), eq(driverDocuments.status, 'in_review')))
    .returning();
  return row;
}

/** The driver's approved photo file as riders see it (null before one). */
const photoFile = { storageKey: driverDocuments.storageKey, contentType: driverDocuments.contentType };

/** A ride's parties and its driver's approved photo: who may see the photo, and the file. */
export async function findRideDriverPhoto(db: Database, rideId: string) {
  const [row] = await db
    .select({ riderId: rides.riderId, driverId: rides.driverId, photo: photoFile })
    .from(rides)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .leftJoin(driverDocuments, eq(driverDocuments.id, driverProfiles.photoDocumentId))
    .where(eq(rides.id, rideId));
  return row;
}

/** The ride behind a share link (what decides whether the link still works) and its driver's approved photo. */
export async function findSharedDriverPhoto(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      revokedAt: rideShareLinks.revokedAt,
      ride: {
        status: rides.status,
        updatedAt: rides.updatedAt,
        completedAt: rides.completedAt,
        cancelledAt: rides.cancelledAt,
      },
      photo: photoFile,
    })
    .from(rideShareLinks)
    .innerJoin(rides, eq(rides.id, rideShareLinks.rideId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .leftJoin(driverDocuments, eq(driverDocuments.id, driverProfiles.photoDocumentId))
    .where(eq(rideShareLinks.tokenHash, tokenHash));
  return row;
}

/**
 * What riders see of the car and the driver comes from the approved registration and photo. The vehicle is also
 * what the driver's `GET /api/user/me` shows: an auth state change (call it inside `inTransaction`).
 */
export async function showApprovedDocument(tx: Database, row: DocumentRow, now: Date): Promise<void> {
  if (row.type === 'registration') {
    const { make, model, plate, colour } = row.details;
    await tx
      .update(driverProfiles)
      .set({
        vehicleModel: `${String(make)} ${String(model)}`,
        vehiclePlate: String(plate),
        vehicleColour: String(colour),
        updatedAt: now,
      })
      .where(eq(driverProfiles.userId, row.driverId));
    await authStateChanged(tx, { userId: row.driverId });
  }
  if (row.type === 'photo') {
    await tx
      .update(driverProfiles)
      .set({ photoDocumentId: row.id, updatedAt: now })
      .where(eq(driverProfiles.userId, row.driverId));
  }
}

/** The review queue's condition for a state: by review status, and for approved ones by their expiry day. */
function queueWhere(state: DocumentQueueQuery['state'], today: string, soonDay: string): SQL | undefined {
  const approved = eq(driverDocuments.status, 'approved');
  switch (state) {
    case 'in_review':
    case 'rejected':
      return eq(driverDocuments.status, state);
    case 'approved':
      return and(
        approved,
        sql`(${driverDocuments.expiresOn} is null or ${driverDocuments.expiresOn} > ${soonDay})`,
      );
    case 'expiring_soon':
      return and(
        approved,
        isNotNull(driverDocuments.expiresOn),
        gte(driverDocuments.expiresOn, today),
        lte(driverDocuments.expiresOn, soonDay),
      );
    case 'expired':
      return and(approved, isNotNull(driverDocuments.expiresOn), lt(driverDocuments.expiresOn, today));
  }
}

/** A page of the review queue: oldest upload first, with the driver's name and e-mail. */
export async function findQueuePage(
  db: Database,
  query: DocumentQueueQuery,
  days: { today: string; soonDay: string },
) {
  const where = and(
    queueWhere(query.state, days.today, days.soonDay),
    query.cityId === undefined
      ? undefined
      : inArray(
          driverDocuments.driverId,
          db
            .select({ id: driverProfiles.userId })
            .from(driverProfiles)
            .where(eq(driverProfiles.cityId, query.cityId)),
        ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ document: driverDocuments, name: users.name, email: users.email })
      .from(driverDocuments)
      .innerJoin(users, eq(users.id, driverDocuments.driverId))
      .where(where)
      .orderBy(asc(driverDocuments.uploadedAt), asc(driverDocuments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(driverDocuments).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Approved documents whose expiry day is on or before `lastDay`, with their driver's e-mail (reminders). */
export async function findApprovedExpiringBy(db: Database, lastDay: string) {
  return db
    .select({ document: driverDocuments, name: users.name, email: users.email })
    .from(driverDocuments)
    .innerJoin(users, eq(users.id, driverDocuments.driverId))
    .where(
      and(
        eq(driverDocuments.status, 'approved'),
        isNotNull(driverDocuments.expiresOn),
        lte(driverDocuments.expiresOn, lastDay),
      ),
    );
}

/**
 * Claims the `days`-before reminder of a document: true for exactly one caller (several API processes may run the
 * same sweep), which then sends it.
 */
export async function claimReminder(db: Database, id: string, days: number): Promise<boolean> {
  const rows = await db
    .update(driverDocuments)
    .set({ remindedDays: sql`${driverDocuments.remindedDays} || ${JSON.stringify([days])}::jsonb` })
    .where(
      and(
        eq(driverDocuments.id, id),
        sql`not (${driverDocuments.remindedDays} @> ${JSON.stringify([days])}::jsonb)`,
      ),
    )
    .returning({ id: driverDocuments.id });
  return rows.length === 1;
}

/** Whether a newer approved document of the same type exists (then the older one's expiry is moot). */
export async function hasNewerApproved(db: Database, row: DocumentRow): Promise<boolean> {
  const [found] = await db
    .select({ total: count() })
    .from(driverDocuments)
    .where(
      and(
        eq(driverDocuments.driverId, row.driverId),
        eq(driverDocuments.type, row.type),
        eq(driverDocuments.status, 'approved'),
        sql`${driverDocuments.uploadedAt} > ${row.uploadedAt.toISOString()}::timestamptz`,
      ),
    );
  return (found?.total ?? 0) > 0;
}
