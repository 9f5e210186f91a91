import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { zodFormikValidate } from './zod-formik-validate.ts';

const loginLike = z.object({
  email: z.string().min(1, 'Email is required').email('Please enter a valid email address'),
  password: z.string().min(6, 'Password must be at least 6 characters long'),
  rememberMe: z.boolean().optional(),
});

const nested = z.object({
  pickup: z.object({ address: z.string().min(1, 'Pickup is required'), lat: z.number() }),
  contacts: z.array(
    z.object({ name: z.string().min(1, 'Name is required'), phone: z.string().min(3, 'Phone is short') }),
  ),
});

describe('zodFormikValidate', () => {
  const validate = zodFormikValidate(loginLike);

  it('types its values from the schema, each field present', () => {
    expectTypeOf<Parameters<typeof validate>[0]>().toEqualTypeOf<{
      email: string;
      password: string;
      rememberMe: boolean;
    }>();
  });

  it('returns no errors for valid values', () => {
    expect(validate({ email: 'ada@example.com', password: 'secret1', rememberMe: false })).toEqual({});
  });

  it('keeps the first message of each field', () => {
    expect(validate({ email: '', password: '123', rememberMe: false })).toEqual({
      email: 'Email is required',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('nests the messages of an object field as Formik does', () => {
    const validateNested = zodFormikValidate(nested);
    expect(validateNested({ pickup: { address: '', lat: 1 }, contacts: [] })).toEqual({
      pickup: { address: 'Pickup is required' },
    });
  });

  it('puts the messages of an array item at its index', () => {
    const validateNested = zodFormikValidate(nested);
    const errors = validateNested({
      pickup: { address: 'Main St', lat: 1 },
      contacts: [
        { name: 'Ada', phone: '+1 555' },
        { name: '', phone: '1' },
      ],
    });
    expect(errors).toEqual({ contacts: [undefined, { name: 'Name is required', phone: 'Phone is short' }] });
    expect(Array.isArray(errors.contacts)).toBe(true);
  });

  it('keeps a field message over the messages of the fields inside it', () => {
    const withList = z.object({
      stops: z
        .array(z.object({ address: z.string().min(1, 'Stop is required') }))
        .refine((stops) => stops.length <= 1, 'At most one stop')
        .superRefine((_stops, ctx) =>
          ctx.addIssue({ code: 'custom', path: [0, 'address'], message: 'Later' }),
        ),
    });
    const errors = zodFormikValidate(withList)({ stops: [{ address: 'A' }, { address: 'B' }] });
    expect(errors).toEqual({ stops: 'At most one stop' });
  });
});

describe('zodFormikValidate on values shaped unlike the schema', () => {
  it('puts the message of a part of a text field on that field', () => {
    const steps = z.object({
      radius: z
        .string()
        .transform((text) => text.split(',').map(Number))
        .pipe(z.array(z.number().max(10, 'Each step is at most 10'))),
    });
    expect(zodFormikValidate(steps)({ radius: '1,2,30' })).toEqual({ radius: 'Each step is at most 10' });
  });

  it('puts the message of a place not chosen yet on the place', () => {
    const place = z.object({ location: z.object({ lat: z.number() }, { error: 'Choose a place' }) });
    const validate = zodFormikValidate<typeof place, { location: { lat: number } | null }>(place);
    expect(validate({ location: null })).toEqual({ location: 'Choose a place' });
  });
});
