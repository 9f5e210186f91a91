import type { PaymentProviderKind } from '@ridebook/validation';

// Paying drivers behind one small interface (architecture "adapters"), beside the card provider: the sandbox by
// default (offline, no money moves) and Stripe Connect by env (Express accounts). Amounts are integer minor units;
// every call that creates something or moves money carries an idempotency key derived from what it is for, so a
// retry after a lost answer never opens a second account or pays twice.

/** Where the driver's browser goes after the provider's onboarding: back to the driver app (a configured origin). */
export type OnboardingReturn = {
  /** The onboarding is over (done or left): the driver app reads the account's state again. */
  returnUrl: string;
  /** The link expired or was used already: the driver app asks for a fresh one. */
  refreshUrl: string;
};

/** A connected account as the provider sees it now. */
export type PayoutAccountState = {
  /** The provider will send money to it (Stripe: `payouts_enabled`). */
  isPayoutsEnabled: boolean;
  /** The driver finished the onboarding form (Stripe: `details_submitted`), even when checks are still pending. */
  isDetailsSubmitted: boolean;
};

export type TransferRequest = {
  accountId: string;
  amount: number;
  /** Upper case, as the rest of the API writes currencies. */
  currency: string;
  description: string;
  /** `payout-<payout id>`: the same payout is sent once, however often its job runs. */
  idempotencyKey: string;
};

/** A transfer to a driver's account as the provider's books list it. */
export type ProviderTransfer = {
  id: string;
  accountId: string;
  /** `paid`: the money reached the account; `reversed`: it was taken back (all of it) or failed. */
  status: 'paid' | 'reversed';
  amount: number;
  /** Upper case. */
  currency: string;
  /** The idempotency key it was made with (`payout-<id>`), when the provider keeps it. */
  reference: string | null;
  createdAt: Date;
};

export type PayoutProvider = {
  kind: PaymentProviderKind;
  /** Opens the driver's connected account (Stripe: an Express account); the key makes a repeat return the same one. */
  createAccount(
    driver: { driverId: string; email: string },
    idempotencyKey: string,
  ): Promise<{ accountId: string }>;
  /** A single-use link to the provider's hosted onboarding of `accountId` (Stripe: an Account Link). */
  createOnboardingLink(accountId: string, back: OnboardingReturn): Promise<{ url: string }>;
  /** Where the account stands; undefined when the provider knows no such account. */
  findAccount(accountId: string): Promise<PayoutAccountState | undefined>;
  /** Sends `amount` to the connected account (Stripe: a Transfer from the platform's balance). */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
  /** Every transfer created in `period` (`from` included, `to` excluded): the reconciliation's payouts. */
  listTransfers(period: { from: Date; to: Date }): Promise<ProviderTransfer[]>;
};

/** The provider could not be reached, or refused the request: the payout stays pending (or failed) and is retried. */
export class PayoutProviderError extends Error {
  override name = 'PayoutProviderError';
}
