import type { Receipt, ReceiptLine } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { platformRevenueOf, refundableOf, refundsOf } from './ride-refunds.ts';

const AT = '2026-03-02T10:00:00.000Z';
const line = (kind: ReceiptLine['kind'], account: ReceiptLine['account'], amount: number): ReceiptLine => ({
  kind,
  account,
  amount,
  description: kind === 'refund' ? "Refund to the rider's wallet: Late" : 'Ride fare',
  at: AT,
});

/** A $20 card fare (driver $15.60, platform $4.40), a $3 tip, then a $5 refund to the wallet. */
const receipt = {
  fare: { final: 2_000 },
  lines: [
    line('ride_fare', 'card_clearing', -2_000),
    line('ride_fare', 'driver_earnings', 1_560),
    line('ride_fare', 'platform_revenue', 440),
    line('tip', 'card_clearing', -300),
    line('tip', 'driver_earnings', 300),
    line('refund', 'rider_wallet', 500),
    line('refund', 'driver_earnings', -390),
    line('refund', 'platform_revenue', -110),
  ],
} as Receipt;

describe('a ride’s refunds from its receipt', () => {
  it('lists the refunds made, what is left to refund and the platform’s revenue after them', () => {
    expect(refundsOf(receipt)).toEqual([
      {
        amount: 500,
        destination: 'wallet',
        purpose: 'fare',
        description: "Refund to the rider's wallet: Late",
        at: AT,
      },
    ]);
    expect(refundableOf(receipt)).toBe(1_500);
    expect(platformRevenueOf(receipt)).toBe(330);
  });

  it('tells tip refunds from fare refunds by their kind, and caps each by what was paid for it', () => {
    const tipRefund = (account: ReceiptLine['account'], amount: number): ReceiptLine => ({
      kind: 'tip_refund',
      account,
      amount,
      description: "Tip refund to the rider's card: Tipped by mistake",
      at: AT,
    });
    const withTipRefund: Receipt = {
      ...receipt,
      tip: 300,
      lines: [...receipt.lines, tipRefund('card_clearing', 200), tipRefund('driver_earnings', -200)],
    };
    expect(
      refundsOf(withTipRefund).map(({ purpose, destination, amount }) => [purpose, destination, amount]),
    ).toEqual([
      ['fare', 'wallet', 500],
      ['tip', 'card', 200],
    ]);
    expect(refundableOf(withTipRefund)).toBe(1_500);
    expect(refundableOf(withTipRefund, 'tip')).toBe(100);
    // The tip is all the driver's: its refund leaves the platform's revenue as it was.
    expect(platformRevenueOf(withTipRefund)).toBe(330);
  });
});
