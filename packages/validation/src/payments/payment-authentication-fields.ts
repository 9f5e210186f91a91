import { z } from 'zod';
import { RIDE_MESSAGES } from '../rides/ride-messages.ts';

// The request fields of 3-D Secure (docs/decisions/008), alike wherever a card payment can need it.

/** A client-made key that makes a re-sent request the same one (also what its card payment is for). */
export const idempotencyKeyField = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z0-9_-]{8,100}$/, { error: message });

/** The app's page to come back to when the card's bank asks for 3-D Secure (http or https only). */
export const returnUrlField = z
  .url({ protocol: /^https?$/, error: RIDE_MESSAGES.returnUrlInvalid })
  .max(2_000, { error: RIDE_MESSAGES.returnUrlInvalid });

/** Back from 3-D Secure: the payment the bank confirmed, re-sent with the same request and idempotency key. */
export const authenticatedPaymentIdField = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z0-9_-]{1,255}$/, { error: message });
