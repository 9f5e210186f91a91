import { paths } from '../../config/paths.ts';
import {
  paymentDraftToResume,
  paymentReturnUrl,
  savePaymentDraft,
  takePaymentDraft,
} from '../../lib/payment-authentication.ts';

// 3-D Secure for wallet top-ups (docs/decisions/008): the top-up kept while the bank confirms its payment, sent
// again with the same idempotency key when the bank sends the rider back to the wallet page.

/** A top-up waiting for 3-D Secure: what was asked, its key, and the payment to credit the wallet with. */
export type TopUpDraft = {
  amount: number;
  paymentMethodId?: string | undefined;
  /** The wallet topped up (one per currency). */
  currency?: string | undefined;
  idempotencyKey: string;
  paymentId: string;
};

const DRAFT_KEY = 'ridebook:top-up-awaiting-payment';

/** The wallet page with the return marker (`…/rider/wallet?payment_authenticated=1`), on this app's origin. */
export function walletReturnUrl(origin: string = window.location.origin): string {
  return paymentReturnUrl(paths.wallet, origin);
}

export function saveTopUpDraft(draft: TopUpDraft, storage: Storage = sessionStorage): void {
  savePaymentDraft(DRAFT_KEY, draft, storage);
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readDraft(value: unknown): TopUpDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  if (
    typeof draft.amount !== 'number' ||
    !Number.isInteger(draft.amount) ||
    !isString(draft.idempotencyKey) ||
    !isString(draft.paymentId) ||
    (draft.paymentMethodId !== undefined && !isString(draft.paymentMethodId)) ||
    (draft.currency !== undefined && !isString(draft.currency))
  ) {
    return null;
  }
  return {
    amount: draft.amount,
    ...(draft.paymentMethodId !== undefined && { paymentMethodId: draft.paymentMethodId }),
    ...(draft.currency !== undefined && { currency: draft.currency }),
    idempotencyKey: draft.idempotencyKey,
    paymentId: draft.paymentId,
  };
}

/** The top-up to finish when the wallet page was opened by the bank's return (`?payment_authenticated`). */
export function topUpDraftToResume(search: string, storage: Storage = sessionStorage): TopUpDraft | null {
  return paymentDraftToResume(search, () => takePaymentDraft(DRAFT_KEY, readDraft, storage));
}
