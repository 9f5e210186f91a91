import { buildApp, type App } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { openTestDatabase } from './test-database.ts';

/** The test environment: no web apps, quiet logs. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return { ...loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_APPS: 'false' }), ...overrides };
}

/** The whole API on a fresh test database, for `app.inject`. `await app.close()` closes the database too. */
export async function buildTestApp(overrides: Partial<Env> = {}): Promise<App> {
  const database = await openTestDatabase();
  return buildApp({ env: testEnv(overrides), database, logger: false });
}
