import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { reportUnreachableTestServer, testRedisUrl } from './test-servers.ts';
import { connectRedis, describeRedisTarget } from '../modules/live/index.ts';

/** The Redis the tests use: TEST_REDIS_URL, else the local default. Tests touch only keys under their own prefix. */
export const TEST_REDIS_URL = testRedisUrl();

/**
 * Decides at module load whether the Redis suites run: skipped when no server answers, except under CI=true,
 * where an unreachable server fails the run.
 */
export async function isRedisReachable(
  url = TEST_REDIS_URL,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  try {
    const redis = await connectRedis(url, { connectTimeoutMs: 1000 });
    redis.disconnect();
    return true;
  } catch (error) {
    reportUnreachableTestServer(`Redis at ${describeRedisTarget(url)}`, error, 'the Redis suites', env);
    return false;
  }
}

export function uniqueTestPrefix(label: string): string {
  return `rb:test:${label}:${randomUUID()}:`;
}

export async function keysWithPrefix(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysWithPrefix(redis, prefix);
  if (keys.length > 0) await redis.del(...keys);
}
