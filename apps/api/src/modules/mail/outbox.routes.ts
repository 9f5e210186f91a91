import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { listOutboxMail } from './mail.repository.ts';

const outboxResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});

/**
 * GET /api/dev/outbox: the e-mail the outbox adapter kept, newest first, for development and browser tests
 * (e.g. to follow a password reset link). Registered only when the outbox is the mailer and NODE_ENV is not
 * production: in production it does not exist (404).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        operationId: 'listDevOutbox',
        tags: ['dev'],
        summary: 'Development only: the e-mail the outbox kept, newest first (absent in production)',
        querystring: z.object({
          to: z.string().trim().toLowerCase().optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: outboxResponseSchema },
      },
    },
    async (request, reply) => {
      // A link asked for a moment ago is there: the forgot-password route answers before its e-mail is written.
      await app.mailer.idle();
      const rows = await listOutboxMail(db, { to: request.query.to, limit: request.query.limit });
      void reply.header('cache-control', 'no-store');
      return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
