import { z } from 'zod';
import { chargedCardSchema, ledgerTransactionKindSchema } from '../money/receipt.ts';
import { isKnownCurrency } from '../cities/city.ts';
import { pageQuerySchema, pageResponseSchema, type QueryParams } from '../pagination.ts';
import {
  authenticatedPaymentIdField,
  idempotencyKeyField,
  returnUrlField,
} from './payment-authentication-fields.ts';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from './payment-messages.ts';

const cents = z.number().int();

/**
 * Which of the rider's wallets: one per currency (a wallet ride in London spends pounds, never dollars). Absent, the
 * default city's; the API answers 400 on `currency` for one no city uses.
 */
const walletCurrencyField = z
  .string({ error: PAYMENT_MESSAGES.walletCurrencyInvalid })
  .trim()
  .toUpperCase()
  .length(3, { error: PAYMENT_MESSAGES.walletCurrencyInvalid })
  .refine(isKnownCurrency, { error: PAYMENT_MESSAGES.walletCurrencyInvalid });

/** GET /api/rider/wallet?currency */
export const walletQuerySchema = z.object({ currency: walletCurrencyField.optional() });
export type WalletParams = QueryParams<typeof walletQuerySchema>;

/** GET /api/rider/wallet: the balance is the sum of the wallet's ledger entries in its currency. */
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

/**
 * POST /api/rider/wallet/top-up: charged to the given card, else the default card. `idempotencyKey` (made by the
 * client, kept while the bank confirms) makes a re-sent top-up the same one; `returnUrl` and
 * `authenticatedPaymentId` are 3-D Secure's, as at booking (docs/decisions/008), and need the key: the payment is
 * made for this rider's top-up of that key.
 */
export const walletTopUpSchema = z
  .object({
    amount: z
      .number({ error: PAYMENT_MESSAGES.topUpOutOfRange })
      .int({ error: PAYMENT_MESSAGES.topUpOutOfRange })
      .min(PAYMENT_LIMITS.topUpMin, { error: PAYMENT_MESSAGES.topUpOutOfRange })
      .max(PAYMENT_LIMITS.topUpMax, { error: PAYMENT_MESSAGES.topUpOutOfRange }),
    paymentMethodId: z.uuid({ error: PAYMENT_MESSAGES.paymentMethodNotFound }).optional(),
    /** The wallet topped up (and the card charged in): absent, the default city's currency. */
    currency: walletCurrencyField.optional(),
    idempotencyKey: idempotencyKeyField(PAYMENT_MESSAGES.topUpIdempotencyKeyInvalid).optional(),
    returnUrl: returnUrlField.optional(),
    authenticatedPaymentId: authenticatedPaymentIdField(
      PAYMENT_MESSAGES.topUpAuthenticatedPaymentInvalid,
    ).optional(),
  })
  .refine(
    (topUp) =>
      topUp.idempotencyKey !== undefined ||
      (topUp.returnUrl === undefined && topUp.authenticatedPaymentId === undefined),
    { path: ['idempotencyKey'], error: PAYMENT_MESSAGES.topUpIdempotencyKeyInvalid },
  );
export type WalletTopUpInput = z.input<typeof walletTopUpSchema>;
export type WalletTopUpData = z.output<typeof walletTopUpSchema>;

/** One change of the wallet: positive adds to it (top-up, refund), negative takes from it (fare, fee, tip). */
export const walletMovementSchema = z.object({
  id: z.string(),
  kind: ledgerTransactionKindSchema,
  amount: cents,
  description: z.string(),
  /** The card a top-up was charged to (apps name it "Visa •••• 4242"); null for other movements. */
  card: chargedCardSchema.nullable(),
  rideId: z.string().nullable(),
  at: z.iso.datetime(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

/** GET /api/rider/wallet/history?page&pageSize&currency: one wallet's movements, newest first. */
export const walletHistoryQuerySchema = pageQuerySchema.extend(walletQuerySchema.shape);
export type WalletHistoryParams = QueryParams<typeof walletHistoryQuerySchema>;
export const walletHistoryResponseSchema = pageResponseSchema(walletMovementSchema);
export type WalletHistoryPage = z.infer<typeof walletHistoryResponseSchema>;
