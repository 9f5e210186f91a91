import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSosAlertResponseSchema,
  adminSosPageResponseSchema,
  adminSosQuerySchema,
  resolveSosSchema,
  sosIdParamsSchema,
} from '@ridebook/validation';
import { currentUser } from '../../plugins/authentication.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { SosAdminService } from './sos-admin.service.ts';

/** /api/admin/sos/*: the SOS alerts and their handling, admins only. */
export const adminSosRoutes: FastifyPluginAsyncZod<{ sosAdmin: SosAdminService }> = async (
  app,
  { sosAdmin },
) => {
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/sos',
    {
      schema: {
        operationId: 'listSosAlerts',
        tags: ['admin'],
        summary: 'SOS alerts, newest first, with who raised them and what was done',
        querystring: adminSosQuerySchema,
        response: { 200: adminSosPageResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: adminOnly,
    },
    async (request) => sosAdmin.list(request.query),
  );

  app.post(
    '/admin/sos/:id/acknowledge',
    {
      schema: {
        operationId: 'acknowledgeSosAlert',
        tags: ['admin'],
        summary: 'Acknowledge an open alert (someone is on it)',
        params: sosIdParamsSchema,
        response: { 200: adminSosAlertResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: adminOnly,
    },
    async (request) => ({ data: await sosAdmin.acknowledge(currentUser(request), request.params.id) }),
  );

  app.post(
    '/admin/sos/:id/resolve',
    {
      schema: {
        operationId: 'resolveSosAlert',
        tags: ['admin'],
        summary: 'Resolve an open or acknowledged alert, saying what was done',
        params: sosIdParamsSchema,
        body: resolveSosSchema,
        response: { 200: adminSosAlertResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: adminOnly,
    },
    async (request) => ({
      data: await sosAdmin.resolve(currentUser(request), request.params.id, request.body.resolution),
    }),
  );
};
