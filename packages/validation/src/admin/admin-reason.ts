import { z } from 'zod';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';

export const ADMIN_REASON_LIMITS = { min: 3, max: 280 } as const;

/** Why an admin blocks, rejects or suspends: 3 to 280 characters after trimming; kept in the audit log. */
export const adminReasonField = z
  .string({ error: ADMIN_USER_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: ADMIN_USER_MESSAGES.reasonRequired, abort: true })
  .min(ADMIN_REASON_LIMITS.min, { error: ADMIN_USER_MESSAGES.reasonTooShort, abort: true })
  .max(ADMIN_REASON_LIMITS.max, { error: ADMIN_USER_MESSAGES.reasonTooLong });

/** POST .../block, .../reject, .../suspend: `{ reason }`, required. */
export const adminReasonBodySchema = z.object({ reason: adminReasonField });
export type AdminReasonInput = z.input<typeof adminReasonBodySchema>;

/**
 * POST .../unblock, .../approve, .../reinstate: an optional note for the audit log. The body itself may be left
 * out; an empty note counts as none.
 */
export const optionalAdminReasonBodySchema = z
  .object({
    reason: z
      .string({ error: ADMIN_USER_MESSAGES.reasonInvalid })
      .trim()
      .max(ADMIN_REASON_LIMITS.max, { error: ADMIN_USER_MESSAGES.reasonTooLong })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .nullish();
export type OptionalAdminReasonInput = z.input<typeof optionalAdminReasonBodySchema>;
