import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@ridebook/validation';
import type { DatabaseHandle } from '../../db/database.ts';
import { createMigrationsCheck } from './readiness.ts';

export type HealthRoutesOptions = {
  database: DatabaseHandle;
  /** Pings Redis when REDIS_URL is set; rejects when it does not answer. */
  pingRedis?: () => Promise<void>;
  /** True from SIGTERM on: the process finishes what it has and takes nothing new. */
  isDraining: () => boolean;
};

type CheckResult = 'ok' | 'failed';

/**
 * Liveness (the process answers: restart it if not) and readiness (send it traffic: the database and Redis answer,
 * every migration is applied, and it is not shutting down) for load balancers and orchestrators.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, pingRedis, isDraining },
) => {
  const migrationsApplied = createMigrationsCheck(database);

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        operationId: 'getLiveness',
        summary: 'Liveness: the process answers',
        response: { 200: healthResponseSchema.describe('The process is up') },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness: database, Redis (when configured) and migrations, and not shutting down',
        response: {
          200: healthResponseSchema.describe('Ready: every check passed'),
          503: healthResponseSchema.describe(
            'Not ready: `checks` says which failed (`accepting` fails while the process shuts down)',
          ),
        },
      },
    },
    async (request, reply) => {
      const run = async (name: string, check: () => Promise<unknown>): Promise<CheckResult> => {
        try {
          return (await check()) === false ? 'failed' : 'ok';
        } catch (error) {
          request.log.warn({ err: error }, `readiness check failed: ${name}`);
          return 'failed';
        }
      };
      const checks: Record<string, CheckResult> = {
        database: await run('database', () => database.ping()),
      };
      if (pingRedis !== undefined) checks.redis = await run('redis', pingRedis);
      checks.migrations = checks.database === 'ok' ? await run('migrations', migrationsApplied) : 'failed';
      if (isDraining()) checks.accepting = 'failed';
      const isReady = Object.values(checks).every((result) => result === 'ok');
      return reply.code(isReady ? 200 : 503).send({ status: isReady ? 'ok' : 'unavailable', checks });
    },
  );
};
