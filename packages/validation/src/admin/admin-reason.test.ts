import { describe, expect, it } from 'vitest';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import { ADMIN_USER_MESSAGES } from './admin-messages.ts';
import { ADMIN_REASON_LIMITS, adminReasonBodySchema, optionalAdminReasonBodySchema } from './admin-reason.ts';

describe('adminReasonBodySchema (block, reject, suspend)', () => {
  it('accepts 3 and 280 characters, trimmed', () => {
    expect(adminReasonBodySchema.parse({ reason: '  abc  ' })).toEqual({ reason: 'abc' });
    expect(fieldErrors(adminReasonBodySchema, { reason: 'x'.repeat(ADMIN_REASON_LIMITS.max) })).toEqual({});
  });

  it.each([
    [{}, ADMIN_USER_MESSAGES.reasonRequired],
    [{ reason: null }, ADMIN_USER_MESSAGES.reasonRequired],
    [{ reason: 42 }, ADMIN_USER_MESSAGES.reasonRequired],
    [{ reason: '' }, ADMIN_USER_MESSAGES.reasonRequired],
    [{ reason: '     ' }, ADMIN_USER_MESSAGES.reasonRequired],
    [{ reason: 'ab' }, ADMIN_USER_MESSAGES.reasonTooShort],
    [{ reason: ' ab ' }, ADMIN_USER_MESSAGES.reasonTooShort],
    [{ reason: 'x'.repeat(281) }, ADMIN_USER_MESSAGES.reasonTooLong],
  ])('refuses %j with one message', (body, message) => {
    expect(fieldErrors(adminReasonBodySchema, body)).toEqual({ reason: message });
    expect(messagesFor(adminReasonBodySchema, body, 'reason')).toEqual([message]);
  });
});

describe('optionalAdminReasonBodySchema (unblock, approve, reinstate)', () => {
  it('accepts no body, an empty body, an empty note and a note of up to 280 characters', () => {
    expect(optionalAdminReasonBodySchema.parse(undefined)).toBeUndefined();
    expect(optionalAdminReasonBodySchema.parse(null)).toBeNull();
    expect(optionalAdminReasonBodySchema.parse({})).toEqual({ reason: undefined });
    expect(optionalAdminReasonBodySchema.parse({ reason: '   ' })).toEqual({ reason: undefined });
    expect(optionalAdminReasonBodySchema.parse({ reason: ' ok ' })).toEqual({ reason: 'ok' });
    expect(fieldErrors(optionalAdminReasonBodySchema, { reason: 'x'.repeat(280) })).toEqual({});
  });

  it('refuses a note over 280 characters or that is not text', () => {
    expect(fieldErrors(optionalAdminReasonBodySchema, { reason: 'x'.repeat(281) })).toEqual({
      reason: ADMIN_USER_MESSAGES.reasonTooLong,
    });
    expect(fieldErrors(optionalAdminReasonBodySchema, { reason: 7 })).toEqual({
      reason: ADMIN_USER_MESSAGES.reasonInvalid,
    });
  });
});
