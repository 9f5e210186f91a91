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
  /**
   * `all` (default) counts every request. `failures` counts only what `recordFailure` reports, e.g. wrong
   * passwords: a person who signs in and out all day is never locked out, a guesser is.
   */
  counts?: 'all' | 'failures';
};

export type AttemptLimiter = {
  /** preHandler: 429 RATE_LIMITED (with Retry-After) once any limit is used up. Runs after body validation. */
  check: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts a failed attempt against the `failures` limits. */
  recordFailure: (request: FastifyRequest) => Promise<void>;
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

function tooManyAttempts(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const when = minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
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
        const countsFailures = limit.counts === 'failures';
        // A failures limit only looks here; an all-requests limit counts this request too.
        const result = await count(request, { increment: !countsFailures });
        if (result.isAllowed) continue;
        const isUsedUp = countsFailures ? result.remaining === 0 : result.isExceeded;
        if (isUsedUp) {
          void reply.header('retry-after', String(result.ttlInSeconds));
          throw tooManyAttempts(result.ttl);
        }
      }
    },
    recordFailure: async (request) => {
      for (const { limit, count } of counters) {
        if (limit.counts === 'failures' && limit.key(request) !== undefined) await count(request);
      }
    },
  };
}
