import type { PaymentProviderKind } from '@ridebook/validation';

// The card provider behind one small interface (architecture "adapters"): the sandbox by default, Stripe by env.
// Amounts are integer minor units; every call that moves money carries an idempotency key, so a retry after a
// lost answer never charges twice.

/** What a person types; it goes to the provider and nowhere else (never stored, never logged). */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

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

export type PaymentProvider = {
  kind: PaymentProviderKind;
  /** Saves a card for later charges; throws CardRejectedError when the provider refuses the details. */
  saveCard(card: CardDetails, owner: { userId: string; email: string }): Promise<ProviderCard>;
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
};

/** The provider could not be reached or answered something unexpected: nobody's fault, try again later. */
export class PaymentProviderUnavailableError extends Error {
  override name = 'PaymentProviderUnavailableError';
}

/** The provider refused the card details themselves (a number it does not accept); names the field. */
export class CardRejectedError extends Error {
  override name = 'CardRejectedError';
  readonly field: 'number' | 'expMonth' | 'expYear' | 'cvc';
  constructor(field: CardRejectedError['field'], message: string) {
    super(message);
    this.field = field;
  }
}
