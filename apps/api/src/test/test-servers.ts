import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The real servers some suites need (PostgreSQL, Redis). On a developer's machine a server that does not answer
 * skips its suites with a warning; under `CI=true` it fails the run, so a CI machine can never pass by silently
 * skipping them.
 */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** The PostgreSQL server of the tests (its database serves to create the others): TEST_DATABASE_URL, else the local default. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

/** The Redis of every Redis suite and the two-process tests: TEST_REDIS_URL, else the local default. */
export function testRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_REDIS_URL ?? DEFAULT_TEST_REDIS_URL;
}

export class TestServerUnreachableError extends Error {
  override name = 'TestServerUnreachableError';
}

/** Called when a test server does not answer: throws under CI=true, else warns that `skipped` are skipped. */
export function reportUnreachableTestServer(
  what: string,
  cause: unknown,
  skipped: string,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const detail = `${what} is not reachable (${cause instanceof Error ? cause.message : String(cause)})`;
  if (env.CI === 'true') {
    throw new TestServerUnreachableError(`${detail}; with CI=true ${skipped} must run, not be skipped.`);
  }
  console.warn(`${detail}: ${skipped} are skipped.`);
}

/**
 * Whether both the PostgreSQL and the Redis of the tests answer, for the tests that start whole API processes on
 * them; when either does not, reports it for `skipped` (see reportUnreachableTestServer).
 */
export async function arePostgresAndRedisReachable(skipped: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: testDatabaseUrl(), connectionTimeoutMillis: 2_000 });
  const redis = new Redis(testRedisUrl(), {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    reportUnreachableTestServer('PostgreSQL or Redis', error, skipped);
    return false;
  } finally {
    await client.end().catch(() => undefined);
    redis.disconnect();
  }
}

/** A local port nothing listens on: bound, then released, for a server to start on or a client to find closed. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 0;
}
