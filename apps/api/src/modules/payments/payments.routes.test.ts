import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  PAYMENT_MESSAGES,
  cardDeclinedMessage,
  auditLogResponseSchema,
  driverEarningsResponseSchema,
  refundTooLargeMessage,
  savedCardListResponseSchema,
  tipRefundTooLargeMessage,
  walletHistoryResponseSchema,
  type SavedCard,
} from '@ridebook/validation';
import { and, eq } from 'drizzle-orm';
import { auditLog, cardPayments } from '../../db/schema.ts';
import { completedRide, expectedFareShares, ledgerRowsOf, todayAtTen } from '../../test/money-support.ts';
import {
  TEST_CARD,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { accountBalance } from '../ledger/index.ts';
import {
  CARD_SETUP_RETURN_URL,
  cardPaymentsOf,
  ledgerTotals,
  saveCard,
  startCardSetup,
  typeCardInProviderFields,
  walletOf,
  type TypedCard,
} from '../../test/payments-support.ts';

const DECLINED_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

async function addCard(rider: TestBrowser, card: TypedCard = TEST_CARD) {
  const response = await saveCard(rider, card);
  return { response, card: response.json<{ data: SavedCard }>().data };
}

function remove(rider: TestBrowser, cardId: string) {
  return rider.request({ method: 'DELETE', url: `/api/rider/payment-methods/${cardId}` });
}

async function cardsOf(rider: TestBrowser) {
  return savedCardListResponseSchema.parse((await rider.get('/api/rider/payment-methods')).json()).data;
}

describe.skipIf(isTestDatabaseMissing)('payments API', () => {
  const context = rideTestContextPerTest();
  beforeEach(() => {
    context.clock.set(todayAtTen());
  });

  describe('saved cards', () => {
    it('keeps brand, last 4 and expiry; the first card becomes the default', async () => {
      const rider = await signedInRider(context.app);
      const { response, card } = await addCard(rider.browser);
      expect(response.statusCode).toBe(201);
      expect(card).toMatchObject({
        provider: 'sandbox',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2040,
        isDefault: true,
      });
      expect(Object.keys(card).sort()).toEqual(
        ['brand', 'createdAt', 'expMonth', 'expYear', 'id', 'isDefault', 'last4', 'provider'].sort(),
      );
      expect(await cardsOf(rider.browser)).toEqual([card]);
    });

    it('switches the default, and removing the default makes the newest other card the default', async () => {
      const rider = await signedInRider(context.app);
      const first = (await addCard(rider.browser)).card;
      context.clock.advance(1_000);
      const second = (await addCard(rider.browser, { ...TEST_CARD, number: '5555 5555 5555 4444' })).card;
      context.clock.advance(1_000);
      const third = (await addCard(rider.browser, { ...TEST_CARD, number: '378282246310005', cvc: '1234' }))
        .card;
      expect(second.isDefault).toBe(false);
      expect(third).toMatchObject({ brand: 'amex', last4: '0005', isDefault: false });

      const made = await rider.browser.post(`/api/rider/payment-methods/${second.id}/default`);
      expect(made.statusCode).toBe(200);
      expect((await cardsOf(rider.browser)).map((card) => [card.last4, card.isDefault])).toEqual([
        ['4444', true],
        ['0005', false],
        ['4242', false],
      ]);
      const removed = await remove(rider.browser, second.id);
      expect(removed.json()).toEqual({ message: PAYMENT_MESSAGES.paymentMethodRemoved });
      expect((await cardsOf(rider.browser)).map((card) => [card.id, card.isDefault])).toEqual([
        [third.id, true],
        [first.id, false],
      ]);
    });

    it.each([
      [{ ...TEST_CARD, number: '4242 4242 4242 4241' }, 'number', PAYMENT_MESSAGES.cardNumberInvalid],
      [{ ...TEST_CARD, number: 'not a card' }, 'number', PAYMENT_MESSAGES.cardNumberInvalid],
      [{ ...TEST_CARD, number: '4111 1111 1111 1111' }, 'number', PAYMENT_MESSAGES.sandboxTestCardsOnly],
      [{ ...TEST_CARD, expMonth: 13 }, 'expMonth', PAYMENT_MESSAGES.expMonthInvalid],
      [{ ...TEST_CARD, expYear: 2020 }, 'expYear', PAYMENT_MESSAGES.cardExpired],
      [{ ...TEST_CARD, cvc: '12a' }, 'cvc', PAYMENT_MESSAGES.cvcInvalid],
    ])(
      'the sandbox card page refuses %j naming %s, and the setup saves no card',
      async (card, path, message) => {
        const rider = await signedInRider(context.app);
        const setup = await startCardSetup(rider.browser);
        const page = await typeCardInProviderFields(rider.browser, setup, card);
        expect(page?.statusCode).toBe(422);
        expect(page?.headers['content-type']).toMatch(/^text\/html/);
        expect(page?.body).toContain(`id="${path}" name="${path}"`);
        expect(page?.body).toMatch(new RegExp(`id="${path}"[^>]*aria-invalid="true"`));
        expect(page?.body).toContain(message.replaceAll("'", '&#39;'));
        const saved = await rider.browser.post('/api/rider/payment-methods', { setupId: setup.setupId });
        expect(saved.statusCode).toBe(400);
        expect(saved.json()).toEqual({
          code: ERROR_CODES.VALIDATION_FAILED,
          message: PAYMENT_MESSAGES.cardSetupPending,
          errors: [{ path: 'setupId', message: PAYMENT_MESSAGES.cardSetupPending }],
        });
        expect(await cardsOf(rider.browser)).toEqual([]);
      },
    );

    it('serves the sandbox card page on the API origin, labelled, with its secret only, back to a configured origin only', async () => {
      const rider = await signedInRider(context.app);
      const setup = await startCardSetup(rider.browser);
      expect(setup.hostedPageUrl).toBe(
        `/api/payments/sandbox/card-setups/${setup.setupId}?client_secret=${setup.clientSecret}`,
      );
      const page = await rider.browser.get(setup.hostedPageUrl ?? '');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('RideBook sandbox — add a test card');
      expect(page.body).toContain('Test mode: no real card is charged');
      expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const forged = await rider.browser.get(
        `/api/payments/sandbox/card-setups/${setup.setupId}?client_secret=nope`,
      );
      expect(forged.statusCode).toBe(404);

      const typed = await typeCardInProviderFields(rider.browser, setup, TEST_CARD);
      expect(typed?.statusCode).toBe(303);
      expect(typed?.headers.location).toBe(
        `${CARD_SETUP_RETURN_URL}&setup_intent=${setup.setupId}&redirect_status=succeeded`,
      );
      // Another rider cannot save this setup's card; its owner can, once.
      const other = await signedInRider(context.app);
      const stolen = await other.browser.post('/api/rider/payment-methods', { setupId: setup.setupId });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({
        errors: [{ path: 'setupId', message: PAYMENT_MESSAGES.cardSetupInvalid }],
      });
      expect(
        (await rider.browser.post('/api/rider/payment-methods', { setupId: setup.setupId })).statusCode,
      ).toBe(201);
      expect(
        (await rider.browser.post('/api/rider/payment-methods', { setupId: setup.setupId })).statusCode,
      ).toBe(409);
      // Typing again on a used page changes nothing: it sends the rider back.
      expect(
        (await typeCardInProviderFields(rider.browser, setup, { number: '5555555555554444' }))?.statusCode,
      ).toBe(303);
      expect((await cardsOf(rider.browser)).map((card) => card.last4)).toEqual(['4242']);

      const elsewhere = await rider.browser.post('/api/rider/payment-methods/setup', {
        returnUrl: 'https://evil.example/rider/wallet',
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ errors: [{ path: 'returnUrl' }] });
      const driver = await signedInDriver(context.app, context.db, null);
      expect(
        (await driver.browser.post('/api/rider/payment-methods/setup', { returnUrl: CARD_SETUP_RETURN_URL }))
          .statusCode,
      ).toBe(403);
    });

    it('refuses a card already saved (same brand, last 4 and expiry) with a 409, also when saved twice at once', async () => {
      const rider = await signedInRider(context.app);
      const first = (await addCard(rider.browser)).card;
      const again = await addCard(rider.browser, { ...TEST_CARD, number: '4242424242424242', cvc: '999' });
      expect(again.response.statusCode).toBe(409);
      expect(again.response.json()).toEqual({
        code: ERROR_CODES.CARD_ALREADY_SAVED,
        message: PAYMENT_MESSAGES.cardAlreadySaved,
        errors: [{ path: 'setupId', message: PAYMENT_MESSAGES.cardAlreadySaved }],
      });
      // Another expiry is another card (a renewed one), and so is another number.
      const renewed = await addCard(rider.browser, { ...TEST_CARD, expYear: TEST_CARD.expYear + 1 });
      expect(renewed.response.statusCode).toBe(201);
      expect((await cardsOf(rider.browser)).map((card) => card.id)).toEqual([first.id, renewed.card.id]);

      // Two saves of one new card at once: one is saved, the other refused.
      const saves = await Promise.all([
        addCard(rider.browser, { ...TEST_CARD, number: '5555 5555 5555 4444' }),
        addCard(rider.browser, { ...TEST_CARD, number: '5555 5555 5555 4444' }),
      ]);
      expect(saves.map((save) => save.response.statusCode).sort()).toEqual([201, 409]);
      expect((await cardsOf(rider.browser)).filter((card) => card.last4 === '4444')).toHaveLength(1);

      // Another rider may save the same card.
      const other = await signedInRider(context.app);
      expect((await addCard(other.browser)).response.statusCode).toBe(201);
    });

    it('keeps cards to their owner and to riders', async () => {
      const owner = await signedInRider(context.app);
      const other = await signedInRider(context.app);
      const { card } = await addCard(owner.browser);
      expect((await remove(other.browser, card.id)).statusCode).toBe(404);
      expect((await other.browser.post(`/api/rider/payment-methods/${card.id}/default`)).statusCode).toBe(
        404,
      );
      expect(await cardsOf(other.browser)).toEqual([]);
      expect((await remove(owner.browser, 'not-an-id')).statusCode).toBe(400);
      const driver = await signedInDriver(context.app, context.db, null);
      const admin = await signedInAdmin(context.app, context.db);
      expect((await driver.browser.get('/api/rider/payment-methods')).statusCode).toBe(403);
      expect((await admin.browser.get('/api/rider/wallet')).statusCode).toBe(403);
      expect(
        (await context.app.inject({ method: 'GET', url: '/api/rider/payment-methods' })).statusCode,
      ).toBe(401);
      expect(await cardsOf(owner.browser)).toHaveLength(1);
    });

    it('appear in the OpenAPI document with the wallet and refund routes', async () => {
      const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
        paths: Record<string, unknown>;
      }>();
      for (const path of [
        '/api/payments/config',
        '/api/rider/payment-methods',
        '/api/rider/payment-methods/setup',
        '/api/payments/sandbox/card-setups/{setupId}',
        '/api/rider/payment-methods/{id}',
        '/api/rider/payment-methods/{id}/default',
        '/api/rider/wallet',
        '/api/rider/wallet/top-up',
        '/api/rider/wallet/history',
        '/api/admin/rides/{id}/refund',
      ]) {
        expect(Object.keys(document.paths)).toContain(path);
      }
    });

    it('labels the sandbox and lists its test cards', async () => {
      const rider = await signedInRider(context.app);
      const config = (await rider.browser.get('/api/payments/config')).json<{
        data: { isSandbox: boolean; testCards: Array<{ number: string; outcome: string }> };
      }>().data;
      expect(config.isSandbox).toBe(true);
      expect(config.testCards).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ number: '4242424242424242', outcome: 'succeeds' }),
          expect.objectContaining({ number: '4000000000000002', outcome: 'declined' }),
          expect.objectContaining({ number: '4000002500003155', outcome: 'requires_authentication' }),
        ]),
      );
    });
  });

  describe('the wallet', () => {
    it('tops up by card (card_clearing -> rider_wallet) and lists the movement', async () => {
      const rider = await signedInRider(context.app);
      expect(await walletOf(rider.browser)).toEqual({ currency: 'USD', balance: 0, held: 0, available: 0 });
      await addCard(rider.browser);
      const topUp = await rider.browser.post('/api/rider/wallet/top-up', { amount: 2_500 });
      expect(topUp.statusCode).toBe(201);
      expect(topUp.json()).toEqual({ data: { currency: 'USD', balance: 2_500, held: 0, available: 2_500 } });
      expect(await accountBalance(context.db, 'card_clearing', null)).toBe(-2_500);
      const history = walletHistoryResponseSchema.parse(
        (await rider.browser.get('/api/rider/wallet/history')).json(),
      );
      expect(history.data).toEqual([
        expect.objectContaining({
          kind: 'wallet_top_up',
          amount: 2_500,
          rideId: null,
          description: 'Wallet top-up of $25.00 (visa ending 4242)',
          // The card, for the apps to name it as everywhere else ("Visa •••• 4242").
          card: { brand: 'visa', last4: '4242' },
        }),
      ]);
      expect(history.page).toMatchObject({ total: 1, page: 1 });
      expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    });

    it('refuses a top-up out of range, without a card, or with a declined card, moving nothing', async () => {
      const rider = await signedInRider(context.app);
      const noCard = await rider.browser.post('/api/rider/wallet/top-up', { amount: 2_500 });
      expect(noCard.statusCode).toBe(400);
      expect(noCard.json()).toMatchObject({
        code: ERROR_CODES.PAYMENT_METHOD_REQUIRED,
        errors: [{ path: 'paymentMethodId', message: PAYMENT_MESSAGES.cardRequired }],
      });
      for (const amount of [499, 50_001, 10.5]) {
        const response = await rider.browser.post('/api/rider/wallet/top-up', { amount });
        expect(response.json()).toMatchObject({
          errors: [{ path: 'amount', message: PAYMENT_MESSAGES.topUpOutOfRange }],
        });
      }
      const { card } = await addCard(rider.browser, DECLINED_CARD);
      const declined = await rider.browser.post('/api/rider/wallet/top-up', {
        amount: 2_500,
        paymentMethodId: card.id,
      });
      expect(declined.statusCode).toBe(402);
      const message = cardDeclinedMessage('the bank refused the payment');
      expect(declined.json()).toEqual({
        code: ERROR_CODES.CARD_DECLINED,
        message,
        errors: [{ path: 'paymentMethodId', message }],
      });
      expect(await walletOf(rider.browser)).toMatchObject({ balance: 0 });
    });
  });

  describe('refunds', () => {
    it('gives back part of a card fare to the card and the rest to the wallet, never more than was paid, audited', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { rider, driver, ride } = await completedRide(context, { paymentMethod: 'card' });
      const fare = ride.fare.final ?? 0;
      const { driverShare } = expectedFareShares(fare);

      const toCard = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: 500,
        destination: 'card',
        reason: 'Long pickup',
      });
      expect(toCard.statusCode).toBe(200);
      expect(toCard.json()).toEqual({
        data: {
          rideId: ride.id,
          currency: 'USD',
          amount: 500,
          destination: 'card',
          purpose: 'fare',
          refundedTotal: 500,
          refundable: fare - 500,
        },
      });
      expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({
        capturedAmount: fare,
        refundedAmount: 500,
      });

      const tooMuch = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: fare,
        destination: 'wallet',
        reason: 'Again',
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({
        code: ERROR_CODES.REFUND_NOT_ALLOWED,
        errors: [{ path: 'amount', message: refundTooLargeMessage(fare - 500, 'USD') }],
      });

      const rest = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: fare - 500,
        destination: 'wallet',
        reason: 'Driver was rude',
      });
      expect(rest.json()).toMatchObject({ data: { refundedTotal: fare, refundable: 0 } });
      const nothingLeft = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: 1,
        destination: 'wallet',
        reason: 'Once more',
      });
      expect(nothingLeft.json()).toMatchObject({ message: PAYMENT_MESSAGES.refundNothingLeft });

      // A full refund takes back exactly what the fare gave each side.
      expect(await accountBalance(context.db, 'driver_earnings', driver.account.id)).toBe(0);
      expect(await accountBalance(context.db, 'platform_revenue', null)).toBe(0);
      expect(await walletOf(rider.browser)).toMatchObject({ balance: fare - 500 });
      expect(driverShare).toBeGreaterThan(0);
      expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
      const audited = await context.db.select().from(auditLog).where(eq(auditLog.action, 'ride.refund'));
      expect(
        audited.map((entry) => [entry.actorId, entry.targetId, entry.reason, entry.details.amount]),
      ).toEqual([
        [admin.account.id, ride.id, 'Long pickup', 500],
        [admin.account.id, ride.id, 'Driver was rude', fare - 500],
      ]);
      // The audit log's Refund filter (its action list is the one in @ridebook/validation) finds both.
      const log = auditLogResponseSchema.parse(
        (await admin.browser.get('/api/admin/audit-log?action=ride.refund')).json(),
      );
      expect(log.data.map((entry) => [entry.action, entry.targetId, entry.reason])).toEqual([
        ['ride.refund', ride.id, 'Driver was rude'],
        ['ride.refund', ride.id, 'Long pickup'],
      ]);
    });

    it('never refunds a fare from the tip’s card payment', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { rider, ride } = await completedRide(context, { paymentMethod: 'card' });
      expect((await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 1_000 })).statusCode).toBe(200);
      await context.app.settlements.runDue();
      // The fare's capture failed at the provider: nothing of the fare was taken from the card.
      await context.db
        .update(cardPayments)
        .set({ status: 'capture_failed', capturedAmount: 0 })
        .where(and(eq(cardPayments.rideId, ride.id), eq(cardPayments.purpose, 'ride')));

      const refused = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: 500,
        destination: 'card',
        reason: 'Long pickup',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errors: [{ path: 'destination', message: PAYMENT_MESSAGES.refundCardUnavailable }],
      });
      const tip = (await cardPaymentsOf(context, ride.id)).find((payment) => payment.purpose === 'tip');
      expect(tip).toMatchObject({ capturedAmount: 1_000, refundedAmount: 0 });
    });

    it('gives back a card tip to its card and the wallet, all from the driver, never more than the tip, audited', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { rider, driver, ride } = await completedRide(context, { paymentMethod: 'card' });
      const fare = ride.fare.final ?? 0;
      const { driverShare, platformShare } = expectedFareShares(fare);
      expect((await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 1_000 })).statusCode).toBe(200);
      await context.app.settlements.runDue();
      const refundTip = (amount: number, destination: 'card' | 'wallet', reason = 'Tipped by mistake') =>
        admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
          purpose: 'tip',
          amount,
          destination,
          reason,
        });

      const toCard = await refundTip(400, 'card');
      expect(toCard.statusCode).toBe(200);
      expect(toCard.json()).toEqual({
        data: {
          rideId: ride.id,
          currency: 'USD',
          amount: 400,
          destination: 'card',
          purpose: 'tip',
          refundedTotal: 400,
          refundable: 600,
        },
      });
      const payments = await cardPaymentsOf(context, ride.id);
      expect(payments.find((payment) => payment.purpose === 'tip')).toMatchObject({ refundedAmount: 400 });
      expect(payments.find((payment) => payment.purpose === 'ride')).toMatchObject({ refundedAmount: 0 });
      expect(await accountBalance(context.db, 'driver_earnings', driver.account.id)).toBe(driverShare + 600);
      expect(await accountBalance(context.db, 'platform_revenue', null)).toBe(platformShare);
      // Posted as its own kind: the tip and its refund stand apart from the fare and any fare refund.
      expect((await ledgerRowsOf(context, ride.id)).filter(([kind]) => kind.includes('refund'))).toEqual([
        ['tip_refund', 'card_clearing', null, 400],
        ['tip_refund', 'driver_earnings', driver.account.id, -400],
      ]);
      // The driver's earnings: the tip as it was paid, their net less what was given back of it.
      const earnings = driverEarningsResponseSchema.parse(
        (await driver.browser.get('/api/driver/earnings')).json(),
      ).data.totals;
      expect(earnings).toMatchObject({ fares: driverShare, tips: 1_000, net: driverShare + 600 });

      const tooMuch = await refundTip(601, 'wallet');
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json()).toMatchObject({
        code: ERROR_CODES.REFUND_NOT_ALLOWED,
        errors: [{ path: 'amount', message: tipRefundTooLargeMessage(600, 'USD') }],
      });
      const rest = await refundTip(600, 'wallet', 'Meant $1, not $10');
      expect(rest.json()).toMatchObject({ data: { purpose: 'tip', refundedTotal: 1_000, refundable: 0 } });
      const nothingLeft = await refundTip(1, 'wallet');
      expect(nothingLeft.statusCode).toBe(409);
      expect(nothingLeft.json()).toMatchObject({ message: PAYMENT_MESSAGES.refundTipNothingLeft });
      expect(await accountBalance(context.db, 'driver_earnings', driver.account.id)).toBe(driverShare);
      expect(await walletOf(rider.browser)).toMatchObject({ balance: 600 });

      // The fare is refunded on its own account: all of it is still refundable.
      const fareRefund = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: fare,
        destination: 'card',
        reason: 'Wrong route',
      });
      expect(fareRefund.json()).toMatchObject({
        data: { purpose: 'fare', refundedTotal: fare, refundable: 0 },
      });
      expect(await accountBalance(context.db, 'driver_earnings', driver.account.id)).toBe(0);
      expect(await accountBalance(context.db, 'platform_revenue', null)).toBe(0);
      expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
      expect(
        (await ledgerRowsOf(context, ride.id))
          .filter(
            ([kind, account]) =>
              kind.includes('refund') && ['rider_wallet', 'card_clearing'].includes(account),
          )
          .map(([kind, account, , amount]) => [kind, account, amount]),
      ).toEqual([
        ['tip_refund', 'card_clearing', 400],
        ['tip_refund', 'rider_wallet', 600],
        ['refund', 'card_clearing', fare],
      ]);
      const audited = await context.db.select().from(auditLog).where(eq(auditLog.action, 'ride.refund'));
      expect(audited.map((entry) => [entry.reason, entry.details.purpose, entry.details.amount])).toEqual([
        ['Tipped by mistake', 'tip', 400],
        ['Meant $1, not $10', 'tip', 600],
        ['Wrong route', 'fare', fare],
      ]);
    });

    it('refuses a tip refund without a tip, to a card that never paid the tip, and by a rider or a driver', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { rider, driver, ride } = await completedRide(context, { paymentMethod: 'wallet' });
      const refundTip = (browser: TestBrowser, destination = 'wallet') =>
        browser.post(`/api/admin/rides/${ride.id}/refund`, {
          purpose: 'tip',
          amount: 100,
          destination,
          reason: 'Tipped by mistake',
        });

      const noTip = await refundTip(admin.browser);
      expect(noTip.statusCode).toBe(409);
      expect(noTip.json()).toMatchObject({
        code: ERROR_CODES.REFUND_NOT_ALLOWED,
        errors: [{ path: 'purpose', message: PAYMENT_MESSAGES.refundNoTip }],
      });
      // A wallet ride's tip comes from the wallet: it goes back there, not to a card.
      expect((await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 })).statusCode).toBe(200);
      await context.app.settlements.runDue();
      const toCard = await refundTip(admin.browser, 'card');
      expect(toCard.statusCode).toBe(409);
      expect(toCard.json()).toMatchObject({
        errors: [{ path: 'destination', message: PAYMENT_MESSAGES.refundTipCardUnavailable }],
      });
      expect((await refundTip(rider.browser)).statusCode).toBe(403);
      expect((await refundTip(driver.browser)).statusCode).toBe(403);
      const badPurpose = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        purpose: 'fee',
        amount: 100,
        destination: 'wallet',
        reason: 'x',
      });
      expect(badPurpose.statusCode).toBe(400);
      expect(badPurpose.json<{ errors: unknown }>().errors).toEqual([
        { path: 'purpose', message: PAYMENT_MESSAGES.refundPurposeInvalid },
      ]);
      expect((await refundTip(admin.browser)).json()).toMatchObject({
        data: { purpose: 'tip', destination: 'wallet', refundedTotal: 100, refundable: 200 },
      });
      expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    });

    it('refuses a refund to the card of a cash ride, of an unfinished ride, and by anyone but an admin', async () => {
      const admin = await signedInAdmin(context.app, context.db);
      const { rider, ride } = await completedRide(context, { paymentMethod: 'cash' });
      const toCard = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: 100,
        destination: 'card',
        reason: 'x',
      });
      expect(toCard.json()).toMatchObject({
        errors: [{ path: 'destination', message: PAYMENT_MESSAGES.refundCardUnavailable }],
      });
      expect(
        (
          await rider.browser.post(`/api/admin/rides/${ride.id}/refund`, {
            amount: 100,
            destination: 'wallet',
            reason: 'x',
          })
        ).statusCode,
      ).toBe(403);
      const bad = await admin.browser.post(`/api/admin/rides/${ride.id}/refund`, {
        amount: 0,
        destination: 'bank',
        reason: ' ',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ errors: unknown }>().errors).toEqual([
        { path: 'amount', message: PAYMENT_MESSAGES.refundAmountInvalid },
        { path: 'destination', message: PAYMENT_MESSAGES.refundDestinationInvalid },
        { path: 'reason', message: PAYMENT_MESSAGES.refundReasonRequired },
      ]);
      const unknown = await admin.browser.post(
        '/api/admin/rides/00000000-0000-4000-8000-000000000000/refund',
        { amount: 100, destination: 'wallet', reason: 'x' },
      );
      expect(unknown.statusCode).toBe(404);
      expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    });
  });
});
