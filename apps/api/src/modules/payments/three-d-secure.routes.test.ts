import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, PAYMENT_MESSAGES, RIDE_MESSAGES, apiErrorSchema } from '@ridebook/validation';
import type { TestBrowser } from '../../test/browser.ts';
import {
  PLACES,
  TEST_CARD,
  buildRideTestContext,
  rideOf,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { saveCard, cardPaymentsOf, ledgerTotals } from '../../test/payments-support.ts';
import { stripeTestContextPerTest } from '../../test/stripe-support.ts';

// 3-D Secure at booking (docs/decisions/008): the 402 says where the rider's browser goes; the sandbox's own page
// completes or fails the payment and sends the browser back; the booking sent again with the payment books the ride.

/** app.inject addresses the API as http://localhost:80: this is its own origin. */
const OWN_ORIGIN = 'http://localhost:80';
const RETURN_URL = 'http://localhost/rider/book?payment_authenticated=1';
const THREE_D_SECURE_CARD = { ...TEST_CARD, number: '4000 0025 0000 3155' };

type Booking = { quoteId: string; paymentMethod: 'card'; idempotencyKey: string; returnUrl?: string };

async function riderWithThreeDSecureCard(context: RideTestContext) {
  const rider = await signedInRider(context.app);
  const saved = await saveCard(rider.browser, THREE_D_SECURE_CARD);
  expect(saved.statusCode).toBe(201);
  return rider;
}

async function draftBooking(rider: TestBrowser, returnUrl: string | null = RETURN_URL): Promise<Booking> {
  const quote = await rider.post('/api/rides/quote', {
    pickup: PLACES.ferryBuilding,
    destination: PLACES.cityHall,
  });
  return {
    quoteId: quote.json<{ data: { id: string } }>().data.id,
    paymentMethod: 'card',
    idempotencyKey: randomUUID(),
    ...(returnUrl === null ? {} : { returnUrl }),
  };
}

/** Books and expects the 402 that asks for 3-D Secure; returns where the browser goes. */
async function bookNeedingAuthentication(rider: TestBrowser, booking: Booking) {
  const response = await rider.post('/api/rides', booking);
  expect(response.statusCode).toBe(402);
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({
    code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
    message: PAYMENT_MESSAGES.authenticationRedirect,
    errors: [{ path: 'paymentMethod', message: PAYMENT_MESSAGES.authenticationRedirect }],
  });
  if (!body.authentication) throw new Error('expected authentication in the 402');
  return body.authentication;
}

/** The rider's click on the sandbox page: a form post from the page itself (same origin). */
function answer(
  context: RideTestContext,
  redirectUrl: string,
  result: 'complete' | 'fail',
  origin = OWN_ORIGIN,
) {
  return context.app.inject({
    method: 'POST',
    url: redirectUrl,
    payload: `result=${result}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
  });
}

describe.skipIf(isTestDatabaseMissing)('3-D Secure at booking (sandbox)', () => {
  let context: RideTestContext;
  afterEach(async () => {
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    await context.app.close();
  });

  it('a 402 carries the payment and the sandbox page; completing it and booking again books with that hold', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithThreeDSecureCard(context);
    const booking = await draftBooking(rider.browser);
    const authentication = await bookNeedingAuthentication(rider.browser, booking);
    expect(authentication.paymentId).toMatch(/^sandbox_payment_/);
    expect(authentication.redirectUrl).toBe(`/api/payments/sandbox/authenticate/${authentication.paymentId}`);
    expect((await rider.browser.get('/api/rides/active')).json()).toEqual({ data: null });
    // Sent again before the rider answered: the same payment, still waiting.
    expect(
      await bookNeedingAuthentication(rider.browser, {
        ...booking,
        authenticatedPaymentId: authentication.paymentId,
      } as Booking),
    ).toEqual(authentication);

    const page = await context.app.inject({ method: 'GET', url: authentication.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>RideBook sandbox — test 3-D Secure</title>');
    expect(page.body).toContain('<h1>RideBook sandbox — test 3-D Secure</h1>');
    expect(page.body).toContain('value="complete">Complete authentication</button>');
    expect(page.body).toContain('value="fail" class="secondary">Fail authentication</button>');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost");

    const completed = await answer(context, authentication.redirectUrl, 'complete');
    expect(completed.statusCode).toBe(303);
    const back = new URL(completed.headers.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/rider/book');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_authenticated: '1',
      payment_intent: authentication.paymentId,
      redirect_status: 'succeeded',
    });

    const booked = await rider.browser.post('/api/rides', {
      ...booking,
      authenticatedPaymentId: authentication.paymentId,
    });
    expect(booked.statusCode).toBe(201);
    const ride = rideOf(booked);
    expect(await cardPaymentsOf(context, ride.id)).toEqual([
      expect.objectContaining({
        purpose: 'ride',
        status: 'authorised',
        providerPaymentId: authentication.paymentId,
        amount: ride.fare.high,
        last4: '3155',
      }),
    ]);
    // The same booking once more is the same ride (its idempotency key).
    const replay = await rider.browser.post('/api/rides', {
      ...booking,
      authenticatedPaymentId: authentication.paymentId,
    });
    expect(rideOf(replay).id).toBe(ride.id);
  });

  it('a failed authentication refuses the booking with the bank’s answer, and the page cannot be answered again', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithThreeDSecureCard(context);
    const booking = await draftBooking(rider.browser);
    const { paymentId, redirectUrl } = await bookNeedingAuthentication(rider.browser, booking);
    const failed = await answer(context, redirectUrl, 'fail');
    expect(failed.statusCode).toBe(303);
    expect(new URL(failed.headers.location ?? '').searchParams.get('redirect_status')).toBe('failed');
    // A later click changes nothing.
    await answer(context, redirectUrl, 'complete');
    const page = await context.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.body).toContain('This payment has been refused already.');
    expect(page.body).not.toContain('Complete authentication');

    const refused = await rider.browser.post('/api/rides', { ...booking, authenticatedPaymentId: paymentId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.CARD_DECLINED,
      message: PAYMENT_MESSAGES.authenticationFailed,
      errors: [{ path: 'paymentMethod', message: PAYMENT_MESSAGES.authenticationFailed }],
    });
    expect((await rider.browser.get('/api/rides/active')).json()).toEqual({ data: null });
  });

  it('a payment made for someone else’s booking (or another booking) is refused', async () => {
    context = await buildRideTestContext();
    const owner = await riderWithThreeDSecureCard(context);
    const ownersBooking = await draftBooking(owner.browser);
    const { paymentId, redirectUrl } = await bookNeedingAuthentication(owner.browser, ownersBooking);
    expect((await answer(context, redirectUrl, 'complete')).statusCode).toBe(303);

    const other = await riderWithThreeDSecureCard(context);
    const refusal = {
      code: ERROR_CODES.VALIDATION_FAILED,
      message: RIDE_MESSAGES.authenticatedPaymentInvalid,
      errors: [{ path: 'paymentMethod', message: RIDE_MESSAGES.authenticatedPaymentInvalid }],
    };
    const stolen = await other.browser.post('/api/rides', {
      ...(await draftBooking(other.browser)),
      idempotencyKey: ownersBooking.idempotencyKey,
      authenticatedPaymentId: paymentId,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(refusal);
    const anotherBooking = await owner.browser.post('/api/rides', {
      ...(await draftBooking(owner.browser)),
      authenticatedPaymentId: paymentId,
    });
    expect(anotherBooking.statusCode).toBe(400);
    expect(anotherBooking.json()).toEqual(refusal);
    const unknown = await owner.browser.post('/api/rides', {
      ...ownersBooking,
      authenticatedPaymentId: 'sandbox_payment_unknown',
    });
    expect(unknown.json()).toEqual(refusal);
    expect((await other.browser.get('/api/rides/active')).json()).toEqual({ data: null });
  });

  it('sends the browser back only to the app’s own origins, and only from its own page', async () => {
    context = await buildRideTestContext({ CORS_ORIGINS: ['https://rider.example.com'] });
    const rider = await riderWithThreeDSecureCard(context);

    const elsewhere = await bookNeedingAuthentication(
      rider.browser,
      await draftBooking(rider.browser, 'https://evil.example/phish'),
    );
    const page = await context.app.inject({ method: 'GET', url: elsewhere.redirectUrl });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toMatchObject({
      errors: [{ path: 'returnUrl', message: RIDE_MESSAGES.returnUrlInvalid }],
    });
    const refused = await answer(context, elsewhere.redirectUrl, 'complete');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.location).toBeUndefined();

    const subdomain = await bookNeedingAuthentication(
      rider.browser,
      await draftBooking(rider.browser, 'https://rider.example.com/rider/book?payment_authenticated=1'),
    );
    // A form posted from another site is refused, as every state-changing request from one is.
    const crossSite = await answer(context, subdomain.redirectUrl, 'complete', 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    const allowed = await answer(context, subdomain.redirectUrl, 'complete');
    expect(allowed.statusCode).toBe(303);
    expect(allowed.headers.location).toMatch(/^https:\/\/rider\.example\.com\/rider\/book\?/);
  });

  it('without a page to come back to, the booking is refused as before; an unknown payment has no page', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithThreeDSecureCard(context);
    const response = await rider.browser.post('/api/rides', await draftBooking(rider.browser, null));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
      message: PAYMENT_MESSAGES.authenticationRequired,
      errors: [{ path: 'paymentMethod', message: PAYMENT_MESSAGES.authenticationRequired }],
    });
    const unknown = await context.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/authenticate/sandbox_payment_unknown',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.skipIf(isTestDatabaseMissing)('3-D Secure at booking (Stripe)', () => {
  const context = stripeTestContextPerTest();

  it('sends the browser to the bank’s page, books once Stripe says the intent is authorised; no sandbox page', async () => {
    const { stripe } = context;
    const rider = await riderWithThreeDSecureCard(context);
    const booking = await draftBooking(rider.browser);
    const { paymentId, redirectUrl } = await bookNeedingAuthentication(rider.browser, booking);
    expect(redirectUrl).toBe(`${stripe.baseUrl}/3ds/${paymentId}`);
    const sandboxPage = await context.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/authenticate/${paymentId}`,
    });
    expect(sandboxPage.statusCode).toBe(404);
    expect(
      (await answer(context, `/api/payments/sandbox/authenticate/${paymentId}`, 'complete')).statusCode,
    ).toBe(404);

    stripe.authenticate(paymentId, true);
    const booked = await rider.browser.post('/api/rides', { ...booking, authenticatedPaymentId: paymentId });
    expect(booked.statusCode).toBe(201);
    expect(stripe.received.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${paymentId}` });
    expect(await cardPaymentsOf(context, rideOf(booked).id)).toEqual([
      expect.objectContaining({ provider: 'stripe', providerPaymentId: paymentId, status: 'authorised' }),
    ]);
  });
});
