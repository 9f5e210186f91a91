import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reconciliationRunIdParamsSchema,
  reconciliationRunListResponseSchema,
  reconciliationRunResponseSchema,
  runReconciliationSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { ReconciliationService } from './reconciliation.service.ts';

const tags = ['admin'];

/** The admin app's Reconciliation page: the latest runs, one run's differences, and "Run now". Admins only. */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ reconciliation: ReconciliationService }> = async (
  app,
  { reconciliation },
) => {
  const admins = app.requireRole('admin');
  app.get(
    '/admin/reconciliation/runs',
    {
      schema: {
        operationId: 'listReconciliationRuns',
        tags,
        summary: 'The latest reconciliation runs (daily and Run now), newest first',
        response: { 200: reconciliationRunListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: admins,
    },
    async () => ({ data: await reconciliation.list() }),
  );

  app.get(
    '/admin/reconciliation/runs/:id',
    {
      schema: {
        operationId: 'getReconciliationRun',
        tags,
        summary: 'One reconciliation run and the differences it found',
        params: reconciliationRunIdParamsSchema,
        response: { 200: reconciliationRunResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: admins,
    },
    async (request) => ({ data: await reconciliation.get(request.params.id) }),
  );

  app.post(
    '/admin/reconciliation/runs',
    {
      schema: {
        operationId: 'runReconciliation',
        tags,
        summary:
          'Run now: compare a UTC day (today when `day` is left out) with the providers; queued at once (202), audited',
        body: runReconciliationSchema,
        response: {
          202: reconciliationRunResponseSchema.describe(
            'Queued: the new run, without differences yet; a job compares the day and the run page shows the result',
          ),
          ...errorResponses(400, 401, 403),
        },
      },
      onRequest: admins,
    },
    async (request, reply) => {
      const run = await reconciliation.runNow(currentUser(request).id, request.body.day);
      return reply.code(202).send({ data: run });
    },
  );
};
