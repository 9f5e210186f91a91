/**
 * The real servers some suites need (PostgreSQL, Redis). On a developer's machine a server that does not answer
 * skips its suites with a warning; under `CI=true` it fails the run, so a CI machine can never pass by silently
 * skipping them.
 */
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

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
