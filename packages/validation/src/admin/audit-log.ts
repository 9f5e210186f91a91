import { z } from 'zod';
import { PAGINATION_MESSAGES, pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';
import { dateField, toParsedDate } from '../dates.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';

/** What an audit row is about; a user or driver target is shown by the person's name. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'driver',
  'ride',
  'settings',
  'sos',
  'city',
  'payout',
  'reconciliation',
] as const;
export const auditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES, {
  error: ADMIN_USER_MESSAGES.targetTypeInvalid,
});
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/**
 * Every action the API records in the audit log, the one list: the API types its records with it and checks the
 * log's `action` filter against it, and the admin app offers it (with AUDIT_ACTION_LABELS) as the Action filter.
 */
export const AUDIT_ACTIONS = [
  'user.block',
  'user.unblock',
  'driver.approve',
  'driver.reject',
  'driver.suspend',
  'driver.reinstate',
  'settings.pricing.update',
  'settings.dispatch.update',
  'settings.payouts.update',
  'payout.retry',
  'reconciliation.run',
  'ride.cancel',
  'ride.refund',
  'sos.acknowledge',
  'sos.resolve',
  'document.approve',
  'document.reject',
  'city.create',
  'city.update',
  'city.delete',
  'driver.city.change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What each action did, in a few words (the audit log's "What" column and its Action filter). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.block': 'Blocked an account',
  'user.unblock': 'Unblocked an account',
  'driver.approve': 'Approved a driver',
  'driver.reject': 'Rejected a driver',
  'driver.suspend': 'Suspended a driver',
  'driver.reinstate': 'Reinstated a driver',
  'settings.pricing.update': 'Changed pricing',
  'settings.dispatch.update': 'Changed dispatch',
  'settings.payouts.update': 'Changed payouts',
  'payout.retry': 'Retried a payout',
  'reconciliation.run': 'Ran a reconciliation',
  'ride.cancel': 'Cancelled a ride',
  'ride.refund': 'Refunded a ride',
  'sos.acknowledge': 'Acknowledged an SOS',
  'sos.resolve': 'Resolved an SOS',
  'document.approve': 'Approved a driver document',
  'document.reject': 'Rejected a driver document',
  'city.create': 'Added a city',
  'city.update': 'Changed a city',
  'city.delete': 'Deleted a city',
  'driver.city.change': 'Moved a driver to another city',
};

/** The label of a recorded action; one the app does not know (an older or newer API) shows as recorded. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

const AUDIT_TEXT_MAX = 100;

/**
 * A bound of the date range: a date (`2026-11-21`, a whole UTC day) or an instant with its offset. Normalised to
 * an instant: a date (within DATE_LIMITS) starts at 00:00 UTC for `from` and ends at 23:59:59.999 UTC for `to`.
 */
function dateBound(edge: 'start' | 'end') {
  return dateField()
    .optional()
    .transform((value) => {
      if (value === undefined) return undefined;
      const { kind, at } = toParsedDate(value);
      if (kind === 'instant') return at.toISOString();
      return `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
    });
}

const optionalText = (message: string) =>
  z
    .string()
    .trim()
    .max(AUDIT_TEXT_MAX, { error: message })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** GET /api/admin/audit-log: newest first; every filter optional, `from` and `to` inclusive. */
export const auditLogQuerySchema = z
  .object({
    ...pageQuerySchema.shape,
    action: z
      .string({ error: ADMIN_USER_MESSAGES.actionInvalid })
      .trim()
      .pipe(z.union([z.literal(''), z.enum(AUDIT_ACTIONS)], { error: ADMIN_USER_MESSAGES.actionInvalid }))
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    actorId: z.uuid({ error: ADMIN_USER_MESSAGES.actorInvalid }).optional(),
    targetType: auditTargetTypeSchema.optional(),
    targetId: optionalText(ADMIN_USER_MESSAGES.targetIdInvalid),
    from: dateBound('start'),
    to: dateBound('end'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: PAGINATION_MESSAGES.dateRangeInvalid,
    path: ['to'],
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
/** What a client passes: every filter optional; `from` and `to` are dates or ISO instants with an offset. */
export type AuditLogParams = QueryParams<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  /** The admin who acted; null when their account no longer exists. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The person's name when the target is a user or driver that still exists. */
  targetName: z.string().nullable(),
  reason: z.string().nullable(),
  /** What changed, e.g. `{ before, after }` of settings, the cancelled ride of a block. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponseSchema = pageResponseSchema(auditEntrySchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
