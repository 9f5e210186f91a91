import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  settlementIdParamsSchema,
  settlementListResponseSchema,
  settlementResponseSchema,
} from '@ridebook/validation';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { SettlementService } from './settlement.service.ts';

const tags = ['admin'];

/** The admin app's Settlements page: card settlements not done yet, and a retry for those that failed. Admins only. */
export const settlementRoutes: FastifyPluginAsyncZod<{ settlements: SettlementService }> = async (
  app,
  { settlements },
) => {
  const admins = app.requireRole('admin');

  app.get(
    '/admin/settlements',
    {
      schema: {
        operationId: 'listSettlements',
        tags,
        summary:
          'Card captures, releases and refunds not settled yet (pending) or out of retries (failed), failed first',
        response: { 200: settlementListResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: admins,
    },
    async () => {
      return { data: await settlements.list() };
    },
  );

  app.post(
    '/admin/settlements/:id/retry',
    {
      schema: {
        operationId: 'retrySettlement',
        tags,
        summary: 'Try a failed settlement again (queued at once; its retries start over)',
        params: settlementIdParamsSchema,
        response: { 200: settlementResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: admins,
    },
    async (request) => ({ data: await settlements.retry(request.params.id) }),
  );
};
