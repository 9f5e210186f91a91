import { describe, expect, it } from 'vitest';
import { ledgerAccountSchema, ledgerTransactionKindSchema, receiptResponseSchema } from './receipt.ts';

const receipt = {
  rideId: 'c0a8012e-5b7d-4f3a-9e21-7d4b8c6a1f00',
  status: 'completed',
  paymentMethod: 'card',
  currency: 'USD',
  pickupAddress: 'Ferry Building',
  destinationAddress: 'City Hall',
  fare: {
    currency: 'USD',
    estimate: 2_100,
    low: 1_900,
    high: 2_400,
    breakdown: { baseFare: 250, distance: 1_200, time: 500, minimumFareTopUp: 0, bookingFee: 150 },
    final: 2_100,
  },
  paidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
  tip: 300,
  tipPaidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
  cancellationFee: 0,
  totalCharged: 2_400,
  requestedAt: '2025-06-01T10:00:00.000Z',
  pickedUpAt: '2025-06-01T10:05:00.000Z',
  completedAt: '2025-06-01T10:20:00.000Z',
  cancelledAt: null,
  lines: [
    {
      kind: 'ride_fare',
      account: 'card_clearing',
      amount: -2_100,
      description: 'Ride fare',
      at: '2025-06-01T10:20:00.000Z',
    },
    {
      kind: 'tip',
      account: 'card_clearing',
      amount: -300,
      description: 'Tip',
      at: '2025-06-01T10:25:00.000Z',
    },
  ],
};

describe('receiptResponseSchema', () => {
  it('names the ledger’s accounts and kinds of transaction', () => {
    expect(ledgerAccountSchema.options).toEqual([
      'rider_wallet',
      'driver_earnings',
      'driver_cash',
      'platform_revenue',
      'card_clearing',
      'payout_clearing',
    ]);
    expect(ledgerTransactionKindSchema.options).toEqual([
      'ride_fare',
      'cancellation_fee',
      'tip',
      'wallet_top_up',
      'refund',
      'payout',
      'tip_refund',
      'dispute',
      'dispute_reversal',
      'payout_return',
    ]);
  });

  it('reads a receipt with its ledger lines', () => {
    expect(receiptResponseSchema.parse({ data: receipt })).toEqual({ data: receipt });
  });

  it('says how the fare and the tip were paid: a named card, or a method alone', () => {
    const cashRideCardTip = {
      ...receipt,
      paymentMethod: 'cash',
      paidWith: { method: 'cash', card: null },
      tipPaidWith: { method: 'card', card: { brand: 'mastercard', last4: '4444' } },
    };
    expect(receiptResponseSchema.parse({ data: cashRideCardTip }).data.tipPaidWith?.card?.last4).toBe('4444');
    expect(
      receiptResponseSchema.parse({ data: { ...receipt, tip: 0, tipPaidWith: null } }).data.tipPaidWith,
    ).toBeNull();
    expect(
      receiptResponseSchema.safeParse({ data: { ...receipt, paidWith: { method: 'cheque', card: null } } })
        .success,
    ).toBe(false);
  });

  it('refuses unknown accounts and kinds, and fractional amounts', () => {
    const line = receipt.lines[0];
    for (const bad of [{ account: 'bank' }, { kind: 'bonus' }, { amount: -21.5 }]) {
      const lines = [{ ...line, ...bad }];
      expect(receiptResponseSchema.safeParse({ data: { ...receipt, lines } }).success).toBe(false);
    }
  });
});
