import { paths } from '../../config/paths.ts';

// Saving a card leaves the app for the provider's page (the sandbox's hosted card page, or a bank's 3-D Secure
// during Stripe's confirmation) and comes back to the wallet page with Stripe's parameters: `setup_intent` and
// `redirect_status`. What the rider chose (make it the default) rides in the return address itself.

export const CARD_SETUP_PARAM = 'card_setup';
const MAKE_DEFAULT_PARAM = 'make_default';

/** The wallet page to come back to after the card is entered (`…/rider/wallet?card_setup=1`). */
export function cardSetupReturnUrl(makeDefault: boolean, origin: string = window.location.origin): string {
  const url = new URL(paths.wallet, origin);
  url.searchParams.set(CARD_SETUP_PARAM, '1');
  if (makeDefault) url.searchParams.set(MAKE_DEFAULT_PARAM, '1');
  return url.href;
}

export type CardSetupReturn =
  | { outcome: 'succeeded'; setupId: string; makeDefault: boolean }
  | { outcome: 'failed' }
  | { outcome: 'cancelled' };

/** What the address says about a card setup that came back here; null when this page was opened otherwise. */
export function cardSetupReturnOf(search: string): CardSetupReturn | null {
  const params = new URLSearchParams(search);
  if (!params.has(CARD_SETUP_PARAM)) return null;
  const setupId = params.get('setup_intent');
  if (setupId === null) return { outcome: 'cancelled' };
  if (params.get('redirect_status') !== 'succeeded') return { outcome: 'failed' };
  return { outcome: 'succeeded', setupId, makeDefault: params.get(MAKE_DEFAULT_PARAM) === '1' };
}
