import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors } from '../test/field-errors.ts';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './password.ts';

describe('forgotPasswordSchema', () => {
  it('needs a valid email', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: 'ada@example.com' })).toEqual({});
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: MESSAGES.emailRequired });
    expect(fieldErrors(forgotPasswordSchema, { email: 'ada' })).toEqual({ email: MESSAGES.emailInvalid });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'abc', password: 'NewPass123', confirmPassword: 'NewPass123' };

  it('accepts a token and a matching strong password', () => {
    expect(fieldErrors(resetPasswordSchema, valid)).toEqual({});
  });

  it('needs the token', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, token: '' })).toEqual({
      token: MESSAGES.resetTokenRequired,
    });
    expect(fieldErrors(resetPasswordSchema, { ...valid, token: 'x'.repeat(201) })).toEqual({
      token: MESSAGES.resetTokenRequired,
    });
  });

  it('applies the registration password rules and the confirmation', () => {
    expect(
      fieldErrors(resetPasswordSchema, { ...valid, password: 'short1A', confirmPassword: 'short1A' }),
    ).toEqual({ password: MESSAGES.passwordMin });
    expect(fieldErrors(resetPasswordSchema, { ...valid, confirmPassword: 'NewPass124' })).toEqual({
      confirmPassword: MESSAGES.passwordsMismatch,
    });
    expect(fieldErrors(resetPasswordSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: MESSAGES.confirmPasswordRequired,
    });
  });

  it('says the passwords do not match while the new password is still too short (checked on change)', () => {
    expect(fieldErrors(resetPasswordSchema, { ...valid, password: 'N', confirmPassword: 'M' })).toEqual({
      password: MESSAGES.passwordMin,
      confirmPassword: MESSAGES.passwordsMismatch,
    });
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'OldPass123', newPassword: 'NewPass123', confirmPassword: 'NewPass123' };

  it('accepts the current password and a matching, different new one', () => {
    expect(fieldErrors(changePasswordSchema, valid)).toEqual({});
  });

  it('needs the current password', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
    });
  });

  it('applies the registration rules to the new password', () => {
    expect(
      fieldErrors(changePasswordSchema, {
        ...valid,
        newPassword: 'newpass123',
        confirmPassword: 'newpass123',
      }),
    ).toEqual({ newPassword: MESSAGES.passwordComplexity });
  });

  it('needs the confirmation to match', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmPassword: 'NewPass12' })).toEqual({
      confirmPassword: MESSAGES.passwordsMismatch,
    });
  });

  it('says the passwords do not match while the current password is still empty', () => {
    expect(
      fieldErrors(changePasswordSchema, { currentPassword: '', newPassword: 'N', confirmPassword: 'M' }),
    ).toEqual({
      currentPassword: MESSAGES.currentPasswordRequired,
      newPassword: MESSAGES.passwordMin,
      confirmPassword: MESSAGES.passwordsMismatch,
    });
  });

  it('refuses a new password equal to the current one', () => {
    const same = { currentPassword: 'OldPass123', newPassword: 'OldPass123', confirmPassword: 'OldPass123' };
    expect(fieldErrors(changePasswordSchema, same)).toEqual({
      newPassword: MESSAGES.newPasswordSameAsCurrent,
    });
  });
});
