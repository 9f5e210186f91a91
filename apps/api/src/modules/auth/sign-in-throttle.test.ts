import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryFailureStore,
  createRedisFailureStore,
  type FailureStore,
} from '../../plugins/failure-store.ts';
import { connectRedis } from '../live/index.ts';
import {
  TEST_REDIS_URL,
  deleteKeysWithPrefix,
  isRedisReachable,
  uniqueTestPrefix,
} from '../../test/redis-support.ts';
import { createSignInThrottle, type SignInThrottleOptions } from './sign-in-throttle.ts';

const reachable = await isRedisReachable();
const MINUTE = 60_000;

function throttleOn(store: FailureStore, options: Partial<SignInThrottleOptions> = {}) {
  let now = Date.UTC(2026, 0, 1);
  const throttle = createSignInThrottle({
    store,
    freeFailures: 3,
    maxDelayMs: 15 * MINUTE,
    accountAlarm: 10,
    windowMs: 15 * MINUTE,
    now: () => now,
    ...options,
  });
  return {
    throttle,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('sign-in throttle', () => {
  it('lets an address fail a few times for free, then doubles its wait with each wrong password, up to the cap', async () => {
    const { throttle, advance } = throttleOn(createMemoryFailureStore());
    const waits: number[] = [];
    for (let failure = 1; failure <= 9; failure += 1) {
      await throttle.recordFailure('ada@example.com', '203.0.113.1');
      const wait = await throttle.retryAfterMs('ada@example.com', '203.0.113.1');
      waits.push(wait);
      advance(wait);
    }
    expect(waits).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000]);

    const capped = throttleOn(createMemoryFailureStore(), { accountAlarm: 1_000 });
    for (let failure = 1; failure <= 20; failure += 1) {
      await capped.throttle.recordFailure('ada@example.com', '203.0.113.1');
      capped.advance(await capped.throttle.retryAfterMs('ada@example.com', '203.0.113.1'));
    }
    await capped.throttle.recordFailure('ada@example.com', '203.0.113.1');
    expect(await capped.throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(15 * MINUTE);
  });

  it('holds back only the address that failed, for that account: not the owner elsewhere, not other accounts', async () => {
    const { throttle } = throttleOn(createMemoryFailureStore());
    for (let failure = 0; failure < 6; failure += 1) {
      await throttle.recordFailure('ada@example.com', '198.51.100.66');
    }
    expect(await throttle.retryAfterMs('ada@example.com', '198.51.100.66')).toBe(8_000);
    expect(await throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);
    expect(await throttle.retryAfterMs('grace@example.com', '198.51.100.66')).toBe(0);
  });

  it('under attack from many addresses makes every failing address wait from its first wrong password, never one that has not failed', async () => {
    const { throttle } = throttleOn(createMemoryFailureStore());
    for (let index = 1; index <= 10; index += 1) {
      await throttle.recordFailure('ada@example.com', `198.51.100.${index}`);
    }
    expect(await throttle.retryAfterMs('ada@example.com', '198.51.100.1')).toBe(2_000);
    expect(await throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);
  });

  it('forgets an address’s failures when it signs in, and after the window', async () => {
    const { throttle, advance } = throttleOn(createMemoryFailureStore());
    for (let failure = 0; failure < 4; failure += 1)
      await throttle.recordFailure('ada@example.com', '203.0.113.1');
    expect(await throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(2_000);
    await throttle.recordSuccess('ada@example.com', '203.0.113.1');
    expect(await throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);

    for (let failure = 0; failure < 4; failure += 1)
      await throttle.recordFailure('ada@example.com', '203.0.113.2');
    advance(15 * MINUTE + 15 * MINUTE + 1);
    await throttle.recordFailure('ada@example.com', '203.0.113.2');
    expect(await throttle.retryAfterMs('ada@example.com', '203.0.113.2')).toBe(0);
  });

  it('lets the attempt through when its store cannot answer (sign-in stays available), and says so', async () => {
    const failing: FailureStore = {
      add: () => Promise.reject(new Error('connection lost')),
      read: () => Promise.reject(new Error('connection lost')),
      clear: () => Promise.reject(new Error('connection lost')),
    };
    const errors: unknown[] = [];
    const { throttle } = throttleOn(failing, { onStoreError: (error) => errors.push(error) });
    await throttle.recordFailure('ada@example.com', '203.0.113.1');
    expect(await throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);
    expect(errors).toHaveLength(2);
  });

  describe.skipIf(!reachable)('in Redis', () => {
    const clients: Redis[] = [];
    const prefix = uniqueTestPrefix('sign-in');
    afterAll(async () => {
      if (clients[0]) await deleteKeysWithPrefix(clients[0], prefix);
      await Promise.all(clients.map((client) => client.quit()));
    });

    it('counts across every API process on it: failures spread over two processes add up', async () => {
      for (let index = 0; index < 2; index += 1) clients.push(await connectRedis(TEST_REDIS_URL));
      const [first, second] = clients.map((redis) => throttleOn(createRedisFailureStore(redis, prefix))) as [
        ReturnType<typeof throttleOn>,
        ReturnType<typeof throttleOn>,
      ];
      await first.throttle.recordFailure('ada@example.com', '203.0.113.1');
      await second.throttle.recordFailure('ada@example.com', '203.0.113.1');
      await first.throttle.recordFailure('ada@example.com', '203.0.113.1');
      expect(await second.throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(1_000);
      await second.throttle.recordSuccess('ada@example.com', '203.0.113.1');
      expect(await first.throttle.retryAfterMs('ada@example.com', '203.0.113.1')).toBe(0);
    });
  });
});
