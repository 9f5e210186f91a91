import type { PaymentProviderKind } from '@ridebook/validation';

// The card provider behind one small interface (architecture "adapters"): the sandbox by default, Stripe by env.
// Amounts are integer minor units; every call that moves money carries an idempotency key, so a retry after a
// lost answer never charges twice.

/** A card as the provider keeps it: what can be shown, and how to charge it again. */
export type ProviderCard = {
  token: string;
  /** The provider's customer holding the card (Stripe charges a saved card through it); null when unused. */
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type CardChargeRequest = {
  card: { token: string; customer: string | null };
  amount: number;
  currency: string;
  description: string;
  /** Also what the payment is for: `findAuthorisation` answers it as `reference`, binding the payment to it. */
  idempotencyKey: string;
  /**
   * The rider is present and their browser can come back here after 3-D Secure: the provider confirms on-session
   * and answers `requires_authentication` with a `redirectUrl`. Without it the charge is off-session.
   */
  returnUrl?: string;
};

export type AuthorisationResult =
  | { outcome: 'authorised'; paymentId: string }
  | { outcome: 'declined'; code: string; reason: string }
  /** `redirectUrl`: where the rider's browser authenticates; null when no `returnUrl` was given (nothing to do). */
  | { outcome: 'requires_authentication'; paymentId: string; redirectUrl: string | null };

/** A payment as the provider sees it now (after 3-D Secure): asked server-side, never taken from the browser. */
export type AuthorisationState = {
  status: 'authorised' | 'requires_authentication' | 'failed';
  amount: number;
  /** Upper case, as the rest of the API writes currencies. */
  currency: string;
  /** The idempotency key the payment was made with (what it is for); null when the provider does not know it. */
  reference: string | null;
  /** While authentication is pending: where the rider's browser can still answer it. */
  redirectUrl: string | null;
};

/**
 * A card being saved in the provider's own fields (Stripe: a SetupIntent confirmed by Stripe.js's Payment Element;
 * the sandbox: its hosted card page). The number and CVC go from the browser to the provider, never to RideBook.
 */
export type CardSetup = {
  setupId: string;
  /** What the browser confirms the setup with (Stripe's `client_secret`); not a card, not a credential to charge. */
  clientSecret: string;
  /** The sandbox's hosted card page (a path from the API's origin); null with Stripe (its fields are mounted). */
  hostedPageUrl: string | null;
};

/** Where a card setup stands: the card saved, or why not. */
export type CardSetupState =
  { status: 'succeeded'; card: ProviderCard } | { status: 'pending' } | { status: 'not_found' };

export type CardOwner = { userId: string; email: string; customer: string | null };

/** The period a reconciliation reads: `from` included, `to` excluded. */
export type ProviderPeriod = { from: Date; to: Date };

/** A card payment as the provider's books list it (Stripe: a PaymentIntent). */
export type ProviderCharge = {
  id: string;
  /** `captured`: money taken (`amount` of it); `voided`: released; `authorised`: still held; `other`: never held. */
  status: 'captured' | 'voided' | 'authorised' | 'other';
  /** What was taken (captured), else what was asked for. */
  amount: number;
  /** Upper case; null when the provider does not say (the sandbox's captures). */
  currency: string | null;
  createdAt: Date;
};

/** A refund as the provider's books list it. */
export type ProviderRefund = {
  id: string;
  /** The payment it gives back from; null when the provider does not say. */
  paymentId: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'other';
  amount: number;
  currency: string | null;
  createdAt: Date;
};

export type PaymentProvider = {
  kind: PaymentProviderKind;
  /**
   * Starts saving a card for `owner` (for later off-session charges). `returnUrl`: where the browser comes back
   * after a redirect (the sandbox's page, or a bank's 3-D Secure during Stripe's confirmation).
   */
  startCardSetup(owner: CardOwner, returnUrl: string): Promise<CardSetup>;
  /** The saved card of a confirmed setup, asked server-side; `not_found` also for another owner's setup. */
  findCardSetup(setupId: string, owner: { userId: string }): Promise<CardSetupState>;
  /** Holds `amount` on the card without taking it (captured or voided later). */
  authorise(request: CardChargeRequest): Promise<AuthorisationResult>;
  /** Where a payment stands (after 3-D Secure); undefined when the provider knows no such payment. */
  findAuthorisation(paymentId: string): Promise<AuthorisationState | undefined>;
  /** Takes `amount` (at most what was held) and releases the rest. */
  capture(paymentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /** Releases a hold without taking anything. */
  void(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Gives back `amount` of a captured payment to the card. */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * The provider's books for `period` (the reconciliation, decision 029): every payment and refund created in it.
   * Throws PaymentProviderUnavailableError when they cannot be read.
   */
  listActivity(period: ProviderPeriod): Promise<{ charges: ProviderCharge[]; refunds: ProviderRefund[] }>;
};

/** The provider could not be reached or answered something unexpected: nobody's fault, try again later. */
export class PaymentProviderUnavailableError extends Error {
  override name = 'PaymentProviderUnavailableError';
}
