import { describe, expect, it } from 'vitest';
import { payoutAboveBalanceMessage, payoutSettingsFormSchema, payoutSettingsToForm } from './payouts.ts';

describe('payout settings form', () => {
  it('reads the fee in major units and the weekday as a number, as the API takes them', () => {
    expect(payoutSettingsToForm({ weeklyPayoutWeekday: 5, instantPayoutFee: 75 }, 'USD')).toEqual({
      weeklyPayoutWeekday: '5',
      instantPayoutFee: '0.75',
    });
    expect(
      payoutSettingsFormSchema('USD').parse({ weeklyPayoutWeekday: ' 2 ', instantPayoutFee: '1.25' }),
    ).toEqual({
      weeklyPayoutWeekday: 2,
      instantPayoutFee: 125,
    });
  });

  it('names the field it refuses', () => {
    const paths = (form: Record<string, string>) =>
      payoutSettingsFormSchema('USD')
        .safeParse(form)
        .error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ weeklyPayoutWeekday: '8', instantPayoutFee: '0.50' })).toEqual(['weeklyPayoutWeekday']);
    expect(paths({ weeklyPayoutWeekday: '1', instantPayoutFee: 'abc' })).toEqual(['instantPayoutFee']);
    expect(paths({ weeklyPayoutWeekday: '1', instantPayoutFee: '' })).toEqual(['instantPayoutFee']);
  });

  it('says the most that can be cashed out, or that nothing can', () => {
    expect(payoutAboveBalanceMessage(1_240, 'USD')).toBe('You can cash out at most $12.40.');
    expect(payoutAboveBalanceMessage(-300, 'USD')).toBe('There is nothing to cash out yet.');
  });
});
