import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@ridebook/validation';
import type { DatabaseHandle } from '../../db/database.ts';

/** Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
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
        summary: 'Readiness: the database answers',
        response: {
          200: healthResponseSchema.describe('Ready: every check passed'),
          503: healthResponseSchema.describe('Not ready: `checks` says which dependency failed'),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, checks: { database: 'ok' as const } };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database');
        return reply.code(503).send({ status: 'unavailable', checks: { database: 'failed' } });
      }
    },
  );
};
