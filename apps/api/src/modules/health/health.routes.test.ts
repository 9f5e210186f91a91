import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { isTestDatabaseMissing, openTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { buildTestApp, testEnv } from '../../test/test-app.ts';

describe.skipIf(isTestDatabaseMissing)(`health routes (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers live', async () => {
    const response = await app.inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers and has every migration', async () => {
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('answers 503 when the database does not', async () => {
    const database = await openTestDatabase();
    const broken = await buildApp({
      env: testEnv(),
      database: { ...database, ping: () => Promise.reject(new Error('connection lost')) },
      logger: false,
    });
    const response = await broken.inject('/api/health/ready');
    await broken.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', migrations: 'failed' },
    });
  });

  it('answers 503 when a migration of this build is missing from the database', async () => {
    const database = await openTestDatabase();
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const behind = await buildApp({ env: testEnv(), database, logger: false });
    const response = await behind.inject('/api/health/ready');
    await behind.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'failed' },
    });
  });

  it('stays live but stops being ready once the process drains (SIGTERM)', async () => {
    app.startDraining();
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    const response = await app.inject('/api/health/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', accepting: 'failed' },
    });
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const response = await app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/does-not-exist not found',
      code: 'NOT_FOUND',
    });
  });
});
