import type { Receipt, RefundDestination } from '@ridebook/validation';

export type MadeRefund = { amount: number; destination: RefundDestination; description: string; at: string };

/**
 * The refunds made for the ride, from the admin's receipt: each refund's entry on the rider's wallet or the card
 * (the same entries the API sums to cap refunds, payments.repository `sumRideRefunds`).
 */
export function refundsOf(receipt: Receipt): MadeRefund[] {
  return receipt.lines
    .filter(
      (line) =>
        line.kind === 'refund' && (line.account === 'rider_wallet' || line.account === 'card_clearing'),
    )
    .map((line) => ({
      amount: line.amount,
      destination: line.account === 'card_clearing' ? 'card' : 'wallet',
      description: line.description,
      at: line.at,
    }));
}

/** What can still be refunded: the final fare less the refunds made (tips are the driver's and are not refunded). */
export function refundableOf(receipt: Receipt): number {
  const refunded = refundsOf(receipt).reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, (receipt.fare.final ?? 0) - refunded);
}

/** The platform's revenue from the ride: its commission and booking fee, less its part of any refund. */
export function platformRevenueOf(receipt: Receipt): number {
  return receipt.lines
    .filter((line) => line.account === 'platform_revenue')
    .reduce((sum, line) => sum + line.amount, 0);
}
