import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLiveAdapters } from './create-live-adapters.ts';
import type { BusMessage } from './event-bus.ts';
import { connectRedis } from './redis-connection.ts';
import {
  TEST_REDIS_URL,
  deleteKeysWithPrefix,
  isRedisReachable,
  keysWithPrefix,
  uniqueTestPrefix,
} from '../../test/redis-support.ts';
import { freePort } from '../../test/test-servers.ts';

const reachable = await isRedisReachable();

const driver = (driverId: string) => ({
  driverId,
  lat: 38.7223,
  lng: -9.1393,
  heading: null,
  speedKmh: null,
  accuracyMeters: null,
  at: Date.now(),
});

const nearby = { point: { lat: 38.7223, lng: -9.1393 }, radiusMeters: 500, limit: 5, freshSince: 0 };

/** A server that accepts connections and never answers, like a firewall that swallows packets after connect. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('createLiveAdapters', () => {
  it('keeps everything in this process without a Redis URL', async () => {
    const live = await createLiveAdapters();
    expect(live.locators.kind).toBe('memory');
    expect(live.bus.kind).toBe('memory');

    await live.locators.forCity('sf').updatePosition(driver('d1'));
    await live.locators.forCity('sf').setAvailable('d1', true);
    const found = await live.locators.forCity('sf').findNearestAvailable(nearby);
    expect(found.map((nearest) => nearest.driverId)).toEqual(['d1']);
    // Another city's index never holds the driver, even at the same place.
    expect(await live.locators.forCity('london').findNearestAvailable(nearby)).toEqual([]);
    const received: BusMessage[] = [];
    await live.bus.subscribe('ride:1', (message) => received.push(message));
    await live.bus.publish('ride:1', { type: 'ride.requested' });
    await expect.poll(() => received).toEqual([{ type: 'ride.requested' }]);
    await live.close();
  });

  it('says which Redis it cannot reach, without credentials, when nothing listens', async () => {
    const port = await freePort();
    const failure = createLiveAdapters({ redisUrl: `redis://ridebook:s3cret@127.0.0.1:${port}` });
    await expect(failure).rejects.toThrow(
      new RegExp(`^REDIS_URL: cannot reach Redis at 127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED.*\\)$`),
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });

  it('gives up on a server that accepts connections but never answers', async () => {
    const server = await silentServer();
    try {
      await expect(
        createLiveAdapters({ redisUrl: `redis://127.0.0.1:${server.port}`, connectTimeoutMs: 300 }),
      ).rejects.toThrow(
        `REDIS_URL: cannot reach Redis at 127.0.0.1:${server.port} (no answer within 300 ms)`,
      );
    } finally {
      await server.close();
    }
  });

  describe.skipIf(!reachable)('with REDIS_URL', () => {
    it('shares drivers and events between API processes through Redis, under the key prefix', async () => {
      const keyPrefix = uniqueTestPrefix('live');
      const processA = await createLiveAdapters({ redisUrl: TEST_REDIS_URL, keyPrefix });
      const processB = await createLiveAdapters({ redisUrl: TEST_REDIS_URL, keyPrefix });
      const redis = await connectRedis(TEST_REDIS_URL);
      try {
        expect(processA.locators.kind).toBe('redis');
        expect(processA.bus.kind).toBe('redis');

        await processA.locators.forCity('sf').updatePosition(driver('d1'));
        await processA.locators.forCity('sf').setAvailable('d1', true);
        const found = await processB.locators.forCity('sf').findNearestAvailable(nearby);
        expect(found.map((nearest) => nearest.driverId)).toEqual(['d1']);
        expect(await processB.locators.forCity('london').findNearestAvailable(nearby)).toEqual([]);

        const received: BusMessage[] = [];
        await processB.bus.subscribe('driver:d1', (message) => received.push(message));
        await processA.bus.publish('driver:d1', { type: 'ride.offered', rideId: 'r1' });
        await expect.poll(() => received).toEqual([{ type: 'ride.offered', rideId: 'r1' }]);

        const keys = await keysWithPrefix(redis, keyPrefix);
        expect(keys.length).toBeGreaterThan(0);
        // Each city's index has its own keys: a city can be moved to its own Redis.
        expect(keys.every((key) => key.startsWith(`${keyPrefix}live:city:sf:`))).toBe(true);
        expect(await redis.call('PUBSUB', 'NUMSUB', `${keyPrefix}bus:driver:d1`)).toEqual([
          `${keyPrefix}bus:driver:d1`,
          1,
        ]);
      } finally {
        await Promise.all([processA.close(), processB.close()]);
        await deleteKeysWithPrefix(redis, keyPrefix);
        await redis.quit();
      }
    });
  });
});
