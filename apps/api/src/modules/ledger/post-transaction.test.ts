import { describe, expect, it } from 'vitest';
import { LedgerPostingError, checkPosting, type LedgerLine } from './post-transaction.ts';

const check = (entries: LedgerLine[]) => () => checkPosting({ entries });

describe('checkPosting', () => {
  it('accepts a balanced set of entries', () => {
    expect(
      check([
        { account: 'card_clearing', amount: -2_100 },
        { account: 'driver_earnings', userId: 'driver-1', amount: 1_560 },
        { account: 'platform_revenue', amount: 540 },
      ]),
    ).not.toThrow();
  });

  it('refuses an empty set', () => {
    expect(check([])).toThrow(LedgerPostingError);
  });

  it('refuses a set that does not sum to zero, by a cent or more', () => {
    expect(
      check([
        { account: 'card_clearing', amount: -2_100 },
        { account: 'platform_revenue', amount: 2_099 },
      ]),
    ).toThrow('must balance (sum -1)');
    expect(check([{ account: 'platform_revenue', amount: 100 }])).toThrow(LedgerPostingError);
  });

  it('refuses zero, fractional and unsafe amounts', () => {
    for (const amount of [0, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(
        check([
          { account: 'card_clearing', amount: -amount },
          { account: 'platform_revenue', amount },
        ]),
      ).toThrow(LedgerPostingError);
    }
  });

  it('needs the user of a per-user account and refuses one on a platform account', () => {
    expect(
      check([
        { account: 'card_clearing', amount: -100 },
        { account: 'driver_earnings', amount: 100 },
      ]),
    ).toThrow('driver_earnings needs its user');
    expect(
      check([
        { account: 'card_clearing', userId: 'rider-1', amount: -100 },
        { account: 'driver_earnings', userId: 'driver-1', amount: 100 },
      ]),
    ).toThrow('card_clearing is a platform account');
  });
});
