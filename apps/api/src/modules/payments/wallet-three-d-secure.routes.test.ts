import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, PAYMENT_MESSAGES, apiErrorSchema, type Wallet } from '@ridebook/validation';
import { cardPayments, ledgerTransactions } from '../../db/schema.ts';
import type { TestBrowser } from '../../test/browser.ts';
import {
  TEST_CARD,
  buildRideTestContext,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { saveCard, ledgerTotals, walletOf } from '../../test/payments-support.ts';
import { stripeTestContextPerTest } from '../../test/stripe-support.ts';

// 3-D Secure for wallet top-ups (docs/decisions/008), as at booking: the 402 says where the rider's browser goes,
// the top-up sent again with the confirmed payment captures it and credits the wallet, once.

/** app.inject addresses the API as http://localhost:80: this is its own origin. */
const OWN_ORIGIN = 'http://localhost:80';
const RETURN_URL = 'http://localhost/rider/wallet?payment_authenticated=1';
const THREE_D_SECURE_CARD = { ...TEST_CARD, number: '4000 0025 0000 3155' };
const TOP_UP_PATH = '/api/rider/wallet/top-up';

type TopUp = { amount: number; idempotencyKey: string; returnUrl?: string; authenticatedPaymentId?: string };

async function riderWithCard(context: RideTestContext, card = THREE_D_SECURE_CARD) {
  const rider = await signedInRider(context.app);
  const saved = await saveCard(rider.browser, card);
  expect(saved.statusCode).toBe(201);
  return rider;
}

const draftTopUp = (amount = 2_500): TopUp => ({
  amount,
  idempotencyKey: randomUUID(),
  returnUrl: RETURN_URL,
});

/** Tops up and expects the 402 that asks for 3-D Secure; returns where the browser goes. */
async function topUpNeedingAuthentication(rider: TestBrowser, topUp: TopUp) {
  const response = await rider.post(TOP_UP_PATH, topUp);
  expect(response.statusCode).toBe(402);
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({
    code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
    message: PAYMENT_MESSAGES.authenticationRedirect,
    errors: [{ path: 'paymentMethodId', message: PAYMENT_MESSAGES.authenticationRedirect }],
  });
  if (!body.authentication) throw new Error('expected authentication in the 402');
  return body.authentication;
}

/** The rider's click on the sandbox page: a form post from the page itself (same origin). */
function answer(context: RideTestContext, redirectUrl: string, result: 'complete' | 'fail') {
  return context.app.inject({
    method: 'POST',
    url: redirectUrl,
    payload: `result=${result}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: OWN_ORIGIN },
  });
}

async function topUpPaymentsOf(context: RideTestContext, userId: string) {
  return context.db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.userId, userId), eq(cardPayments.purpose, 'wallet_top_up')));
}

async function topUpPostingsOf(context: RideTestContext, userId: string) {
  return context.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.actorId, userId), eq(ledgerTransactions.kind, 'wallet_top_up')));
}

const walletBody = (response: { json: <T>() => T }) => response.json<{ data: Wallet }>().data;

const invalidPayment = {
  code: ERROR_CODES.VALIDATION_FAILED,
  message: PAYMENT_MESSAGES.topUpAuthenticatedPaymentInvalid,
  errors: [{ path: 'paymentMethodId', message: PAYMENT_MESSAGES.topUpAuthenticatedPaymentInvalid }],
};

describe.skipIf(isTestDatabaseMissing)('3-D Secure for wallet top-ups (sandbox)', () => {
  let context: RideTestContext;
  afterEach(async () => {
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    await context.app.close();
  });

  it('completing the bank’s page and sending the top-up again credits the wallet, exactly once', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithCard(context);
    const topUp = draftTopUp();
    const authentication = await topUpNeedingAuthentication(rider.browser, topUp);
    expect(authentication.redirectUrl).toBe(`/api/payments/sandbox/authenticate/${authentication.paymentId}`);
    const page = await context.app.inject({ method: 'GET', url: authentication.redirectUrl });
    expect(page.body).toContain('a payment of <strong>$25.00</strong> to RideBook for a wallet top-up.');
    expect(page.body).toContain('@media (prefers-color-scheme: dark)');
    expect((await walletOf(rider.browser)).balance).toBe(0);

    const completed = await answer(context, authentication.redirectUrl, 'complete');
    expect(completed.statusCode).toBe(303);
    const back = new URL(completed.headers.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/rider/wallet');
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    const resent = { ...topUp, authenticatedPaymentId: authentication.paymentId };
    const credited = await rider.browser.post(TOP_UP_PATH, resent);
    expect(credited.statusCode).toBe(201);
    expect(walletBody(credited)).toEqual({ currency: 'USD', balance: 2_500, held: 0, available: 2_500 });
    // The same re-send again, and two at once: the same answer, nothing credited twice.
    const [again, ...concurrent] = await Promise.all([
      rider.browser.post(TOP_UP_PATH, resent),
      rider.browser.post(TOP_UP_PATH, resent),
      rider.browser.post(TOP_UP_PATH, resent),
    ]);
    for (const response of [again, ...concurrent]) {
      expect(response.statusCode).toBe(201);
      expect(walletBody(response)).toEqual(walletBody(credited));
    }
    expect(await topUpPaymentsOf(context, rider.account.id)).toEqual([
      expect.objectContaining({
        providerPaymentId: authentication.paymentId,
        status: 'captured',
        amount: 2_500,
        capturedAmount: 2_500,
        last4: '3155',
      }),
    ]);
    expect(await topUpPostingsOf(context, rider.account.id)).toHaveLength(1);
  });

  it('sent again before the rider answers, it still waits for the bank: the same payment and page', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithCard(context);
    const topUp = draftTopUp();
    const authentication = await topUpNeedingAuthentication(rider.browser, topUp);
    expect(
      await topUpNeedingAuthentication(rider.browser, {
        ...topUp,
        authenticatedPaymentId: authentication.paymentId,
      }),
    ).toEqual(authentication);
    // The first request sent again (same key, no payment yet) finds the same waiting payment.
    expect(await topUpNeedingAuthentication(rider.browser, topUp)).toEqual(authentication);
    expect((await walletOf(rider.browser)).balance).toBe(0);
    expect(await topUpPaymentsOf(context, rider.account.id)).toEqual([]);
  });

  it('a failed authentication refuses the top-up with the bank’s answer and credits nothing', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithCard(context);
    const topUp = draftTopUp();
    const { paymentId, redirectUrl } = await topUpNeedingAuthentication(rider.browser, topUp);
    expect((await answer(context, redirectUrl, 'fail')).statusCode).toBe(303);

    const refused = await rider.browser.post(TOP_UP_PATH, { ...topUp, authenticatedPaymentId: paymentId });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      code: ERROR_CODES.CARD_DECLINED,
      message: PAYMENT_MESSAGES.authenticationFailed,
      errors: [{ path: 'paymentMethodId', message: PAYMENT_MESSAGES.authenticationFailed }],
    });
    expect((await walletOf(rider.browser)).balance).toBe(0);
    expect(await topUpPaymentsOf(context, rider.account.id)).toEqual([]);
  });

  it('a payment made for another rider, another top-up or another amount is refused', async () => {
    context = await buildRideTestContext();
    const owner = await riderWithCard(context);
    const ownersTopUp = draftTopUp();
    const { paymentId, redirectUrl } = await topUpNeedingAuthentication(owner.browser, ownersTopUp);
    expect((await answer(context, redirectUrl, 'complete')).statusCode).toBe(303);

    const other = await riderWithCard(context);
    const attempts = [
      { browser: other.browser, body: { ...ownersTopUp, authenticatedPaymentId: paymentId } },
      { browser: owner.browser, body: { ...draftTopUp(), authenticatedPaymentId: paymentId } },
      { browser: owner.browser, body: { ...ownersTopUp, amount: 5_000, authenticatedPaymentId: paymentId } },
      {
        browser: owner.browser,
        body: { ...ownersTopUp, authenticatedPaymentId: 'sandbox_payment_unknown' },
      },
    ];
    for (const { browser, body } of attempts) {
      const response = await browser.post(TOP_UP_PATH, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidPayment);
    }
    expect((await walletOf(other.browser)).balance).toBe(0);
    expect((await walletOf(owner.browser)).balance).toBe(0);
    // The owner's own re-send still works.
    const credited = await owner.browser.post(TOP_UP_PATH, {
      ...ownersTopUp,
      authenticatedPaymentId: paymentId,
    });
    expect(walletBody(credited).balance).toBe(2_500);
  });

  it('without a page to come back to, the top-up is refused as before', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithCard(context);
    const response = await rider.browser.post(TOP_UP_PATH, { amount: 2_500 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
      message: PAYMENT_MESSAGES.authenticationRequired,
      errors: [{ path: 'paymentMethodId', message: PAYMENT_MESSAGES.authenticationRequired }],
    });
  });

  it('a card without 3-D Secure: the same top-up sent twice (same key) is credited once', async () => {
    context = await buildRideTestContext();
    const rider = await riderWithCard(context, TEST_CARD);
    const topUp = draftTopUp(1_000);
    const first = await rider.browser.post(TOP_UP_PATH, topUp);
    const second = await rider.browser.post(TOP_UP_PATH, topUp);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(walletBody(second)).toEqual(walletBody(first));
    expect(walletBody(second).balance).toBe(1_000);
    // A new key is a new top-up.
    const another = await rider.browser.post(TOP_UP_PATH, draftTopUp(1_000));
    expect(walletBody(another).balance).toBe(2_000);
  });
});

describe.skipIf(isTestDatabaseMissing)('3-D Secure for wallet top-ups (Stripe)', () => {
  const context = stripeTestContextPerTest();

  it('captures the intent once Stripe says it is authorised, then credits the wallet once', async () => {
    const { stripe } = context;
    const rider = await riderWithCard(context);
    const topUp = draftTopUp();
    const { paymentId, redirectUrl } = await topUpNeedingAuthentication(rider.browser, topUp);
    expect(redirectUrl).toBe(`${stripe.baseUrl}/3ds/${paymentId}`);
    const resent = { ...topUp, authenticatedPaymentId: paymentId };
    // Not answered yet: Stripe still waits for the bank.
    expect(await topUpNeedingAuthentication(rider.browser, resent)).toEqual({ paymentId, redirectUrl });

    stripe.authenticate(paymentId, true);
    const credited = await rider.browser.post(TOP_UP_PATH, resent);
    expect(credited.statusCode).toBe(201);
    expect(walletBody(credited).balance).toBe(2_500);
    const again = await rider.browser.post(TOP_UP_PATH, resent);
    expect(walletBody(again)).toEqual(walletBody(credited));
    const captures = stripe.received.filter(
      (request) => request.path === `/v1/payment_intents/${paymentId}/capture`,
    );
    expect(captures).toHaveLength(1);
    expect(await topUpPaymentsOf(context, rider.account.id)).toEqual([
      expect.objectContaining({ provider: 'stripe', providerPaymentId: paymentId, status: 'captured' }),
    ]);
  });
});
