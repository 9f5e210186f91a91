import { z } from 'zod';
import { emailField } from '../fields.ts';
import { pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';

/** How this deployment sends e-mail: kept in the database outbox (no SMTP_URL) or sent through SMTP. */
export const MAIL_DELIVERIES = ['outbox', 'smtp'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/**
 * GET /api/admin/mail: the e-mail kept in the outbox, newest first; `to` narrows it to one address. Admins only:
 * a reset link in it opens the account, so it is never readable anonymously (docs/decisions/015).
 */
export const adminMailQuerySchema = z.object({
  ...pageQuerySchema.shape,
  to: z.preprocess((value) => (value === '' ? undefined : value), emailField.optional()),
});
export type AdminMailQuery = z.output<typeof adminMailQuerySchema>;
export type AdminMailParams = QueryParams<typeof adminMailQuerySchema>;

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const adminMailResponseSchema = pageResponseSchema(outboxMailSchema).extend({
  delivery: z.enum(MAIL_DELIVERIES),
});
export type AdminMailResponse = z.infer<typeof adminMailResponseSchema>;
