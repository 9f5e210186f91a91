import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createSecureToken } from '../../shared/secure-tokens.ts';
import { signedInBrowser } from '../../test/accounts.ts';
import { testEnv } from '../../test/test-app.ts';
import { isTestDatabaseMissing, openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { getOrCreateSecret } from './auth.repository.ts';

describe.skipIf(isTestDatabaseMissing)(`auth repository (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates a secret once and returns the same one afterwards', async () => {
    const first = await getOrCreateSecret(database.db, 'test-key', createSecureToken);
    const second = await getOrCreateSecret(database.db, 'test-key', () => 'another value');
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
  });

  it('keeps sessions valid across a restart when JWT_SECRET is unset (the key lives in the database)', async () => {
    const keepOpen = { ...database, close: async () => undefined };
    const before: App = await buildApp({ env: testEnv(), database: keepOpen, logger: false });
    const { browser } = await signedInBrowser(before);
    const accessToken = browser.cookie('rb_access') ?? '';
    await before.close();

    const after: App = await buildApp({ env: testEnv(), database: keepOpen, logger: false });
    try {
      const response = await after.inject({ url: '/api/user/me', cookies: { rb_access: accessToken } });
      expect(response.statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('signs with JWT_SECRET when set, so other processes with the same secret accept the token', async () => {
    const keepOpen = { ...database, close: async () => undefined };
    const secret = 'a-shared-secret-of-at-least-32-characters';
    const first = await buildApp({ env: testEnv({ JWT_SECRET: secret }), database: keepOpen, logger: false });
    const second = await buildApp({
      env: testEnv({ JWT_SECRET: secret }),
      database: keepOpen,
      logger: false,
    });
    const generated = await buildApp({ env: testEnv(), database: keepOpen, logger: false });
    try {
      const { browser } = await signedInBrowser(first);
      const cookies = { rb_access: browser.cookie('rb_access') ?? '' };
      expect((await second.inject({ url: '/api/user/me', cookies })).statusCode).toBe(200);
      expect((await generated.inject({ url: '/api/user/me', cookies })).statusCode).toBe(401);
    } finally {
      await Promise.all([first.close(), second.close(), generated.close()]);
    }
  });
});
