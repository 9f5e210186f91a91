// The payout provider's onboarding (Stripe's hosted pages, or the sandbox's own page on the API) happens outside the
// app: the browser leaves, then comes back to this page with the return marker, and the app asks the API to read the
// account's state again.

/** The query parameter of the page the provider sends the driver back to. */
export const PAYOUT_RETURN_PARAM = 'payout_account';

/** Where the browser goes: a small seam so tests see the address instead of leaving the page. */
export const payoutPageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** `path` on this app's origin with the return marker (`…/driver/payouts?payout_account=return`). */
export function payoutReturnUrl(path: string, origin: string = window.location.origin): string {
  const url = new URL(path, origin);
  url.searchParams.set(PAYOUT_RETURN_PARAM, 'return');
  return url.href;
}

/** A fresh key per cash-out, so a re-sent request (a lost answer) is the same payout. */
export function newCashOutKey(): string {
  return `cash-out-${crypto.randomUUID()}`;
}
