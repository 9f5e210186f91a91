import type { Redis } from 'ioredis';

/** What a store remembers of one key's failures: how many, and when the last one was (ms since the epoch). */
export type FailureRecord = { failures: number; lastAt: number };

/**
 * Failure counters with an expiry, for throttles that must grow with each failure (docs/decisions/013): in this
 * process's memory, or in Redis so that every API process on it counts together.
 */
export type FailureStore = {
  /** Adds one failure at `at`; the record is forgotten `ttlMs` after this failure. Returns the record now. */
  add(key: string, at: number, ttlMs: number): Promise<FailureRecord>;
  /** The record, or null when there is none (or it expired). */
  read(key: string, now: number): Promise<FailureRecord | null>;
  clear(key: string): Promise<void>;
};

/** Expired records are swept after this many writes, so a spray of made-up e-mails cannot fill the memory. */
const SWEEP_EVERY_WRITES = 1_000;

export function createMemoryFailureStore(): FailureStore {
  const records = new Map<string, FailureRecord & { expiresAt: number }>();
  let writes = 0;
  const sweep = (now: number) => {
    for (const [key, record] of records) if (record.expiresAt <= now) records.delete(key);
  };
  const live = (key: string, now: number) => {
    const record = records.get(key);
    if (record === undefined || record.expiresAt <= now) return undefined;
    return record;
  };
  return {
    add: async (key, at, ttlMs) => {
      writes += 1;
      if (writes % SWEEP_EVERY_WRITES === 0) sweep(at);
      const failures = (live(key, at)?.failures ?? 0) + 1;
      records.set(key, { failures, lastAt: at, expiresAt: at + ttlMs });
      return { failures, lastAt: at };
    },
    read: async (key, now) => {
      const record = live(key, now);
      return record === undefined ? null : { failures: record.failures, lastAt: record.lastAt };
    },
    clear: async (key) => {
      records.delete(key);
    },
  };
}

/** One Redis hash per key (`f` failures, `t` last failure), expiring with the record. */
export function createRedisFailureStore(redis: Redis, keyPrefix: string): FailureStore {
  const redisKey = (key: string) => `${keyPrefix}failures:${key}`;
  return {
    add: async (key, at, ttlMs) => {
      const results = await redis
        .multi()
        .hincrby(redisKey(key), 'f', 1)
        .hset(redisKey(key), 't', String(at))
        .pexpire(redisKey(key), ttlMs)
        .exec();
      const [error, failures] = results?.[0] ?? [new Error('redis transaction discarded'), 0];
      if (error) throw error;
      return { failures: Number(failures), lastAt: at };
    },
    read: async (key) => {
      const [failures, lastAt] = await redis.hmget(redisKey(key), 'f', 't');
      if (failures === null || lastAt === null) return null;
      return { failures: Number(failures), lastAt: Number(lastAt) };
    },
    clear: async (key) => {
      await redis.del(redisKey(key));
    },
  };
}
