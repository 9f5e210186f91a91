import { z } from 'zod';
import type { LedgerTransactionKind } from '../money/receipt.ts';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './payment-messages.ts';

export const REFUND_DESTINATIONS = ['wallet', 'card'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** What a refund gives back: the ride's fare (shared by driver and platform) or its tip (all the driver's). */
export const REFUND_PURPOSES = ['fare', 'tip'] as const;
export type RefundPurpose = (typeof REFUND_PURPOSES)[number];

/**
 * The ledger transaction kind a refund of each purpose is posted as. The API posts and sums each purpose's refunds
 * by it, and the admin's ride payments list them by it.
 */
export const REFUND_LEDGER_KINDS = {
  fare: 'refund',
  tip: 'tip_refund',
} as const satisfies Record<RefundPurpose, LedgerTransactionKind>;

/** What a ledger transaction of this kind gave back: the fare, the tip, or nothing (null: not a refund). */
export function refundPurposeOf(kind: LedgerTransactionKind): RefundPurpose | null {
  return REFUND_PURPOSES.find((purpose) => REFUND_LEDGER_KINDS[purpose] === kind) ?? null;
}

/**
 * POST /api/admin/rides/:id/refund: all or part of a completed ride's fare (the default) or tip, back to the
 * rider; audited.
 */
export const refundRideSchema = z.object({
  purpose: z.enum(REFUND_PURPOSES, { error: PAYMENT_MESSAGES.refundPurposeInvalid }).default('fare'),
  amount: z
    .number({ error: PAYMENT_MESSAGES.refundAmountInvalid })
    .int({ error: PAYMENT_MESSAGES.refundAmountInvalid })
    .min(1, { error: PAYMENT_MESSAGES.refundAmountInvalid }),
  destination: z.enum(REFUND_DESTINATIONS, { error: PAYMENT_MESSAGES.refundDestinationInvalid }),
  reason: z
    .string({ error: PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.refundReasonRequired })
    .max(PAYMENT_LIMITS.refundReasonMax, { error: PAYMENT_MESSAGES.refundReasonTooLong }),
});
export type RefundRideInput = z.input<typeof refundRideSchema>;

export const rideRefundSchema = z.object({
  rideId: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  destination: z.enum(REFUND_DESTINATIONS),
  purpose: z.enum(REFUND_PURPOSES),
  /** Refunded of this ride's fare (or tip, as `purpose` says) so far, this refund included. */
  refundedTotal: z.number().int(),
  /** What can still be refunded of the fare (or the tip). */
  refundable: z.number().int(),
});
export type RideRefund = z.infer<typeof rideRefundSchema>;
export const rideRefundResponseSchema = z.object({ data: rideRefundSchema });
