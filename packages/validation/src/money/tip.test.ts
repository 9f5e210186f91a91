import { describe, expect, it } from 'vitest';
import { fieldErrors, messagesFor } from '../test/field-errors.ts';
import { MONEY_LIMITS, MONEY_MESSAGES } from './money-messages.ts';
import { tipSchema } from './tip.ts';

describe('tipSchema', () => {
  it('holds the limits: from $1 to $100 in cents', () => {
    expect(MONEY_LIMITS.tipMin).toBe(100);
    expect(MONEY_LIMITS.tipMax).toBe(10_000);
  });

  it.each([100, 101, 500, 9_999, 10_000])('accepts %i cents', (amount) => {
    expect(tipSchema.parse({ amount })).toEqual({ amount });
  });

  it.each([undefined, null, '500', 0, 99, -100, 10_001, 250.5, Number.NaN])(
    'refuses %j with one message',
    (amount) => {
      expect(fieldErrors(tipSchema, { amount })).toEqual({ amount: MONEY_MESSAGES.tipOutOfRange });
      expect(messagesFor(tipSchema, { amount }, 'amount')).toHaveLength(1);
    },
  );

  it('refuses a missing body', () => {
    expect(tipSchema.safeParse(undefined).success).toBe(false);
  });
});
