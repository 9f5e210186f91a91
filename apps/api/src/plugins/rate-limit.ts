import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '@ridebook/validation';
import { AppError } from '../shared/app-error.ts';

export type AttemptLimit = {
  max: number;
  windowMs: number;
  /** The counter's key, e.g. `login:account:ada@example.com`; undefined skips this limit for the request. */
  key: (request: FastifyRequest) => string | undefined;
};

export type AttemptLimiter = {
  /** preHandler: counts the request; 429 RATE_LIMITED (with Retry-After) once any limit is used up. */
  check: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

export type RateLimitStoreOptions = {
  /**
   * Counts in Redis, shared by every API process on it (scale-out: a guesser cannot spread attempts over processes).
   * Without it each process counts in its own memory.
   */
  redis?: Redis;
  /** Prefix of the counters' keys in Redis (REDIS_KEY_PREFIX). */
  keyPrefix?: string;
};

/**
 * Registers the rate-limit store. Routes opt in with `createAttemptLimiter`. When Redis cannot answer, requests go
 * through uncounted (logged by the connection) rather than failing: sign-in stays available during an outage.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  { redis, keyPrefix = '' }: RateLimitStoreOptions = {},
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true } : {}),
  });
}

/**
 * 429 RATE_LIMITED saying when to try again, in minutes; with `showSeconds` a wait under a minute is said in seconds
 * (the sign-in delays, which start at one second).
 */
export function tooManyAttempts(retryAfterMs: number, { showSeconds = false } = {}): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1_000));
  const minutes = Math.ceil(seconds / 60);
  const when =
    showSeconds && seconds < 60
      ? seconds === 1
        ? 'in a second'
        : `in ${seconds} seconds`
      : minutes === 1
        ? 'in a minute'
        : `in ${minutes} minutes`;
  return new AppError(429, ERROR_CODES.RATE_LIMITED, `Too many attempts. Please try again ${when}.`);
}

export function createAttemptLimiter(app: FastifyInstance, limits: readonly AttemptLimit[]): AttemptLimiter {
  const counters = limits.map((limit) => ({
    limit,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => limit.key(request) ?? '',
    }),
  }));

  return {
    check: async (request, reply) => {
      for (const { limit, count } of counters) {
        if (limit.key(request) === undefined) continue;
        const result = await count(request);
        if (result.isAllowed || !result.isExceeded) continue;
        void reply.header('retry-after', String(result.ttlInSeconds));
        throw tooManyAttempts(result.ttl);
      }
    },
  };
}
