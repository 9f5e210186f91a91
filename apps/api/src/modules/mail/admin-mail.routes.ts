import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMailQuerySchema, adminMailResponseSchema, pageInfo } from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../shared/route-schemas.ts';
import type { Mailer } from './mailer.ts';
import { listOutboxMail } from './mail.repository.ts';

/**
 * GET /api/admin/mail: the e-mail the outbox adapter kept (no SMTP_URL), newest first, for the admin app's Mail page
 * and the browser tests (e.g. to follow a password reset link). Admins only, in every mode: a reset link in it opens
 * the account, so it is never readable anonymously. With SMTP the outbox stays empty and `delivery` says so.
 */
export const adminMailRoutes: FastifyPluginAsyncZod<{ db: Database; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  app.get(
    '/admin/mail',
    {
      schema: {
        operationId: 'listAdminMail',
        tags: ['admin'],
        summary: 'E-mail kept in the outbox (no SMTP_URL), newest first; `to` narrows it to one address',
        querystring: adminMailQuerySchema,
        response: { 200: adminMailResponseSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      // A link asked for a moment ago is there: the forgot-password route answers before its e-mail is written.
      await mailer.idle();
      const { rows, total } = await listOutboxMail(db, request.query);
      return {
        delivery: mailer.kind,
        data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        page: pageInfo(request.query, total),
      };
    },
  );
};
