import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@ridebook/validation';
import type { DatabaseHandle } from '../../db/database.ts';

/** Liveness (the process answers) and readiness (the database answers) for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
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
