import { count, eq, inArray, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../../db/database.ts';
import { authStateChanged } from '../../db/auth-state-changes.ts';
import { driverProfiles, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type DriverProfileRow = typeof driverProfiles.$inferSelect;
export type UserWithDriver = UserRow & { driver: DriverProfileRow | null };
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'phone' | 'status' | 'passwordHash'>>;
export type DriverProfilePatch = Partial<
  Pick<DriverProfileRow, 'vehicleModel' | 'vehiclePlate' | 'approvalStatus'>
>;

const userWithDriver = { user: users, driver: driverProfiles };

function toUserWithDriver(row: { user: UserRow; driver: DriverProfileRow | null }): UserWithDriver {
  return { ...row.user, driver: row.driver };
}

const userByIdQuery = preparedPerDatabase((db) =>
  db
    .select(userWithDriver)
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_by_id'),
);

/** Prepared: `GET /api/user/me` reads it on every page load of every app. */
export async function findUserById(db: Database, id: string): Promise<UserWithDriver | undefined> {
  const [row] = await userByIdQuery(db).execute({ id });
  return row && toUserWithDriver(row);
}

/** `email` must already be normalised (trimmed, lower-cased), as the schemas do. */
export async function findUserByEmail(db: Database, email: string): Promise<UserWithDriver | undefined> {
  const [row] = await db
    .select(userWithDriver)
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(eq(users.email, email));
  return row && toUserWithDriver(row);
}

/** Inserts the user unless the email is taken; `undefined` means taken (race-free: the unique index decides). */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function insertDriverProfile(
  db: Database,
  values: typeof driverProfiles.$inferInsert,
): Promise<DriverProfileRow> {
  const [row] = await db.insert(driverProfiles).values(values).returning();
  if (!row) throw new Error('insert into driver_profiles returned no row');
  return row;
}

/** An auth state change (the status, or what `GET /api/user/me` shows): it reaches every process's cache. */
export async function updateUser(db: Database, id: string, patch: UserPatch, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id));
  await authStateChanged(db, { userId: id });
}

/** An auth state change (the approval, or the vehicle `GET /api/user/me` shows): it reaches every process's cache. */
export async function updateDriverProfile(
  db: Database,
  userId: string,
  patch: DriverProfilePatch,
  now: Date,
): Promise<void> {
  await db
    .update(driverProfiles)
    .set({ ...patch, updatedAt: now })
    .where(eq(driverProfiles.userId, userId));
  await authStateChanged(db, { userId });
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

/** The accounts among `emails` that exist, by email. */
export async function findEmailsInUse(db: Database, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return rows.map((row) => row.email);
}

/**
 * Holds the user's row until the transaction ends: one user's checked changes (contacts and places under their
 * limits, wallet bookings and tips against the balance) run one after the other.
 */
export async function lockUser(tx: Database, userId: string): Promise<void> {
  // NO KEY UPDATE: it queues behind another holder of this lock, but not behind the KEY SHARE lock that inserting a
  // row referencing the user takes (FOR UPDATE would deadlock two transactions that both inserted such a row first).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
