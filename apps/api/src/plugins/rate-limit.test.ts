import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connectRedis } from '../modules/live/index.ts';
import { TEST_REDIS_URL, isRedisReachable, uniqueTestPrefix } from '../test/redis-support.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createAttemptLimiter, registerRateLimiting, type RateLimitStoreOptions } from './rate-limit.ts';

const reachable = await isRedisReachable();

/** One API process with a route allowing three attempts a minute per caller. */
async function apiProcess(store: RateLimitStoreOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerRateLimiting(app, store);
  const limiter = createAttemptLimiter(app, [
    { max: 3, windowMs: 60_000, key: () => 'attempt:ip:203.0.113.9' },
  ]);
  app.post('/attempt', { preHandler: limiter.check }, () => ({ ok: true }));
  await app.ready();
  return app;
}

const attempt = async (app: FastifyInstance) =>
  (await app.inject({ method: 'POST', url: '/attempt' })).statusCode;

describe('rate limits', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('count in each process’s memory without Redis', async () => {
    apps.push(await apiProcess({}), await apiProcess({}));
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    expect([await attempt(first), await attempt(first), await attempt(first)]).toEqual([200, 200, 200]);
    expect(await attempt(first)).toBe(429);
    expect(await attempt(second)).toBe(200);
  });

  describe.skipIf(!reachable)('with Redis', () => {
    const clients: Redis[] = [];
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.quit()));
    });

    it('count across every API process on it: attempts spread over two processes still run out', async () => {
      const keyPrefix = uniqueTestPrefix('rate');
      for (let i = 0; i < 2; i += 1) {
        const redis = await connectRedis(TEST_REDIS_URL);
        clients.push(redis);
        apps.push(await apiProcess({ redis, keyPrefix }));
      }
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      expect([await attempt(first), await attempt(second), await attempt(first)]).toEqual([200, 200, 200]);
      const refused = await second.inject({ method: 'POST', url: '/attempt' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await clients[0]!.keys(`${keyPrefix}rate-limit:*`)).not.toEqual([]);
    });
  });
});
