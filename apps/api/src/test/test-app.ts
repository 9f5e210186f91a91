import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { eq } from 'drizzle-orm';
import { cities } from '../db/schema.ts';
import { DEMO_CITY } from '../modules/places/index.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The test environment: no web apps, quiet logs, no demo accounts, reports cut in UTC; the public site configured
 * at `http://localhost`, the origin `app.inject` addresses.
 */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_APPS: 'false',
      SEED_DEMO_DATA: 'false',
      PUBLIC_SITE_URL: 'http://localhost',
      // Uploaded documents go to a folder of the machine's temporary space (each under a random name).
      DATA_DIR: path.join(os.tmpdir(), 'ridebook-api-tests'),
      // Settlement jobs run when a test asks (`app.settlements.runDue()`), never behind its back.
      SETTLEMENT_WORKERS: '0',
      // Reports cut days in UTC unless a test sets the operator's zone: the daylight-saving tests set their own.
      DEFAULT_TIME_ZONE: 'UTC',
    }),
    ...overrides,
  };
}

export type TestDatabaseOptions = {
  /**
   * Whose days the demo city keeps: 'operator' (default) moves it into the test's DEFAULT_TIME_ZONE (UTC unless the
   * test sets one), since a driver's and a rider's reports are cut in their city's zone (decision 023) and most
   * tests reason in UTC days; 'migrated' keeps the zone the migrations gave it (America/Los_Angeles). Tests of a
   * city's own zone make a city of their own (test/city-support.ts).
   */
  demoCityZone?: 'operator' | 'migrated';
};

/** A fresh test database for an API run with `env` (see TestDatabaseOptions). */
export async function openTestDatabaseFor(
  env: Env,
  { demoCityZone = 'operator' }: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const database = await openTestDatabase();
  if (demoCityZone === 'operator') {
    await database.db
      .update(cities)
      .set({ timeZone: env.DEFAULT_TIME_ZONE })
      .where(eq(cities.id, DEMO_CITY.id));
  }
  return database;
}

/** The whole API on a fresh test database, for `app.inject`. `await app.close()` closes the database too. */
export async function buildTestApp(overrides: Partial<Env> = {}): Promise<App> {
  return (await buildTestContext(overrides)).app;
}

/** The API and its database, for tests that arrange state the API cannot (e.g. an admin blocks someone). */
export async function buildTestContext(
  overrides: Partial<Env> = {},
  options: TestDatabaseOptions = {},
): Promise<{ app: App; db: Database }> {
  const env = testEnv(overrides);
  const database = await openTestDatabaseFor(env, options);
  const app = await buildApp({ env, database, logger: false });
  return { app, db: database.db };
}
