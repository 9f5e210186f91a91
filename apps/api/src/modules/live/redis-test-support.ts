import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from './redis-connection.ts';

/** The Redis the tests use: REDIS_URL, else the local default. Tests touch only keys under their own prefix. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Decides at module load whether the Redis suites run: they are skipped only when no server answers. */
export async function isRedisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  try {
    const redis = await connectRedis(url, { connectTimeoutMs: 1000 });
    redis.disconnect();
    return true;
  } catch {
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
