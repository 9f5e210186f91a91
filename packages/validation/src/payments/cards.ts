import { z } from 'zod';
import { returnUrlField } from './payment-authentication-fields.ts';
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
 * The card form of the sandbox's hosted card page (its stand-in for Stripe's fields, served on the API's origin):
 * never sent to RideBook's own routes. Whether the card has expired is checked against the API's clock.
 */
export const sandboxCardSchema = z.object({
  number: cardNumberField,
  expMonth: z.coerce
    .number({ error: PAYMENT_MESSAGES.expMonthInvalid })
    .int({ error: PAYMENT_MESSAGES.expMonthInvalid })
    .min(1, { error: PAYMENT_MESSAGES.expMonthInvalid })
    .max(12, { error: PAYMENT_MESSAGES.expMonthInvalid }),
  expYear: z.coerce
    .number({ error: PAYMENT_MESSAGES.expYearInvalid })
    .int({ error: PAYMENT_MESSAGES.expYearInvalid })
    .min(2000, { error: PAYMENT_MESSAGES.expYearInvalid })
    .max(2100, { error: PAYMENT_MESSAGES.expYearInvalid }),
  cvc: z
    .string({ error: PAYMENT_MESSAGES.cvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, { error: PAYMENT_MESSAGES.cvcInvalid }),
});
export type SandboxCardData = z.output<typeof sandboxCardSchema>;

/**
 * POST /api/rider/payment-methods/setup: start saving a card in the provider's own fields (Stripe's Payment
 * Element, or the sandbox's hosted card page). `returnUrl`: the rider app's page to come back to after a redirect.
 */
export const cardSetupRequestSchema = z.object({ returnUrl: returnUrlField });
export type CardSetupRequest = z.input<typeof cardSetupRequestSchema>;

export const cardSetupSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_KINDS),
  /** Stripe's SetupIntent id, or the sandbox's setup id: what POST /rider/payment-methods saves. */
  setupId: z.string(),
  /** What the browser confirms the setup with (Stripe.js's `clientSecret`). */
  clientSecret: z.string(),
  /** Stripe: the publishable key Stripe.js loads with; null with the sandbox. */
  publishableKey: z.string().nullable(),
  /** The sandbox: its hosted card page (a path from the API's origin); null with Stripe. */
  hostedPageUrl: z.string().nullable(),
});
export type CardSetup = z.infer<typeof cardSetupSchema>;
export const cardSetupResponseSchema = z.object({ data: cardSetupSchema });

/**
 * POST /api/rider/payment-methods: saves the card of a confirmed setup. The API reads the card (brand, last 4,
 * expiry) from the provider; it never receives a card number or CVC (PCI SAQ A).
 */
export const addCardSchema = z.object({
  setupId: z
    .string({ error: PAYMENT_MESSAGES.cardSetupInvalid })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.cardSetupInvalid })
    .max(255, { error: PAYMENT_MESSAGES.cardSetupInvalid }),
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
