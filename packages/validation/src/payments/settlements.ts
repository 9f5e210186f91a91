import { z } from 'zod';

// Settlements (docs/decisions/021): card captures, voids and refunds run by the durable queue after the change that
// asked for them. The admin app lists the ones not settled yet (pending) and the ones that used up their retries
// (failed), and retries a failed one.

export const SETTLEMENT_KINDS = ['capture', 'void', 'refund'] as const;
export const SETTLEMENT_STATES = ['pending', 'failed'] as const;

export const SETTLEMENT_MESSAGES = {
  settlementNotFound: 'No pending or failed settlement has this id.',
  settlementNotFailed: 'Only a failed settlement can be retried.',
} as const;

export const settlementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(SETTLEMENT_KINDS),
  state: z.enum(SETTLEMENT_STATES),
  rideId: z.uuid().nullable(),
  /** What the card payment was for: ride, ride_extra, tip, wallet_top_up. */
  purpose: z.string(),
  /** Minor units: what is to be captured, released or refunded. */
  amount: z.number().int(),
  currency: z.string(),
  /** Attempts that failed at the provider so far. */
  attempts: z.number().int(),
  /** The provider's words for the last failure. */
  lastError: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementListResponseSchema = z.object({ data: z.array(settlementSchema) });
export const settlementResponseSchema = z.object({ data: settlementSchema });
export const settlementIdParamsSchema = z.object({
  id: z.uuid({ error: SETTLEMENT_MESSAGES.settlementNotFound }),
});
