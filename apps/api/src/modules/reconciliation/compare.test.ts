import { describe, expect, it } from 'vitest';
import { compareRecords, type RidebookCharge, type RidebookPayout, type RidebookRefund } from './compare.ts';

// The comparison alone: which pairs count, which differ, and what is left for the settlement pages.

const day = { from: new Date('2026-11-26T00:00:00Z'), to: new Date('2026-11-27T00:00:00Z') };
const inDay = new Date('2026-11-26T10:00:00Z');
const dayAfter = new Date('2026-11-27T00:30:00Z');
const dayBefore = new Date('2026-11-25T23:30:00Z');

const charge = (id: string, extra: Partial<RidebookCharge> = {}): RidebookCharge => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  providerPaymentId: `pi_${id}`,
  rideId: null,
  currency: 'USD',
  status: 'captured',
  capturedAmount: 1_000,
  ...extra,
});
const captured = (id: string, amount = 1_000, createdAt = inDay) => ({
  id: `pi_${id}`,
  status: 'captured' as const,
  amount,
  currency: 'USD',
  createdAt,
});
const empty = { charges: [], refunds: [], transfers: [] };

function compare(input: {
  charges?: RidebookCharge[];
  inPeriod?: string[];
  refunds?: RidebookRefund[];
  payouts?: RidebookPayout[];
  provider?: Partial<Parameters<typeof compareRecords>[0]['provider']>;
}) {
  const charges = input.charges ?? [];
  return compareRecords({
    period: day,
    ridebook: {
      charges,
      chargeIdsInPeriod: new Set(input.inPeriod ?? charges.map((row) => row.providerPaymentId)),
      refunds: input.refunds ?? [],
      payouts: input.payouts ?? [],
    },
    provider: { ...empty, ...input.provider },
  });
}

describe('compareRecords', () => {
  it('pairs matching captures and says nothing; captures still on their way are not compared', () => {
    const result = compare({
      charges: [charge('1'), charge('2', { status: 'capture_pending' }), charge('3', { status: 'voided' })],
      provider: {
        charges: [
          captured('1'),
          { ...captured('3'), status: 'voided', amount: 0 },
          captured('4', 500, dayBefore),
        ],
      },
    });
    expect(result).toEqual({ checked: { charges: 2, refunds: 0, payouts: 0 }, differences: [] });
  });

  it('finds captures missing on either side, amounts that differ, and a release the provider captured', () => {
    const result = compare({
      charges: [charge('1', { capturedAmount: 1_001 }), charge('2'), charge('3', { status: 'voided' })],
      provider: { charges: [captured('1'), captured('3'), captured('9')] },
    });
    expect(result.differences.map((row) => [row.kind, row.providerId])).toEqual([
      ['amount_mismatch', 'pi_1'],
      ['missing_at_provider', 'pi_2'],
      ['state_mismatch', 'pi_3'],
      ['missing_in_ridebook', 'pi_9'],
    ]);
  });

  it('pairs refunds by id, else by payment and amount; a refund only at the provider is missing in RideBook', () => {
    const refund = (id: string, extra: Partial<RidebookRefund> = {}): RidebookRefund => ({
      id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
      providerRefundId: `re_${id}`,
      providerPaymentId: 'pi_1',
      rideId: null,
      currency: 'USD',
      status: 'succeeded',
      amount: 200,
      ...extra,
    });
    const theirs = (id: string, amount = 200, createdAt = inDay) => ({
      id: `re_${id}`,
      paymentId: 'pi_1',
      status: 'succeeded' as const,
      amount,
      currency: 'USD',
      createdAt,
    });
    const result = compare({
      refunds: [
        refund('1'),
        refund('2', { providerRefundId: null, amount: 300 }),
        refund('3', { status: 'pending' }),
      ],
      provider: { refunds: [theirs('1'), theirs('x', 300, dayAfter), theirs('y', 50)] },
    });
    expect(result.checked.refunds).toBe(3);
    expect(result.differences).toEqual([
      expect.objectContaining({ recordKind: 'refund', kind: 'missing_in_ridebook', providerId: 're_y' }),
    ]);
  });

  it('pairs payouts by transfer id or key; a paid transfer of a failed payout is a state difference', () => {
    const payout = (id: string, extra: Partial<RidebookPayout> = {}): RidebookPayout => ({
      id,
      providerTransferId: `tr_${id}`,
      transferKey: `payout-${id}`,
      currency: 'USD',
      status: 'paid',
      transferred: 750,
      ...extra,
    });
    const transfer = (id: string, extra: object = {}) => ({
      id: `tr_${id}`,
      accountId: 'acct_1',
      status: 'paid' as const,
      amount: 750,
      currency: 'USD',
      reference: `payout-${id}`,
      createdAt: inDay,
      ...extra,
    });
    const result = compare({
      payouts: [
        payout('a'),
        payout('b', { providerTransferId: null, status: 'failed' }),
        payout('c', { status: 'returned' }),
        payout('d', { status: 'pending', providerTransferId: null }),
      ],
      provider: { transfers: [transfer('a'), transfer('b'), transfer('c', { status: 'reversed' })] },
    });
    expect(result.checked.payouts).toBe(3);
    expect(result.differences.map((row) => [row.kind, row.recordId])).toEqual([['state_mismatch', 'b']]);
  });
});
