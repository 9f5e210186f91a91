import { z } from 'zod';
import { ledgerTransactionKindSchema } from '../money/receipt.ts';
import { pageQuerySchema, pageResponseSchema } from '../pagination.ts';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './payment-messages.ts';

const cents = z.number().int();

/** GET /api/rider/wallet: the balance is the sum of the wallet's ledger entries. */
export const walletSchema = z.object({
  currency: z.string(),
  balance: cents,
  /** Held for booked wallet rides not yet finished (each up to its quote's upper bound). */
  held: cents,
  /** What a new booking can use: balance minus held. */
  available: cents,
});
export type Wallet = z.infer<typeof walletSchema>;
export const walletResponseSchema = z.object({ data: walletSchema });

/** POST /api/rider/wallet/top-up: charged to the given card, else the default card. */
export const walletTopUpSchema = z.object({
  amount: z
    .number({ error: PAYMENT_MESSAGES.topUpOutOfRange })
    .int({ error: PAYMENT_MESSAGES.topUpOutOfRange })
    .min(PAYMENT_LIMITS.topUpMin, { error: PAYMENT_MESSAGES.topUpOutOfRange })
    .max(PAYMENT_LIMITS.topUpMax, { error: PAYMENT_MESSAGES.topUpOutOfRange }),
  paymentMethodId: z.uuid({ error: PAYMENT_MESSAGES.paymentMethodNotFound }).optional(),
});
export type WalletTopUpInput = z.input<typeof walletTopUpSchema>;

/** One change of the wallet: positive adds to it (top-up, refund), negative takes from it (fare, fee, tip). */
export const walletMovementSchema = z.object({
  id: z.string(),
  kind: ledgerTransactionKindSchema,
  amount: cents,
  description: z.string(),
  rideId: z.string().nullable(),
  at: z.iso.datetime(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

/** GET /api/rider/wallet/history?page&pageSize: newest first. */
export const walletHistoryQuerySchema = pageQuerySchema;
export type WalletHistoryParams = { page?: number; pageSize?: number };
export const walletHistoryResponseSchema = pageResponseSchema(walletMovementSchema);
export type WalletHistoryPage = z.infer<typeof walletHistoryResponseSchema>;
