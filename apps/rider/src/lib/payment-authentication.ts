// 3-D Secure in the rider app (docs/decisions/008): when the card's bank must confirm a payment (a booking's or a
// top-up's), the request is kept in the tab's session while the browser visits the bank's page (the sandbox's own,
// or Stripe's), and sent again when the bank sends the rider back.

/** The query parameter of the page the bank sends the rider back to (the request's `returnUrl`). */
export const PAYMENT_RETURN_PARAM = 'payment_authenticated';

/** Where the browser goes: a small seam so tests see the address instead of leaving the page. */
export const paymentPageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** `path` on this app's origin with the return marker (`…/rider/wallet?payment_authenticated=1`). */
export function paymentReturnUrl(path: string, origin: string = window.location.origin): string {
  const url = new URL(path, origin);
  url.searchParams.set(PAYMENT_RETURN_PARAM, '1');
  return url.href;
}

/**
 * Keeps a request while the bank confirms it: in sessionStorage, this tab only and gone when it closes; nothing
 * secret (the bank's answer is asked of the provider by the API, never taken from the browser).
 */
export function savePaymentDraft(key: string, draft: unknown, storage: Storage = sessionStorage): void {
  storage.setItem(key, JSON.stringify(draft));
}

/** The kept request, removed as it is read (it is sent once); null when there is none or `read` refuses it. */
export function takePaymentDraft<T>(
  key: string,
  read: (value: unknown) => T | null,
  storage: Storage = sessionStorage,
): T | null {
  const text = storage.getItem(key);
  storage.removeItem(key);
  if (text === null) return null;
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The draft to finish when this page was opened by the bank's return (`?payment_authenticated`): Stripe and the
 * sandbox add `payment_intent`, which must then be the draft's payment.
 */
export function paymentDraftToResume<T extends { paymentId: string }>(
  search: string,
  take: () => T | null,
): T | null {
  const params = new URLSearchParams(search);
  if (!params.has(PAYMENT_RETURN_PARAM)) return null;
  const draft = take();
  const returned = params.get('payment_intent');
  if (draft === null || (returned !== null && returned !== draft.paymentId)) return null;
  return draft;
}

/** Whether the rider was sent to the bank: also true when there was no draft to finish (so its marker is cleared). */
export const isPaymentReturn = (search: string): boolean =>
  new URLSearchParams(search).has(PAYMENT_RETURN_PARAM);
