import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PayoutProviderError } from './payout-provider.ts';
import { STRIPE_API_VERSION } from '../payments/index.ts';
import { createStripePayoutProvider } from './stripe-payout-provider.ts';
import { startFakeStripeConnect, type FakeStripeConnect } from '../../test/stripe-connect-stand-in.ts';

const DRIVER = { driverId: 'b3c1a6de-0000-4000-8000-000000000002', email: 'driver@example.com' };
const BACK = {
  returnUrl: 'http://localhost:3000/driver/earnings?payout_account=return',
  refreshUrl: 'http://localhost:3000/driver/earnings?payout_account=refresh',
};

describe('Stripe Connect payout provider', () => {
  let stripe: FakeStripeConnect;
  beforeAll(async () => {
    stripe = await startFakeStripeConnect();
  });
  afterAll(async () => {
    await stripe.close();
  });
  beforeEach(() => {
    stripe.received.length = 0;
    stripe.failWhen(null);
  });
  const provider = () =>
    createStripePayoutProvider({ secretKey: 'sk_test_payouts', apiBase: stripe.baseUrl });

  it('opens an Express account with the transfers capability, once per idempotency key, on the pinned API version', async () => {
    const first = await provider().createAccount(DRIVER, `payout-account-${DRIVER.driverId}`);
    const again = await provider().createAccount(DRIVER, `payout-account-${DRIVER.driverId}`);
    expect(first.accountId).toMatch(/^acct_/);
    expect(again).toEqual(first);
    const [created] = stripe.received;
    expect(created?.method).toBe('POST');
    expect(created?.path).toBe('/v1/accounts');
    expect(created?.headers.authorization).toBe('Bearer sk_test_payouts');
    expect(created?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(created?.headers['idempotency-key']).toBe(`payout-account-${DRIVER.driverId}`);
    expect(Object.fromEntries(created?.form ?? [])).toEqual({
      type: 'express',
      email: DRIVER.email,
      'capabilities[transfers][requested]': 'true',
      'metadata[driver_id]': DRIVER.driverId,
    });
  });

  it('makes an onboarding Account Link back to the driver app, and reads whether payouts are enabled', async () => {
    const stripeProvider = provider();
    const { accountId } = await stripeProvider.createAccount(DRIVER, 'payout-account-link-test');
    const link = await stripeProvider.createOnboardingLink(accountId, BACK);
    expect(link.url.startsWith(`${stripe.baseUrl}/setup/e/${accountId}/`)).toBe(true);
    expect(Object.fromEntries(stripe.received.at(-1)?.form ?? [])).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: BACK.returnUrl,
      refresh_url: BACK.refreshUrl,
    });
    expect(await stripeProvider.findAccount(accountId)).toEqual({
      isPayoutsEnabled: false,
      isDetailsSubmitted: false,
    });
    stripe.completeOnboarding(accountId);
    expect(await stripeProvider.findAccount(accountId)).toEqual({
      isPayoutsEnabled: true,
      isDetailsSubmitted: true,
    });
    expect(stripe.received.at(-1)).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });
    expect(await stripeProvider.findAccount('acct_unknown')).toBeUndefined();
  });

  it('transfers to the connected account in minor units with the payout’s key; a repeat transfers nothing more', async () => {
    const stripeProvider = provider();
    const { accountId } = await stripeProvider.createAccount(DRIVER, 'payout-account-transfer-test');
    const request = {
      accountId,
      amount: 4_250,
      currency: 'USD',
      description: 'RideBook payout',
      idempotencyKey: 'payout-7',
    };
    // Onboarding not finished: Stripe refuses, and the adapter says so without the request.
    const refused = stripeProvider.transfer(request);
    await expect(refused).rejects.toBeInstanceOf(PayoutProviderError);
    await expect(refused).rejects.toThrow(
      'Stripe transfer failed (HTTP 400, insufficient_capabilities_for_transfer)',
    );

    stripe.completeOnboarding(accountId);
    const sent = await stripeProvider.transfer(request);
    const repeated = await stripeProvider.transfer(request);
    expect(sent.transferId).toMatch(/^tr_/);
    expect(repeated).toEqual(sent);
    expect([...stripe.transfers.values()]).toEqual([
      expect.objectContaining({ amount: 4_250, currency: 'usd', destination: accountId }),
    ]);
    const transfer = stripe.received.at(-1);
    expect(transfer?.headers['idempotency-key']).toBe('payout-7');
    expect(Object.fromEntries(transfer?.form ?? [])).toEqual({
      amount: '4250',
      currency: 'usd',
      destination: accountId,
      description: 'RideBook payout',
      'metadata[reference]': 'payout-7',
    });
  });

  it('turns an outage or an unreachable Stripe into a PayoutProviderError, without retrying on its own', async () => {
    stripe.failWhen(() => ({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } }));
    const failed = provider().createAccount(DRIVER, 'payout-account-outage');
    await expect(failed).rejects.toThrow(/^Stripe account creation failed \(HTTP 500, api_error\)$/);
    expect(stripe.received).toHaveLength(1);
    const unreachable = createStripePayoutProvider({
      secretKey: 'sk_test_payouts',
      apiBase: 'http://127.0.0.1:9',
    });
    await expect(unreachable.findAccount('acct_1')).rejects.toBeInstanceOf(PayoutProviderError);
  });
});
