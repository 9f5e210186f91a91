import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from './event-bus.ts';
import { describeEventBusContract } from './event-bus.contract.ts';
import { connectRedis } from './redis-connection.ts';
import { createRedisEventBus } from './redis-event-bus.ts';
import { TEST_REDIS_URL, isRedisReachable, uniqueTestPrefix } from '../../test/redis-support.ts';

const reachable = await isRedisReachable();

describe.skipIf(!reachable)('Redis event bus', () => {
  const prefix = uniqueTestPrefix('bus');
  let redis: Redis;
  let buses = 0;
  beforeAll(async () => {
    redis = await connectRedis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis.quit();
  });

  /** Redis's own count of connections subscribed to a channel of this bus. */
  async function subscribers(channel: string): Promise<number> {
    const reply = (await redis.call('PUBSUB', 'NUMSUB', channel)) as [string, number];
    return Number(reply[1]);
  }

  // Each bus gets its own channel prefix, so tests never hear each other.
  describeEventBusContract('redis', async (options) =>
    createRedisEventBus({ url: TEST_REDIS_URL, channelPrefix: `${prefix}${buses++}:`, ...options }),
  );

  it('carries a message from one API process to the handlers of another', async () => {
    const channelPrefix = `${prefix}cross:`;
    const processA = createRedisEventBus({ url: TEST_REDIS_URL, channelPrefix });
    const processB = createRedisEventBus({ url: TEST_REDIS_URL, channelPrefix });
    try {
      const inA: BusMessage[] = [];
      const inB: BusMessage[] = [];
      await processA.subscribe('ride:1', (message) => inA.push(message));
      await processB.subscribe('ride:1', (message) => inB.push(message));

      await processA.publish('ride:1', { type: 'ride.offered', driverId: 'd1' });
      await processB.publish('ride:1', { type: 'ride.accepted', driverId: 'd1' });

      const both = [
        { type: 'ride.offered', driverId: 'd1' },
        { type: 'ride.accepted', driverId: 'd1' },
      ];
      await expect.poll(() => inB).toEqual(both);
      await expect.poll(() => inA).toEqual(both);
    } finally {
      await Promise.all([processA.close(), processB.close()]);
    }
  });

  it('holds one Redis subscription per channel, however many handlers listen', async () => {
    const channelPrefix = `${prefix}count:`;
    const bus = createRedisEventBus({ url: TEST_REDIS_URL, channelPrefix });
    const channel = `${channelPrefix}ride:5`;
    try {
      const first = await bus.subscribe('ride:5', () => undefined);
      const second = await bus.subscribe('ride:5', () => undefined);
      expect(await subscribers(channel)).toBe(1);
      await first();
      expect(await subscribers(channel)).toBe(1);
      await second();
      expect(await subscribers(channel)).toBe(0);
      await bus.subscribe('ride:5', () => undefined);
      expect(await subscribers(channel)).toBe(1);
    } finally {
      await bus.close();
    }
    await expect.poll(() => subscribers(channel)).toBe(0);
  });

  it('publishes through a connection it was given and leaves it open', async () => {
    const channelPrefix = `${prefix}shared:`;
    const bus = createRedisEventBus({ redis, channelPrefix });
    const received: BusMessage[] = [];
    await bus.subscribe('ride:6', (message) => received.push(message));
    await redis.publish(`${channelPrefix}ride:6`, JSON.stringify({ type: 'from-elsewhere' }));
    await expect.poll(() => received).toEqual([{ type: 'from-elsewhere' }]);
    await bus.close();
    expect(await redis.ping()).toBe('PONG');
  });

  it('reports a payload that is not JSON as a handler error', async () => {
    const channelPrefix = `${prefix}garbage:`;
    const errors: string[] = [];
    const bus = createRedisEventBus({
      redis,
      channelPrefix,
      onHandlerError: (_error, channel) => errors.push(channel),
    });
    try {
      const received: BusMessage[] = [];
      await bus.subscribe('ride:7', (message) => received.push(message));
      await redis.publish(`${channelPrefix}ride:7`, 'not json');
      await redis.publish(`${channelPrefix}ride:7`, JSON.stringify({ type: 'fine' }));
      await expect.poll(() => received).toEqual([{ type: 'fine' }]);
      expect(errors).toEqual(['ride:7']);
    } finally {
      await bus.close();
    }
  });
});
