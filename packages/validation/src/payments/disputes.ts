import { z } from 'zod';

// Chargebacks (docs/decisions/029): a rider's bank disputes a card payment (Stripe `charge.dispute.created`); the
// disputed amount leaves the platform then (posted to the ledger once) and comes back if the dispute is won
// (`charge.dispute.closed` with status `won`, posted once). Admins list them with the ride they concern.

/** Stripe's dispute statuses (https://docs.stripe.com/api/disputes/object#dispute_object-status). */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
  'prevented',
] as const;

export const disputeSchema = z.object({
  id: z.uuid(),
  providerDisputeId: z.string(),
  cardPaymentId: z.uuid(),
  rideId: z.uuid().nullable(),
  /** What the disputed payment was for: ride, ride_extra, tip, wallet_top_up. */
  purpose: z.string(),
  rider: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  amount: z.number().int(),
  currency: z.string(),
  /** The bank's reason as the provider names it (`fraudulent`, `product_not_received`, ...). */
  reason: z.string(),
  /** The provider's status (DISPUTE_STATUSES; another word is shown as it is). */
  status: z.string(),
  /** The amount was taken back from the platform (posted to the ledger). */
  isWithdrawn: z.boolean(),
  /** The dispute was won and the amount came back (posted to the ledger). */
  isReinstated: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

export const disputeListResponseSchema = z.object({ data: z.array(disputeSchema) });
