import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '@ridebook/validation';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { AuditService } from './audit.service.ts';

/** /api/admin/audit-log: who did what, when, to whom and why. Admins only; never cached. */
export const auditRoutes: FastifyPluginAsyncZod<{ auditService: AuditService }> = async (
  app,
  { auditService },
) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        operationId: 'listAuditLog',
        tags: ['admin'],
        summary: 'Admin actions, newest first: filter by action, actor, target and date range',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      return auditService.list(request.query);
    },
  );
};
