import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormikValidate } from './zod-formik-validate.ts';

const schema = z.object({
  email: z.string().min(1, 'Email is required').email('Please enter a valid email address'),
  password: z.string().min(6, 'Password must be at least 6 characters long'),
});

describe('zodFormikValidate', () => {
  const validate = zodFormikValidate<{ email: string; password: string }>(schema);

  it('returns no errors for valid values', () => {
    expect(validate({ email: 'ada@example.com', password: 'secret1' })).toEqual({});
  });

  it('keeps the first message of each field', () => {
    expect(validate({ email: '', password: '123' })).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 6 characters long',
    });
  });
});
