import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDriverLocatorContract, offset } from './driver-locator.contract.ts';
import { connectRedis } from './redis-connection.ts';
import { createRedisDriverLocator } from './redis-driver-locator.ts';
import { defineScript, runScript } from './redis-scripts.ts';
import {
  TEST_REDIS_URL,
  deleteKeysWithPrefix,
  isRedisReachable,
  keysWithPrefix,
  uniqueTestPrefix,
} from '../../test/redis-support.ts';

const reachable = await isRedisReachable();

describe.skipIf(!reachable)('Redis driver locator', () => {
  const prefix = uniqueTestPrefix('locator');
  let redis: Redis;
  let locators = 0;
  beforeAll(async () => {
    redis = await connectRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await deleteKeysWithPrefix(redis, prefix);
    await redis.quit();
  });

  // Each locator gets its own prefix: a fresh, empty index like a new memory locator.
  describeDriverLocatorContract('redis', async () =>
    createRedisDriverLocator({ redis, keyPrefix: `${prefix}${locators++}:` }),
  );

  const lisbon = { lat: 38.7223, lng: -9.1393 };
  const driver = (driverId: string, point: { lat: number; lng: number }) => ({
    driverId,
    ...point,
    heading: null,
    speedKmh: null,
    accuracyMeters: null,
    at: Date.now(),
  });

  it('shares one index between locators of several API processes', async () => {
    const keyPrefix = `${prefix}shared:`;
    const processA = createRedisDriverLocator({ url: TEST_REDIS_URL, keyPrefix });
    const processB = createRedisDriverLocator({ url: TEST_REDIS_URL, keyPrefix });
    try {
      await processA.updatePosition(driver('d1', offset(lisbon, 100, 0)));
      await processB.setAvailable('d1', true);
      const found = await processB.findNearestAvailable({
        point: lisbon,
        radiusMeters: 1000,
        limit: 1,
        freshSince: 0,
      });
      expect(found.map((nearby) => nearby.driverId)).toEqual(['d1']);
      await processB.remove('d1');
      expect(await processA.getPosition('d1')).toBeNull();
    } finally {
      await Promise.all([processA.close(), processB.close()]);
    }
  });

  it('keeps four keys under its prefix and leaves a connection it was given open', async () => {
    const keyPrefix = `${prefix}layout:`;
    const locator = createRedisDriverLocator({ redis, keyPrefix });
    await locator.updatePosition(driver('d1', lisbon));
    await locator.setAvailable('d1', true);
    expect((await keysWithPrefix(redis, keyPrefix)).sort()).toEqual([
      `${keyPrefix}available`,
      `${keyPrefix}available-positions`,
      `${keyPrefix}meta`,
      `${keyPrefix}positions`,
    ]);
    await locator.remove('d1');
    expect(await keysWithPrefix(redis, keyPrefix)).toEqual([]);
    await locator.close();
    expect(await redis.ping()).toBe('PONG');
  });

  it('sends a script the server has not cached yet', async () => {
    const script = defineScript(`return '${prefix}'`);
    expect(await runScript(redis, script, [], [])).toBe(prefix);
    expect(await runScript(redis, script, [], [])).toBe(prefix);
  });
});
