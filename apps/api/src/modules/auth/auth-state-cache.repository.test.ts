import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/after-commit.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';
import { isTestDatabaseMissing, openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { createMemoryEventBus } from '../live/index.ts';
import { updateUser } from '../users/index.ts';
import { createAuthStateCache } from './auth-state-cache.ts';
import { insertSession } from './auth.repository.ts';

describe.skipIf(isTestDatabaseMissing)(`auth state cache (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  let accounts = 0;
  /** A rider with one session, written straight to the tables. */
  async function riderWithSession(): Promise<{ userId: string; sessionId: string }> {
    accounts += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Cached Rider',
        email: `cached${accounts}@example.com`,
        phone: '+1 (555) 010-0001',
        passwordHash: 'not-a-real-hash',
        role: 'rider',
      })
      .returning({ id: users.id });
    const now = new Date();
    const session = await insertSession(database.db, {
      userId: user!.id,
      isPersistent: false,
      userAgent: null,
      ipAddress: '127.0.0.1',
      createdAt: now,
      lastUsedAt: now,
    });
    return { userId: user!.id, sessionId: session.id };
  }

  /** Blocks without telling anyone (as an operator's SQL would): only a read of the table sees it. */
  const blockQuietly = (userId: string) =>
    database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, userId));

  async function cache(ttlMs: number) {
    const bus = createMemoryEventBus();
    const created = await createAuthStateCache({
      db: database.db,
      bus,
      ttlMs,
      onError: (error) => {
        throw error;
      },
    });
    return {
      find: (userId: string, sessionId: string) => created.find(userId, sessionId),
      close: async () => {
        await created.close();
        await bus.close();
      },
    };
  }

  it('answers a session it checked from memory until a change of it is written', async () => {
    const states = await cache(60_000);
    const { userId, sessionId } = await riderWithSession();
    expect(await states.find(userId, sessionId)).toMatchObject({ status: 'active', isSessionActive: true });

    await blockQuietly(userId);
    expect(await states.find(userId, sessionId)).toMatchObject({ status: 'active' });
    // Any write through the repositories reaches the cache: here the same block, written as the API writes it.
    await updateUser(database.db, userId, { status: 'blocked' }, new Date());
    expect(await states.find(userId, sessionId)).toMatchObject({ status: 'blocked' });
    await states.close();
  });

  it('never keeps a refusal, and with a TTL of 0 keeps nothing', async () => {
    const states = await cache(60_000);
    const revoked = await riderWithSession();
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, revoked.sessionId));
    expect(await states.find(revoked.userId, revoked.sessionId)).toMatchObject({ isSessionActive: false });
    await database.db.update(sessions).set({ revokedAt: null }).where(eq(sessions.id, revoked.sessionId));
    expect(await states.find(revoked.userId, revoked.sessionId)).toMatchObject({ isSessionActive: true });
    await states.close();

    const uncached = await cache(0);
    const { userId, sessionId } = await riderWithSession();
    expect(await uncached.find(userId, sessionId)).toMatchObject({ status: 'active' });
    await blockQuietly(userId);
    expect(await uncached.find(userId, sessionId)).toMatchObject({ status: 'blocked' });
    await uncached.close();
  });

  it('hears a change made in a transaction once it commits, and not at all when it rolls back', async () => {
    const states = await cache(60_000);
    const { userId, sessionId } = await riderWithSession();
    await states.find(userId, sessionId);

    await expect(
      inTransaction(database.db, async (tx) => {
        await updateUser(tx, userId, { status: 'blocked' }, new Date());
        // Not yet committed: the cache still holds the state from before (a read now would see the old row).
        expect(await states.find(userId, sessionId)).toMatchObject({ status: 'active' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await states.find(userId, sessionId)).toMatchObject({ status: 'active' });

    await inTransaction(database.db, (tx) => updateUser(tx, userId, { status: 'blocked' }, new Date()));
    expect(await states.find(userId, sessionId)).toMatchObject({ status: 'blocked' });
    await states.close();
  });
});
