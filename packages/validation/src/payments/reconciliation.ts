import { z } from 'zod';
import { dateField } from '../dates.ts';

// The daily reconciliation (docs/decisions/029): RideBook's records of one UTC day (captured card payments, tips
// among them; refunds to cards; driver payouts) compared with what the card and payout providers list for that day.
// A run is queued (every day for the day before, or by an admin's "Run now"), run by the settlement queue, and keeps
// every difference it found.

export const RECONCILIATION_RUN_STATUSES = ['queued', 'completed', 'failed'] as const;
export const RECONCILIATION_TRIGGERS = ['schedule', 'admin'] as const;
/** What was compared: a card payment (a capture, a tip), a refund to a card, a driver payout. */
export const RECONCILIATION_RECORD_KINDS = ['charge', 'refund', 'payout'] as const;
export const RECONCILIATION_DIFFERENCE_KINDS = [
  /** RideBook recorded it settled; the provider does not list it. */
  'missing_at_provider',
  /** The provider moved money RideBook has no record of. */
  'missing_in_ridebook',
  /** Both know it; the amounts differ. */
  'amount_mismatch',
  /** Both know it; one says it happened and the other does not (captured and released, paid and failed). */
  'state_mismatch',
] as const;

export const RECONCILIATION_MESSAGES = {
  runNotFound: 'No reconciliation run has this id.',
  dayInFuture: 'Choose today or a day before it',
} as const;

export const reconciliationDifferenceSchema = z.object({
  id: z.uuid(),
  recordKind: z.enum(RECONCILIATION_RECORD_KINDS),
  kind: z.enum(RECONCILIATION_DIFFERENCE_KINDS),
  /** The provider's id (payment intent, refund, transfer); null when RideBook has none for it. */
  providerId: z.string().nullable(),
  /** RideBook's row (card payment, card refund, payout); null when RideBook has none. */
  recordId: z.uuid().nullable(),
  rideId: z.uuid().nullable(),
  currency: z.string().nullable(),
  /** Minor units as each side has them; null on the side that does not know it. */
  ridebookAmount: z.number().int().nullable(),
  providerAmount: z.number().int().nullable(),
  ridebookState: z.string().nullable(),
  providerState: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

export const reconciliationRunSchema = z.object({
  id: z.uuid(),
  /** The UTC day compared, `2026-11-26`. */
  day: z.iso.date(),
  status: z.enum(RECONCILIATION_RUN_STATUSES),
  trigger: z.enum(RECONCILIATION_TRIGGERS),
  /** The card provider and the payout provider compared with. */
  paymentProvider: z.string(),
  payoutProvider: z.string(),
  /** Records compared (RideBook's and the provider's together, each pair once). */
  checked: z.object({ charges: z.number().int(), refunds: z.number().int(), payouts: z.number().int() }),
  differenceCount: z.number().int(),
  /** Why a run failed (the provider could not be read). */
  error: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationRunDetailSchema = reconciliationRunSchema.extend({
  differences: z.array(reconciliationDifferenceSchema),
});
export type ReconciliationRunDetail = z.infer<typeof reconciliationRunDetailSchema>;

export const reconciliationRunListResponseSchema = z.object({ data: z.array(reconciliationRunSchema) });
export const reconciliationRunResponseSchema = z.object({ data: reconciliationRunDetailSchema });
export const reconciliationRunIdParamsSchema = z.object({
  id: z.uuid({ error: RECONCILIATION_MESSAGES.runNotFound }),
});

/** "Run now": the day to compare (UTC), today when left out. */
export const runReconciliationSchema = z.strictObject({ day: dateField('day').optional() });
export type RunReconciliationInput = z.infer<typeof runReconciliationSchema>;
