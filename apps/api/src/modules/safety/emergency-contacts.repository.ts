import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { emergencyContacts } from '../../db/schema.ts';

export type EmergencyContactRow = typeof emergencyContacts.$inferSelect;
type ContactFields = Pick<EmergencyContactRow, 'name' | 'email' | 'phone' | 'relationship'>;

/** The user's contacts, oldest first. */
export async function listContacts(db: Database, userId: string): Promise<EmergencyContactRow[]> {
  return db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.createdAt), asc(emergencyContacts.id));
}

export async function countContacts(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId));
  return row?.total ?? 0;
}

export async function insertContact(
  db: Database,
  values: ContactFields & { userId: string; createdAt: Date },
): Promise<EmergencyContactRow> {
  const [row] = await db
    .insert(emergencyContacts)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('insert into emergency_contacts returned no row');
  return row;
}

/** Updates one of the user's contacts; `undefined` when the user has no contact with this id. */
export async function updateContact(
  db: Database,
  userId: string,
  id: string,
  set: Partial<ContactFields> & { updatedAt: Date },
): Promise<EmergencyContactRow | undefined> {
  const [row] = await db
    .update(emergencyContacts)
    .set(set)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the user's contacts; false when the user has no contact with this id. */
export async function deleteContact(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), eq(emergencyContacts.userId, userId)))
    .returning({ id: emergencyContacts.id });
  return rows.length > 0;
}
