import { describe, expect, it } from 'vitest';
import { ERROR_CODES, apiErrorSchema, messageResponseSchema } from './errors.ts';

describe('error contract', () => {
  it('names every code the API sends, each equal to its key', () => {
    expect(Object.keys(ERROR_CODES)).toEqual([
      'VALIDATION_FAILED',
      'UNAUTHENTICATED',
      'TOKEN_EXPIRED',
      'INVALID_CREDENTIALS',
      'ACCOUNT_BLOCKED',
      'DRIVER_SUSPENDED',
      'FORBIDDEN',
      'NOT_FOUND',
      'EMAIL_TAKEN',
      'RATE_LIMITED',
      'INVALID_RESET_TOKEN',
      'ORIGIN_NOT_ALLOWED',
      'REFRESH_TOKEN_INVALID',
      'INTERNAL_ERROR',
      'RIDE_NOT_FOUND',
      'RIDE_ACTIVE',
      'RIDE_ALREADY_TAKEN',
      'TRANSITION_NOT_ALLOWED',
      'QUOTE_EXPIRED',
      'OFFER_NOT_FOUND',
      'DRIVER_NOT_APPROVED',
      'DRIVER_OFFLINE',
      'DRIVER_BUSY',
      'POSITION_REQUIRED',
      'OUTSIDE_SERVICE_AREA',
      'PLACES_UNAVAILABLE',
      'ROUTE_UNAVAILABLE',
      'RIDE_NOT_COMPLETED',
      'ALREADY_RATED',
      'ALREADY_TIPPED',
      'RECEIPT_UNAVAILABLE',
      'EMERGENCY_CONTACT_LIMIT',
      'EMERGENCY_CONTACT_NOT_FOUND',
      'RIDE_NOT_IN_PROGRESS',
      'TRIP_LINK_INVALID',
      'SOS_NOT_FOUND',
      'SOS_STATUS_CONFLICT',
      'SAVED_PLACE_LIMIT',
      'SAVED_PLACE_NOT_FOUND',
      'SAVED_PLACE_KIND_TAKEN',
      'USER_NOT_FOUND',
      'USER_STATUS_CONFLICT',
      'DRIVER_APPROVAL_CONFLICT',
      'PAYMENT_METHOD_NOT_FOUND',
      'PAYMENT_METHOD_REQUIRED',
      'CARD_ALREADY_SAVED',
      'CARD_DECLINED',
      'PAYMENT_AUTHENTICATION_REQUIRED',
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'WALLET_INSUFFICIENT',
      'REFUND_NOT_ALLOWED',
      'DOCUMENT_NOT_FOUND',
      'DOCUMENT_REVIEW_CONFLICT',
      'DOCUMENT_EXPIRED',
      'DOCUMENTS_INCOMPLETE',
      'FILE_TOO_LARGE',
      'SETTLEMENT_NOT_FOUND',
      'SETTLEMENT_NOT_FAILED',
      'WEBHOOK_SIGNATURE_INVALID',
      'CITY_NOT_FOUND',
      'CITY_IN_USE',
      'CITY_SLUG_TAKEN',
      'CITY_AREA_OVERLAPS',
      'NO_PICKUP_ZONE',
      'PAYOUT_ACCOUNT_REQUIRED',
      'PAYOUT_EXCEEDS_BALANCE',
      'PAYOUT_PROVIDER_UNAVAILABLE',
      'PAYOUT_NOT_FOUND',
      'PAYOUT_NOT_FAILED',
      'PAYOUT_NOT_CANCELLABLE',
      'RECONCILIATION_RUN_NOT_FOUND',
    ]);
    for (const [key, value] of Object.entries(ERROR_CODES)) expect(value).toBe(key);
  });

  it('reads an error body with and without field errors', () => {
    expect(apiErrorSchema.parse({ message: 'Nope', code: 'FORBIDDEN' })).toEqual({
      message: 'Nope',
      code: 'FORBIDDEN',
    });
    const withFields = {
      message: 'Email is required',
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'email', message: 'Email is required' }],
    };
    expect(apiErrorSchema.parse(withFields)).toEqual(withFields);
    expect(apiErrorSchema.safeParse({ message: 'no code' }).success).toBe(false);
    const authentication = {
      message: 'Your bank needs to confirm this payment',
      code: 'PAYMENT_AUTHENTICATION_REQUIRED',
      errors: [{ path: 'paymentMethod', message: 'Your bank needs to confirm this payment' }],
      authentication: { paymentId: 'pi_1', redirectUrl: 'https://bank.example/3ds' },
    };
    expect(apiErrorSchema.parse(authentication)).toEqual(authentication);
    expect(
      apiErrorSchema.safeParse({ ...authentication, authentication: { paymentId: 'pi_1' } }).success,
    ).toBe(false);
  });

  it('reads a message body', () => {
    expect(messageResponseSchema.parse({ message: 'Successfully logged out!' })).toEqual({
      message: 'Successfully logged out!',
    });
  });
});
