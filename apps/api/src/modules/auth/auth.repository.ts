import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { preparedPerDatabase, type Database } from '../../db/database.ts';
import type { CurrentUser } from '@ridebook/validation';
import { authStateChanged } from '../../db/auth-state-changes.ts';
import { toCurrentUser } from '../users/index.ts';
import {
  appSecrets,
  driverProfiles,
  passwordResetTokens,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type RevokeReason =
  | 'logout'
  | 'refresh-token-reuse'
  | 'password-changed'
  | 'password-reset'
  | 'account-blocked'
  | 'driver-suspended';

/**
 * What every authenticated request checks, the account's standing and whether its session still stands, and the
 * account as `GET /api/user/me` shows it (read with it, so the most frequent signed-in read needs no query).
 */
export type AuthState = {
  userId: string;
  role: (typeof users.$inferSelect)['role'];
  status: (typeof users.$inferSelect)['status'];
  driverApprovalStatus: (typeof driverProfiles.$inferSelect)['approvalStatus'] | null;
  isSessionActive: boolean;
  account: CurrentUser;
};

const authStateQuery = preparedPerDatabase((db) =>
  db
    .select({
      account: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        role: users.role,
        status: users.status,
        createdAt: users.createdAt,
      },
      driver: {
        vehicleModel: driverProfiles.vehicleModel,
        vehiclePlate: driverProfiles.vehiclePlate,
        approvalStatus: driverProfiles.approvalStatus,
        approvalReason: driverProfiles.approvalReason,
      },
      sessionId: sessions.id,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(users)
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_state'),
);

/** One indexed query per authenticated request (primary keys only), prepared: it runs on every API call. */
export async function findAuthState(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<AuthState | undefined> {
  const [row] = await authStateQuery(db).execute({ userId, sessionId });
  if (!row) return undefined;
  return {
    userId: row.account.id,
    role: row.account.role,
    status: row.account.status,
    driverApprovalStatus: row.driver?.approvalStatus ?? null,
    isSessionActive: row.sessionId !== null && row.sessionRevokedAt === null,
    account: toCurrentUser({ ...row.account, driver: row.driver }),
  };
}

export async function insertSession(
  db: Database,
  values: Pick<
    SessionRow,
    'userId' | 'isPersistent' | 'userAgent' | 'ipAddress' | 'createdAt' | 'lastUsedAt'
  >,
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert into sessions returned no row');
  return row;
}

export async function insertRefreshToken(
  db: Database,
  values: { sessionId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token by its hash, with its session and the account's standing. */
export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      session: sessions,
      role: users.role,
      status: users.status,
      driverApprovalStatus: driverProfiles.approvalStatus,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, users.id))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a refresh token as exchanged. Guarded on `rotated_at is null`, so of two concurrent uses of one token
 * exactly one wins; false means this use lost (a reuse).
 */
export async function markRefreshTokenRotated(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await authStateChanged(db, { sessionId });
}

/** Ends every session of a user, or every one but `exceptSessionId` (the device that asked). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  reason: RevokeReason,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
  await authStateChanged(db, { userId });
}

export async function insertPasswordResetToken(
  db: Database,
  values: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Uses a reset token once: succeeds only for an unused, unexpired token (one guarded UPDATE, so a link
 * opened twice at the same moment still works once). Returns the token's user, or undefined.
 */
export async function consumePasswordResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Voids a user's other outstanding reset links (after a reset or a password change). */
export async function consumeUserPasswordResetTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Reads a generated secret, creating it with `create()` first when missing (the first writer wins). */
export async function getOrCreateSecret(db: Database, name: string, create: () => string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: create() })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} is missing after insert`);
  return row.value;
}
