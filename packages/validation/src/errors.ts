import { z } from 'zod';

/** Every error code the API sends in `{ code }`; the client branches on these, never on messages. */
export const ERROR_CODES = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  DRIVER_SUSPENDED: 'DRIVER_SUSPENDED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  ORIGIN_NOT_ALLOWED: 'ORIGIN_NOT_ALLOWED',
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  // The ride engine.
  RIDE_NOT_FOUND: 'RIDE_NOT_FOUND',
  RIDE_ACTIVE: 'RIDE_ACTIVE',
  RIDE_ALREADY_TAKEN: 'RIDE_ALREADY_TAKEN',
  TRANSITION_NOT_ALLOWED: 'TRANSITION_NOT_ALLOWED',
  QUOTE_EXPIRED: 'QUOTE_EXPIRED',
  OFFER_NOT_FOUND: 'OFFER_NOT_FOUND',
  DRIVER_NOT_APPROVED: 'DRIVER_NOT_APPROVED',
  DRIVER_OFFLINE: 'DRIVER_OFFLINE',
  DRIVER_BUSY: 'DRIVER_BUSY',
  POSITION_REQUIRED: 'POSITION_REQUIRED',
  OUTSIDE_SERVICE_AREA: 'OUTSIDE_SERVICE_AREA',
  PLACES_UNAVAILABLE: 'PLACES_UNAVAILABLE',
  ROUTE_UNAVAILABLE: 'ROUTE_UNAVAILABLE',
  // Ratings.
  RIDE_NOT_COMPLETED: 'RIDE_NOT_COMPLETED',
  ALREADY_RATED: 'ALREADY_RATED',
  // Money: tips and receipts.
  ALREADY_TIPPED: 'ALREADY_TIPPED',
  RECEIPT_UNAVAILABLE: 'RECEIPT_UNAVAILABLE',
  // Safety.
  EMERGENCY_CONTACT_LIMIT: 'EMERGENCY_CONTACT_LIMIT',
  EMERGENCY_CONTACT_NOT_FOUND: 'EMERGENCY_CONTACT_NOT_FOUND',
  RIDE_NOT_IN_PROGRESS: 'RIDE_NOT_IN_PROGRESS',
  TRIP_LINK_INVALID: 'TRIP_LINK_INVALID',
  SOS_NOT_FOUND: 'SOS_NOT_FOUND',
  SOS_STATUS_CONFLICT: 'SOS_STATUS_CONFLICT',
  // Saved places.
  SAVED_PLACE_LIMIT: 'SAVED_PLACE_LIMIT',
  SAVED_PLACE_NOT_FOUND: 'SAVED_PLACE_NOT_FOUND',
  SAVED_PLACE_KIND_TAKEN: 'SAVED_PLACE_KIND_TAKEN',
  // Admin: users and drivers.
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_STATUS_CONFLICT: 'USER_STATUS_CONFLICT',
  DRIVER_APPROVAL_CONFLICT: 'DRIVER_APPROVAL_CONFLICT',
  // Payments: cards, the wallet, refunds.
  PAYMENT_METHOD_NOT_FOUND: 'PAYMENT_METHOD_NOT_FOUND',
  PAYMENT_METHOD_REQUIRED: 'PAYMENT_METHOD_REQUIRED',
  CARD_ALREADY_SAVED: 'CARD_ALREADY_SAVED',
  CARD_DECLINED: 'CARD_DECLINED',
  PAYMENT_AUTHENTICATION_REQUIRED: 'PAYMENT_AUTHENTICATION_REQUIRED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  WALLET_INSUFFICIENT: 'WALLET_INSUFFICIENT',
  REFUND_NOT_ALLOWED: 'REFUND_NOT_ALLOWED',
  // Driver documents.
  DOCUMENT_NOT_FOUND: 'DOCUMENT_NOT_FOUND',
  DOCUMENT_REVIEW_CONFLICT: 'DOCUMENT_REVIEW_CONFLICT',
  DOCUMENT_EXPIRED: 'DOCUMENT_EXPIRED',
  DOCUMENTS_INCOMPLETE: 'DOCUMENTS_INCOMPLETE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  SETTLEMENT_NOT_FOUND: 'SETTLEMENT_NOT_FOUND',
  SETTLEMENT_NOT_FAILED: 'SETTLEMENT_NOT_FAILED',
  WEBHOOK_SIGNATURE_INVALID: 'WEBHOOK_SIGNATURE_INVALID',
  // Cities.
  CITY_NOT_FOUND: 'CITY_NOT_FOUND',
  CITY_IN_USE: 'CITY_IN_USE',
  CITY_SLUG_TAKEN: 'CITY_SLUG_TAKEN',
  CITY_AREA_OVERLAPS: 'CITY_AREA_OVERLAPS',
  NO_PICKUP_ZONE: 'NO_PICKUP_ZONE',
  // Driver payouts.
  PAYOUT_ACCOUNT_REQUIRED: 'PAYOUT_ACCOUNT_REQUIRED',
  PAYOUT_EXCEEDS_BALANCE: 'PAYOUT_EXCEEDS_BALANCE',
  PAYOUT_PROVIDER_UNAVAILABLE: 'PAYOUT_PROVIDER_UNAVAILABLE',
  PAYOUT_NOT_FOUND: 'PAYOUT_NOT_FOUND',
  PAYOUT_NOT_FAILED: 'PAYOUT_NOT_FAILED',
  PAYOUT_NOT_CANCELLABLE: 'PAYOUT_NOT_CANCELLABLE',
  // Reconciliation (decision 029).
  RECONCILIATION_RUN_NOT_FOUND: 'RECONCILIATION_RUN_NOT_FOUND',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A field-level problem, e.g. `{ path: 'email', message: 'Please enter a valid email address' }`. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * A card payment the rider's bank must confirm (3-D Secure): the browser goes to `redirectUrl`, then comes back and
 * books again with `authenticatedPaymentId: paymentId` (docs/decisions/008).
 */
export const paymentAuthenticationSchema = z.object({ paymentId: z.string(), redirectUrl: z.string() });
export type PaymentAuthentication = z.infer<typeof paymentAuthenticationSchema>;

/**
 * Every error body the API sends: `{ message, code, errors?: [{ path, message }] }`; a booking whose card needs
 * 3-D Secure (402 PAYMENT_AUTHENTICATION_REQUIRED) also carries `authentication`.
 * `code` stays an open string: besides ERROR_CODES, framework errors pass through (e.g. malformed JSON).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  authentication: paymentAuthenticationSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The body of an answer that only reports what happened: `{ message }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
