import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderUnavailableError, type PaymentProvider } from './payment-provider.ts';
import { STRIPE_API_VERSION } from './stripe-client.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import { startFakeStripe, type FakeStripe } from '../../test/stripe-test-server.ts';

const OWNER = { userId: 'b3c1a6de-0000-4000-8000-000000000001', email: 'rider@example.com', customer: null };
const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2040 };
const RETURN_URL = 'http://localhost:3000/rider/wallet?card_setup=1';

describe('Stripe payment provider', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });
  beforeEach(() => {
    stripe.received.length = 0;
    stripe.override(null);
  });
  const provider = () => createStripePaymentProvider({ secretKey: 'sk_test_123', apiBase: stripe.baseUrl });

  /** A card saved as the rider app does it: a SetupIntent, confirmed by Stripe.js (the stand-in), read back. */
  async function saveCard(stripeProvider: PaymentProvider, card: { number: string } = VISA) {
    const setup = await stripeProvider.startCardSetup(OWNER, RETURN_URL);
    stripe.confirmSetup(setup.setupId, { ...VISA, ...card });
    const found = await stripeProvider.findCardSetup(setup.setupId, OWNER);
    if (found.status !== 'succeeded') throw new Error(`setup ${found.status}`);
    return found.card;
  }

  it('starts a SetupIntent for off-session use on a new customer, with Bearer auth, the pinned version and idempotency keys', async () => {
    const setup = await provider().startCardSetup(OWNER, RETURN_URL);
    expect(setup).toEqual({
      setupId: expect.stringMatching(/^seti_/) as string,
      clientSecret: `${setup.setupId}_secret_test`,
      hostedPageUrl: null,
    });
    const [customer, created] = stripe.received;
    expect(customer?.path).toBe('/v1/customers');
    expect(customer?.form.get('metadata[user_id]')).toBe(OWNER.userId);
    expect(created?.method).toBe('POST');
    expect(created?.path).toBe('/v1/setup_intents');
    expect(created?.headers.authorization).toBe('Bearer sk_test_123');
    expect(created?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(created?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(created?.headers['idempotency-key']).toMatch(/^setup-/);
    expect(Object.fromEntries(created?.form ?? [])).toEqual({
      customer: expect.stringMatching(/^cus_/) as string,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[user_id]': OWNER.userId,
    });
    // Nothing RideBook sent holds a card number: the browser gives it to Stripe.
    expect(stripe.received.some((request) => request.form.toString().includes('4242'))).toBe(false);
  });

  it('reads the confirmed card from Stripe (brand, last 4, expiry, customer); a rider with a customer keeps it', async () => {
    const card = await saveCard(provider());
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 });
    expect(card.token).toMatch(/^pm_/);
    expect(card.customer).toMatch(/^cus_/);
    const retrieval = stripe.received.at(-1);
    expect(retrieval?.method).toBe('GET');
    expect(retrieval?.path).toMatch(/^\/v1\/setup_intents\/seti_[^?]+\?expand/);
    stripe.received.length = 0;
    await provider().startCardSetup({ ...OWNER, customer: card.customer }, RETURN_URL);
    expect(stripe.received.map((request) => request.path)).toEqual(['/v1/setup_intents']);
    expect(stripe.received[0]?.form.get('customer')).toBe(card.customer);
  });

  it('answers another rider’s, an unknown or an unconfirmed setup as no card', async () => {
    const stripeProvider = provider();
    const setup = await stripeProvider.startCardSetup(OWNER, RETURN_URL);
    expect(await stripeProvider.findCardSetup(setup.setupId, OWNER)).toEqual({ status: 'pending' });
    stripe.confirmSetup(setup.setupId, VISA);
    expect(await stripeProvider.findCardSetup(setup.setupId, { userId: 'someone-else' })).toEqual({
      status: 'not_found',
    });
    expect(await stripeProvider.findCardSetup('seti_unknown', OWNER)).toEqual({ status: 'not_found' });
  });

  it('holds with a manual-capture PaymentIntent, then captures the final amount and refunds part of it', async () => {
    const stripeProvider = provider();
    const card = await saveCard(stripeProvider);
    const hold = await stripeProvider.authorise({
      card: { token: card.token, customer: card.customer },
      amount: 2_400,
      currency: 'USD',
      description: 'A ride',
      idempotencyKey: 'ride-hold-1',
    });
    if (hold.outcome !== 'authorised') throw new Error('expected a hold');
    expect(hold.paymentId).toMatch(/^pi_/);
    const intent = stripe.received.at(-1);
    expect(intent?.headers['idempotency-key']).toBe('ride-hold-1');
    expect(Object.fromEntries(intent?.form ?? [])).toMatchObject({
      amount: '2400',
      currency: 'usd',
      payment_method: card.token,
      customer: card.customer,
      capture_method: 'manual',
      confirm: 'true',
    });
    await stripeProvider.capture(hold.paymentId, 2_100, 'capture-1');
    expect(stripe.received.at(-1)?.path).toBe(`/v1/payment_intents/${hold.paymentId}/capture`);
    expect(stripe.received.at(-1)?.form.get('amount_to_capture')).toBe('2100');
    expect((await stripeProvider.refund(hold.paymentId, 500, 'refund-1')).refundId).toMatch(/^re_/);
    expect(Object.fromEntries(stripe.received.at(-1)?.form ?? [])).toEqual({
      payment_intent: hold.paymentId,
      amount: '500',
    });
  });

  it('releases a hold with /cancel', async () => {
    const stripeProvider = provider();
    const card = await saveCard(stripeProvider);
    const hold = await stripeProvider.authorise({
      card,
      amount: 900,
      currency: 'USD',
      description: 'A ride',
      idempotencyKey: 'k',
    });
    if (hold.outcome !== 'authorised') throw new Error('expected a hold');
    await stripeProvider.void(hold.paymentId, 'void-1');
    expect(stripe.received.at(-1)?.path).toBe(`/v1/payment_intents/${hold.paymentId}/cancel`);
  });

  it.each([
    [
      '4000000000000002',
      { outcome: 'declined', code: 'generic_decline', reason: 'the bank refused the payment' },
    ],
    ['4000000000009995', { outcome: 'declined', code: 'insufficient_funds', reason: 'insufficient funds' }],
  ])('reads a decline of %s from the 402 card error', async (number, expected) => {
    const stripeProvider = provider();
    const card = await saveCard(stripeProvider, { number });
    expect(
      await stripeProvider.authorise({
        card,
        amount: 900,
        currency: 'USD',
        description: 'x',
        idempotencyKey: number,
      }),
    ).toEqual(expected);
  });

  it('reads authentication_required as a payment that needs the rider to confirm it', async () => {
    const stripeProvider = provider();
    const card = await saveCard(stripeProvider, { number: '4000002500003155' });
    const result = await stripeProvider.authorise({
      card,
      amount: 900,
      currency: 'USD',
      description: 'x',
      idempotencyKey: 'a',
    });
    expect(result).toMatchObject({ outcome: 'requires_authentication', redirectUrl: null });
    expect(stripe.received.at(-1)?.form.get('off_session')).toBe('true');
  });

  it('confirms on-session with a return URL: requires_action gives the bank page, then GET tells the outcome', async () => {
    const stripeProvider = provider();
    const card = await saveCard(stripeProvider, { number: '4000002500003155' });
    const returnUrl = 'http://localhost:3000/rider/book?payment_authenticated=1';
    const result = await stripeProvider.authorise({
      card,
      amount: 2_400,
      currency: 'USD',
      description: 'A ride',
      idempotencyKey: 'ride-hold-r-k1',
      returnUrl,
    });
    if (result.outcome !== 'requires_authentication') throw new Error('expected 3-D Secure');
    expect(result.paymentId).toMatch(/^pi_/);
    expect(result.redirectUrl).toBe(`${stripe.baseUrl}/3ds/${result.paymentId}`);
    expect(Object.fromEntries(stripe.received.at(-1)?.form ?? [])).toMatchObject({
      confirm: 'true',
      off_session: 'false',
      return_url: returnUrl,
      'metadata[reference]': 'ride-hold-r-k1',
    });

    expect(await stripeProvider.findAuthorisation(result.paymentId)).toEqual({
      status: 'requires_authentication',
      amount: 2_400,
      currency: 'USD',
      reference: 'ride-hold-r-k1',
      redirectUrl: result.redirectUrl,
    });
    const retrieval = stripe.received.at(-1);
    expect(retrieval?.method).toBe('GET');
    expect(retrieval?.path).toBe(`/v1/payment_intents/${result.paymentId}`);
    expect(retrieval?.headers.authorization).toBe('Bearer sk_test_123');
    expect(retrieval?.headers['idempotency-key']).toBeUndefined();

    stripe.authenticate(result.paymentId, true);
    expect(await stripeProvider.findAuthorisation(result.paymentId)).toMatchObject({ status: 'authorised' });
    await stripeProvider.capture(result.paymentId, 2_000, 'capture-3ds');
    expect(stripe.received.at(-1)?.path).toBe(`/v1/payment_intents/${result.paymentId}/capture`);
  });

  it('reads a failed 3-D Secure, an unknown intent and an outage when asked for the outcome', async () => {
    const stripeProvider = provider();
    const card = await saveCard(stripeProvider, { number: '4000002500003155' });
    const result = await stripeProvider.authorise({
      card,
      amount: 900,
      currency: 'USD',
      description: 'x',
      idempotencyKey: 'ride-hold-r-k2',
      returnUrl: 'https://rider.example.com/rider/book',
    });
    if (result.outcome !== 'requires_authentication') throw new Error('expected 3-D Secure');
    stripe.authenticate(result.paymentId, false);
    expect(await stripeProvider.findAuthorisation(result.paymentId)).toMatchObject({ status: 'failed' });
    expect(await stripeProvider.findAuthorisation('pi_unknown')).toBeUndefined();
    stripe.override(() => ({ status: 500, body: { error: { type: 'api_error' } } }));
    await expect(stripeProvider.findAuthorisation(result.paymentId)).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });

  it('turns a bad key, an outage or an unreachable server into PaymentProviderUnavailableError without the body', async () => {
    stripe.override(() => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } },
    }));
    const unauthorised = provider().startCardSetup(OWNER, RETURN_URL);
    await expect(unauthorised).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(unauthorised).rejects.toThrow(/HTTP 401/);
    stripe.override(() => ({ status: 500, body: 'not json' }));
    await expect(provider().capture('pi_1', 100, 'k')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
    const unreachable = createStripePaymentProvider({
      secretKey: 'sk_test_1',
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(unreachable.void('pi_1', 'k')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});
