import { z } from 'zod';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './payment-messages.ts';

export const REFUND_DESTINATIONS = ['wallet', 'card'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** POST /api/admin/rides/:id/refund: all or part of a completed ride's fare, back to the rider; audited. */
export const refundRideSchema = z.object({
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
  /** Refunded for this ride so far, this refund included. */
  refundedTotal: z.number().int(),
  /** What can still be refunded. */
  refundable: z.number().int(),
});
export type RideRefund = z.infer<typeof rideRefundSchema>;
export const rideRefundResponseSchema = z.object({ data: rideRefundSchema });
