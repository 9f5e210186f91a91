import { z } from 'zod';
import { PAYMENT_MESSAGES } from './payment-messages.ts';

export const PAYMENT_PROVIDER_KINDS = ['sandbox', 'stripe'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

/** The Luhn checksum every card number carries (ISO/IEC 7812-1). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits only: people type card numbers with spaces or hyphens. */
export const cardNumberField = z
  .string({ error: PAYMENT_MESSAGES.cardNumberInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, { error: PAYMENT_MESSAGES.cardNumberInvalid, abort: true })
      .refine(passesLuhn, { error: PAYMENT_MESSAGES.cardNumberInvalid }),
  );

/**
 * POST /api/rider/payment-methods: a card to save. The number and CVC go to the card provider and are never
 * stored or logged; only brand, last 4, expiry and the provider's token are kept. Whether the card has expired is
 * checked by the API against its clock.
 */
export const addCardSchema = z.object({
  number: cardNumberField,
  expMonth: z
    .number({ error: PAYMENT_MESSAGES.expMonthInvalid })
    .int({ error: PAYMENT_MESSAGES.expMonthInvalid })
    .min(1, { error: PAYMENT_MESSAGES.expMonthInvalid })
    .max(12, { error: PAYMENT_MESSAGES.expMonthInvalid }),
  expYear: z
    .number({ error: PAYMENT_MESSAGES.expYearInvalid })
    .int({ error: PAYMENT_MESSAGES.expYearInvalid })
    .min(2000, { error: PAYMENT_MESSAGES.expYearInvalid })
    .max(2100, { error: PAYMENT_MESSAGES.expYearInvalid }),
  cvc: z
    .string({ error: PAYMENT_MESSAGES.cvcInvalid })
    .regex(/^\d{3,4}$/, { error: PAYMENT_MESSAGES.cvcInvalid }),
  /** Pay with this card by default (the first card saved always becomes the default). */
  makeDefault: z.boolean().optional(),
});
export type AddCardInput = z.input<typeof addCardSchema>;
export type AddCardData = z.output<typeof addCardSchema>;

export const paymentMethodIdParamsSchema = z.object({
  id: z.uuid({ error: PAYMENT_MESSAGES.paymentMethodNotFound }),
});

export const savedCardSchema = z.object({
  id: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_KINDS),
  /** visa, mastercard, amex, discover... as the provider names it. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardResponseSchema = z.object({ data: savedCardSchema });
export const savedCardListResponseSchema = z.object({ data: z.array(savedCardSchema) });

export const SANDBOX_CARD_OUTCOMES = ['succeeds', 'declined', 'requires_authentication'] as const;
export type SandboxCardOutcome = (typeof SANDBOX_CARD_OUTCOMES)[number];

/** GET /api/payments/config: which card provider answers; with the sandbox, the test cards a person can use. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_KINDS),
  /** True with the sandbox: no real money moves, and screens say so. */
  isSandbox: z.boolean(),
  testCards: z.array(
    z.object({
      number: z.string(),
      brand: z.string(),
      outcome: z.enum(SANDBOX_CARD_OUTCOMES),
      label: z.string(),
    }),
  ),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
export const paymentsConfigResponseSchema = z.object({ data: paymentsConfigSchema });
