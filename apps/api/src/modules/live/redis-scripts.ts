import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export type RedisScript = { lua: string; sha: string };

export function defineScript(lua: string): RedisScript {
  return { lua, sha: createHash('sha1').update(lua).digest('hex') };
}

/** EVALSHA, falling back to EVAL once when the server has not cached the script (a restart, SCRIPT FLUSH). */
export async function runScript(
  redis: Redis,
  script: RedisScript,
  keys: readonly string[],
  args: ReadonlyArray<string | number>,
): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(script.lua, keys.length, ...keys, ...args);
  }
}
