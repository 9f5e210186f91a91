import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSystemResponseSchema,
  type AdminSystemResponse,
  type SystemAdapters,
} from '@ridebook/validation';
import { errorResponses } from '../../shared/route-schemas.ts';
import { HEARTBEAT_SECONDS, type Heartbeats } from './heartbeats.ts';

export type SystemRoutesOptions = {
  /** The dependencies' state now (database, Redis, migrations), each check failing on its own. */
  checks: () => Promise<AdminSystemResponse['checks']>;
  adapters: SystemAdapters;
  heartbeats: Heartbeats;
};

/**
 * GET /api/admin/system: the admin System page (docs/decisions/022-operating-ridebook.md): the dependencies and
 * adapters, the API processes online (their heartbeats on the event bus) and the key metrics of the last minutes.
 * Admins only: host names, process ids and versions are for operators.
 */
export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { checks, adapters, heartbeats },
) => {
  app.get(
    '/admin/system',
    {
      schema: {
        operationId: 'getAdminSystem',
        tags: ['admin'],
        summary:
          'Dependencies, adapters, API processes online and key metrics (one point per process heartbeat)',
        response: { 200: adminSystemResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: app.requireRole('admin'),
    },
    async () => {
      return {
        checks: await checks(),
        adapters,
        processes: heartbeats.processes(),
        samples: heartbeats.samples(),
        sampleSeconds: HEARTBEAT_SECONDS,
      };
    },
  );
};
