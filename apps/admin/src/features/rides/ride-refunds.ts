import {
  refundPurposeOf,
  type Receipt,
  type RefundDestination,
  type RefundPurpose,
} from '@ridebook/validation';

export type MadeRefund = {
  amount: number;
  destination: RefundDestination;
  /** What it gave back: part of the fare, or of the tip. */
  purpose: RefundPurpose;
  description: string;
  at: string;
};

/**
 * The refunds made for the ride, from the admin's receipt: each refund's entry on the rider's wallet or the card
 * (the same entries the API sums to cap refunds, payments.repository `sumRideRefunds`), a fare or a tip refund by
 * its ledger kind as the API posts it.
 */
export function refundsOf(receipt: Receipt): MadeRefund[] {
  return receipt.lines.flatMap((line) => {
    const purpose = refundPurposeOf(line.kind);
    const isToRider = line.account === 'rider_wallet' || line.account === 'card_clearing';
    if (purpose === null || !isToRider) return [];
    return [
      {
        amount: line.amount,
        destination: line.account === 'card_clearing' ? 'card' : 'wallet',
        purpose,
        description: line.description,
        at: line.at,
      },
    ];
  });
}

/** What can still be refunded of the final fare, or of the tip: what was paid less the refunds made of it. */
export function refundableOf(receipt: Receipt, purpose: RefundPurpose = 'fare'): number {
  const paid = purpose === 'tip' ? receipt.tip : (receipt.fare.final ?? 0);
  const refunded = refundsOf(receipt)
    .filter((refund) => refund.purpose === purpose)
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, paid - refunded);
}

/** The platform's revenue from the ride: its commission and booking fee, less its part of any refund. */
export function platformRevenueOf(receipt: Receipt): number {
  return receipt.lines
    .filter((line) => line.account === 'platform_revenue')
    .reduce((sum, line) => sum + line.amount, 0);
}
