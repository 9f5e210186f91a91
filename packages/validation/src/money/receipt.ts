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
  'payout_clearing',
]);
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

/**
 * What moved money: a ride's fare, fee and tip (each at most once per ride), top-ups, refunds of a ride's fare
 * (`refund`) and of its tip (`tip_refund`), payouts; a chargeback (`dispute`) and a won one's money back
 * (`dispute_reversal`); a payout back in the driver's balance (`payout_return`: failed at the provider, or
 * cancelled).
 */
export const ledgerTransactionKindSchema = z.enum([
  'ride_fare',
  'cancellation_fee',
  'tip',
  'wallet_top_up',
  'refund',
  'payout',
  'tip_refund',
  'dispute',
  'dispute_reversal',
  'payout_return',
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

/** A card as receipts name it: brand and last 4, all that is kept of a card (docs/decisions/008). */
export const chargedCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type ChargedCard = z.infer<typeof chargedCardSchema>;

/**
 * How money was paid: cash, the wallet, or a card. `card` is the card charged, for the rider and admins; null for
 * cash and the wallet, for the driver, and for a card payment made before cards were recorded with it.
 */
export const paidWithSchema = z.object({ method: paymentMethodSchema, card: chargedCardSchema.nullable() });
export type PaidWith = z.infer<typeof paidWithSchema>;

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
  /** How the fare (or the cancellation fee) was paid. */
  paidWith: paidWithSchema,
  tip: z.number().int(),
  /** How the tip was paid (null without a tip): a tip is charged on its own, to a card even on a cash ride. */
  tipPaidWith: paidWithSchema.nullable(),
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
