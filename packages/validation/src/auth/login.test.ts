import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import { loginSchema } from './login.ts';

const valid = { email: 'ada@example.com', password: 'secret' };

describe('loginSchema (seed spec section 5)', () => {
  it('accepts a valid email and a 6-character password', () => {
    expect(fieldErrors(loginSchema, valid)).toEqual({});
  });

  it('requires the email', () => {
    expect(fieldErrors(loginSchema, { ...valid, email: '' })).toEqual({ email: MESSAGES.emailRequired });
    expect(fieldErrors(loginSchema, { ...valid, email: '   ' })).toEqual({ email: MESSAGES.emailRequired });
    expect(fieldErrors(loginSchema, { password: 'secret' })).toEqual({ email: MESSAGES.emailRequired });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada example@x.com'])(
    'refuses the malformed email %j',
    (email) => {
      expect(fieldErrors(loginSchema, { ...valid, email })).toEqual({ email: MESSAGES.emailInvalid });
    },
  );

  it('trims and lower-cases the email', () => {
    expect(loginSchema.parse({ ...valid, email: '  Ada@Example.COM ' }).email).toBe('ada@example.com');
  });

  it('caps the email at 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(`${local}@${domain}`.length).toBeGreaterThan(254);
    expect(fieldErrors(loginSchema, { ...valid, email: `${local}@${domain}` })).toEqual({
      email: MESSAGES.emailTooLong,
    });
  });

  it('requires the password, with one message', () => {
    expect(fieldErrors(loginSchema, { ...valid, password: '' })).toEqual({
      password: MESSAGES.passwordRequired,
    });
    expect(messagesFor(loginSchema, { ...valid, password: '' }, 'password')).toHaveLength(1);
    expect(fieldErrors(loginSchema, { email: valid.email })).toEqual({ password: MESSAGES.passwordRequired });
  });

  it('needs at least 6 password characters: 5 fail, 6 pass', () => {
    expect(fieldErrors(loginSchema, { ...valid, password: '12345' })).toEqual({
      password: MESSAGES.loginPasswordMin,
    });
    expect(fieldErrors(loginSchema, { ...valid, password: '123456' })).toEqual({});
  });

  it('keeps the password as typed (no trimming)', () => {
    expect(loginSchema.parse({ ...valid, password: ' pass word ' }).password).toBe(' pass word ');
  });

  it('caps the password at 128 characters', () => {
    expect(fieldErrors(loginSchema, { ...valid, password: 'a'.repeat(128) })).toEqual({});
    expect(fieldErrors(loginSchema, { ...valid, password: 'a'.repeat(129) })).toEqual({
      password: MESSAGES.passwordTooLong,
    });
  });

  it('takes an optional boolean rememberMe', () => {
    expect(loginSchema.parse({ ...valid, rememberMe: true }).rememberMe).toBe(true);
    expect(loginSchema.parse(valid).rememberMe).toBeUndefined();
    expect(loginSchema.safeParse({ ...valid, rememberMe: 'yes' }).success).toBe(false);
  });
});
