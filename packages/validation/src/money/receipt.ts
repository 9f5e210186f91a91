import { z } from 'zod';
import { fareEstimateSchema } from '../rides/quote.ts';
import { paymentMethodSchema, rideStatusSchema } from '../rides/ride-status.ts';

/** The ledger's accounts (docs/decisions/007): a positive amount grows the account, a negative one shrinks it. */
export const ledgerAccountSchema = z.enum([
  'rider_wallet',
  'driver_earnings',
  'driver_cash',
  'platform_revenue',
  'card_clearing',
]);
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

/** What moved money: a ride's fare, fee and tip (each at most once per ride), top-ups, refunds, payouts. */
export const ledgerTransactionKindSchema = z.enum([
  'ride_fare',
  'cancellation_fee',
  'tip',
  'wallet_top_up',
  'refund',
  'payout',
]);
export type LedgerTransactionKind = z.infer<typeof ledgerTransactionKindSchema>;

/** One ledger entry of the ride, as the caller may see it (rider: what they paid; driver: their share and the commission). */
export const receiptLineSchema = z.object({
  kind: ledgerTransactionKindSchema,
  account: ledgerAccountSchema,
  amount: z.number().int(),
  description: z.string(),
  at: z.iso.datetime(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/** GET /api/rides/:id/receipt: a completed ride, or a ride cancelled with a fee. */
export const receiptSchema = z.object({
  rideId: z.string(),
  status: rideStatusSchema,
  paymentMethod: paymentMethodSchema,
  currency: z.string(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  /** The quote's estimate with its parts, and the final fare (null for a cancellation). */
  fare: fareEstimateSchema.extend({ final: z.number().int().nullable() }),
  tip: z.number().int(),
  cancellationFee: z.number().int(),
  /** Everything the rider paid for this ride: fare, fee and tip. */
  totalCharged: z.number().int(),
  requestedAt: z.iso.datetime().nullable(),
  pickedUpAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ data: receiptSchema });
