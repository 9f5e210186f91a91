import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { savedPlaces } from '../../db/schema.ts';

export type SavedPlaceRow = typeof savedPlaces.$inferSelect;
export type SavedPlaceFields = Pick<SavedPlaceRow, 'kind' | 'name' | 'address' | 'lat' | 'lng'>;

/** Home, then Work, then the others oldest first. */
export async function listSavedPlaces(db: Database, userId: string): Promise<SavedPlaceRow[]> {
  return db
    .select()
    .from(savedPlaces)
    .where(eq(savedPlaces.userId, userId))
    .orderBy(
      sql`case ${savedPlaces.kind} when 'home' then 0 when 'work' then 1 else 2 end`,
      asc(savedPlaces.createdAt),
      asc(savedPlaces.id),
    );
}

export async function findSavedPlace(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedPlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(savedPlaces)
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)));
  return row;
}

/** The rider's Home or Work, if saved. */
export async function findPlaceOfKind(
  db: Database,
  userId: string,
  kind: 'home' | 'work',
): Promise<SavedPlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(savedPlaces)
    .where(and(eq(savedPlaces.userId, userId), eq(savedPlaces.kind, kind)));
  return row;
}

export async function countSavedPlaces(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedPlaces)
    .where(eq(savedPlaces.userId, userId));
  return row?.total ?? 0;
}

export async function insertSavedPlace(
  db: Database,
  values: SavedPlaceFields & { userId: string; createdAt: Date },
): Promise<SavedPlaceRow> {
  const [row] = await db
    .insert(savedPlaces)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert into saved_places returned no row');
  return row;
}

/** Updates one of the rider's places; `undefined` when the rider has no place with this id. */
export async function updateSavedPlace(
  db: Database,
  userId: string,
  id: string,
  set: Partial<SavedPlaceFields> & { updatedAt: Date },
): Promise<SavedPlaceRow | undefined> {
  const [row] = await db
    .update(savedPlaces)
    .set(set)
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the rider's places; false when the rider has no place with this id. */
export async function deleteSavedPlace(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)))
    .returning({ id: savedPlaces.id });
  return rows.length > 0;
}
