import type { TestBrowser } from './browser.ts';
import type { FakeStripeConnect } from './stripe-connect-stand-in.ts';

// Helpers of the payout tests: a driver's payout account connected as the driver app does it.

export const PAYOUT_RETURN_URL = 'http://localhost/driver/earnings';

/**
 * Connects the driver's payout account: through the sandbox's onboarding page, as the driver's browser would, or
 * (with `stripe`) through Stripe's hosted onboarding on the stand-in. Answers the provider's account id.
 */
export async function connectPayoutAccount(driver: TestBrowser, stripe?: FakeStripeConnect): Promise<string> {
  const link = await driver.post('/api/driver/payouts/account', { returnUrl: PAYOUT_RETURN_URL });
  if (link.statusCode !== 200) throw new Error(`payout account link failed: ${link.statusCode} ${link.body}`);
  const { url } = link.json<{ data: { url: string } }>().data;
  if (stripe !== undefined) {
    const accountId = /\/setup\/e\/(acct_[^/]+)\//.exec(url)?.[1];
    if (accountId === undefined) throw new Error(`not a Stripe onboarding link: ${url}`);
    stripe.completeOnboarding(accountId);
  } else {
    const completed = await driver.post(url);
    if (completed.statusCode !== 303) throw new Error(`sandbox onboarding failed: ${completed.statusCode}`);
  }
  const refreshed = await driver.post('/api/driver/payouts/account/refresh');
  if (refreshed.statusCode !== 200) throw new Error(`payout account refresh failed: ${refreshed.statusCode}`);
  return /acct_[A-Za-z0-9_]+/.exec(url)?.[0] ?? '';
}
