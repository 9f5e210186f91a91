import { z } from 'zod';

// The card provider's webhooks (Stripe): what the endpoint answers. Stripe only reads the status code (2xx:
// delivered; anything else: sent again later), so the body says what happened for whoever reads the logs.

export const WEBHOOK_MESSAGES = {
  signatureInvalid:
    'The Stripe-Signature header is missing or does not match this endpoint’s signing secret (or is too old).',
} as const;

export const webhookReceiptSchema = z.object({
  received: z.literal(true),
  /** The event was applied before (a replay): nothing changed this time. */
  isDuplicate: z.boolean(),
});
export const webhookReceiptResponseSchema = z.object({ data: webhookReceiptSchema });
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
