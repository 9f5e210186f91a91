import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_SETTINGS,
  ERROR_CODES,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  cardDeclinedMessage,
  driverEarningsResponseSchema,
  driverSummaryResponseSchema,
} from '@ridebook/validation';
import {
  acceptedRide,
  cancelledWithFee,
  completedRide,
  expectedFareShares,
  ledgerRowsOf,
  todayAtTen,
} from '../../test/money-support.ts';
import {
  PLACES,
  WALLET_TEST_TOP_UP,
  book,
  buildRideTestContext,
  ensureTestCard,
  rideOf,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { accountBalance } from '../ledger/index.ts';
import { rideOffers } from '../../db/schema.ts';
import { saveCard, cardPaymentsOf, ledgerTotals, walletOf } from '../../test/payments-support.ts';

const trip = { pickup: PLACES.ferryBuilding, destination: PLACES.cityHall };

describe.skipIf(isTestDatabaseMissing)('payments along the ride', () => {
  let context: RideTestContext;
  beforeEach(async () => {
    context = await buildRideTestContext();
    context.clock.set(todayAtTen());
  });
  afterEach(async () => {
    expect(await ledgerTotals(context)).toEqual({ total: 0, unbalanced: 0 });
    await context.app.close();
  });

  it('card: holds the upper bound at booking and captures the final fare at completion', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider, driver, 'card');
    expect(await cardPaymentsOf(context, ride.id)).toEqual([
      expect.objectContaining({
        purpose: 'ride',
        status: 'authorised',
        amount: ride.fare.high,
        capturedAmount: 0,
      }),
    ]);
    for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
      expect((await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
    }
    const fare = rideOf(await rider.browser.get(`/api/rides/${ride.id}`)).fare.final ?? 0;
    expect(fare).toBeGreaterThan(0);
    // Settled by a queued job after the completion committed, not by the driver's request.
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({
      status: 'capture_pending',
      capturedAmount: fare,
    });
    expect(await context.app.settlements.runDue()).toBe(1);
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({
      status: 'captured',
      amount: ride.fare.high,
      capturedAmount: fare,
    });
    expect(await accountBalance(context.db, 'card_clearing', null)).toBe(-fare);
  });

  it('wallet: the fare comes out of the wallet and nothing stays held', async () => {
    const { rider, ride } = await completedRide(context, { paymentMethod: 'wallet' });
    const fare = ride.fare.final ?? 0;
    expect(await walletOf(rider.browser)).toEqual({
      currency: 'USD',
      balance: WALLET_TEST_TOP_UP - fare,
      held: 0,
      available: WALLET_TEST_TOP_UP - fare,
    });
    expect(await cardPaymentsOf(context, ride.id)).toEqual([]);
  });

  it('cash: the platform’s share becomes the driver’s cash debt, shown in earnings and the summary', async () => {
    const { driver, ride } = await completedRide(context, { paymentMethod: 'cash' });
    const { platformShare } = expectedFareShares(ride.fare.final ?? 0);
    const earnings = driverEarningsResponseSchema.parse(
      (await driver.browser.get('/api/driver/earnings')).json(),
    ).data;
    expect(earnings.cashDebt).toBe(platformShare);
    expect(earnings.totals.cashCommissionOwed).toBe(platformShare);
    const summary = driverSummaryResponseSchema.parse(
      (await driver.browser.get('/api/driver/summary')).json(),
    ).data;
    expect(summary.cashDebt).toBe(platformShare);
    // A card ride adds nothing to the debt.
    await completedRide(context, { paymentMethod: 'card', driver });
    expect(
      driverSummaryResponseSchema.parse((await driver.browser.get('/api/driver/summary')).json()).data
        .cashDebt,
    ).toBe(platformShare);
  });

  it('a rider’s cancellation within the grace period releases the hold; after it, the fee is taken from the hold', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const free = await acceptedRide(rider, driver, 'card');
    await rider.browser.post(`/api/rides/${free.id}/cancel`, { reason: 'Changed my plans' });
    await context.app.settlements.runDue();
    expect((await cardPaymentsOf(context, free.id))[0]).toMatchObject({
      status: 'voided',
      capturedAmount: 0,
    });
    expect(await ledgerRowsOf(context, free.id)).toEqual([]);

    const late = await acceptedRide(rider, driver, 'card');
    context.clock.advance((DEFAULT_PRICING_SETTINGS.cancellationGraceMinutes + 1) * 60_000);
    const cancelled = rideOf(
      await rider.browser.post(`/api/rides/${late.id}/cancel`, { reason: 'Changed my plans' }),
    );
    const fee = DEFAULT_PRICING_SETTINGS.cancellationFee;
    expect(cancelled.cancellationFee).toBe(fee);
    await context.app.settlements.runDue();
    expect((await cardPaymentsOf(context, late.id))[0]).toMatchObject({
      status: 'captured',
      capturedAmount: fee,
    });
    expect(await accountBalance(context.db, 'card_clearing', null)).toBe(-fee);
  });

  it('a wallet ride cancelled with a fee pays it from the wallet', async () => {
    const { rider } = await cancelledWithFee(context, { paymentMethod: 'wallet' });
    expect(await walletOf(rider.browser)).toMatchObject({
      balance: WALLET_TEST_TOP_UP - DEFAULT_PRICING_SETTINGS.cancellationFee,
      held: 0,
    });
  });

  it('no driver found: the hold is released', async () => {
    const rider = await signedInRider(context.app);
    const ride = rideOf(await book(rider.browser, { paymentMethod: 'card' }));
    const { maxBatches, offerTimeoutSeconds } = await context.app.rideEngine.settings.getDispatch();
    for (let round = 0; round <= maxBatches; round += 1) {
      context.clock.advance(offerTimeoutSeconds * 1000 + 1_000);
      await context.app.rideEngine.dispatch.runDueWork();
    }
    expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`))).toMatchObject({
      status: 'cancelled',
      cancellationReason: RIDE_MESSAGES.noDriverFound,
    });
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({ status: 'void_pending' });
    await context.app.settlements.runDue();
    expect((await cardPaymentsOf(context, ride.id))[0]).toMatchObject({ status: 'voided' });
    expect(await ledgerRowsOf(context, ride.id)).toEqual([]);
  });

  it('a declined card refuses the booking naming the decline; 3155 asks for authentication; no ride is made', async () => {
    const rider = await signedInRider(context.app);
    await saveCard(rider.browser, { number: '4000000000009995' });
    const declined = await book(rider.browser, { paymentMethod: 'card' });
    expect(declined.statusCode).toBe(402);
    const message = cardDeclinedMessage('insufficient funds');
    expect(declined.json()).toEqual({
      code: ERROR_CODES.CARD_DECLINED,
      message,
      errors: [{ path: 'paymentMethod', message }],
    });
    expect(message).toBe('Your card was declined: insufficient funds.');

    const other = await signedInRider(context.app);
    await saveCard(other.browser, { number: '4000 0025 0000 3155' });
    const authentication = await book(other.browser, { paymentMethod: 'card' });
    expect(authentication.statusCode).toBe(402);
    expect(authentication.json()).toMatchObject({
      code: ERROR_CODES.PAYMENT_AUTHENTICATION_REQUIRED,
      errors: [{ path: 'paymentMethod', message: PAYMENT_MESSAGES.authenticationRequired }],
    });
    expect((await rider.browser.get('/api/rides/active')).json()).toEqual({ data: null });
    expect((await other.browser.get('/api/rides/active')).json()).toEqual({ data: null });
  });

  it('a card ride needs a saved card; a wallet ride needs the money for its upper bound', async () => {
    const rider = await signedInRider(context.app);
    const quote = await rider.browser.post('/api/rides/quote', trip);
    const quoteId = quote.json<{ data: { id: string } }>().data.id;
    const byCard = await rider.browser.post('/api/rides', {
      quoteId,
      paymentMethod: 'card',
      idempotencyKey: 'no-card-0001',
    });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json()).toMatchObject({
      code: ERROR_CODES.PAYMENT_METHOD_REQUIRED,
      errors: [{ path: 'paymentMethod', message: PAYMENT_MESSAGES.cardRequired }],
    });

    await ensureTestCard(rider.browser);
    await rider.browser.post('/api/rider/wallet/top-up', { amount: 500 });
    const byWallet = await rider.browser.post('/api/rides', {
      quoteId,
      paymentMethod: 'wallet',
      idempotencyKey: 'no-money-0001',
    });
    expect(byWallet.statusCode).toBe(402);
    const high = quote.json<{ data: { fare: { high: number } } }>().data.fare.high;
    expect(byWallet.json()).toMatchObject({
      code: ERROR_CODES.WALLET_INSUFFICIENT,
      message: `Your wallet has $5.00, but this ride can cost up to $${(high / 100).toFixed(2)}. Top up your wallet or choose another payment method.`,
      errors: [{ path: 'paymentMethod' }],
    });
    expect((await rider.browser.get('/api/rides/active')).json()).toEqual({ data: null });
  });

  it("a wallet booking refused for want of money offers the ride to nobody: its first round's offers go with it", async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    await ensureTestCard(rider.browser);
    await rider.browser.post('/api/rider/wallet/top-up', { amount: 500 });
    const quote = await rider.browser.post('/api/rides/quote', trip);
    const refused = await rider.browser.post('/api/rides', {
      quoteId: quote.json<{ data: { id: string } }>().data.id,
      paymentMethod: 'wallet',
      idempotencyKey: 'no-money-0002',
    });
    expect(refused.statusCode).toBe(402);
    expect((await driver.browser.get('/api/driver/offers')).json()).toEqual({ data: [] });
    const offers = await context.db.select({ id: rideOffers.id }).from(rideOffers);
    expect(offers).toEqual([]);
    // With the money for it (book() tops the wallet up), the ride is offered to the driver.
    const booked = await book(rider.browser, { paymentMethod: 'wallet' });
    expect(booked.statusCode).toBe(201);
    const offered = (await driver.browser.get('/api/driver/offers')).json<{ data: { rideId: string }[] }>();
    expect(offered.data.map((offer) => offer.rideId)).toEqual([rideOf(booked).id]);
  });

  it('two wallet bookings at once that together exceed the balance cannot both pass', async () => {
    // Scheduled times are checked against the real clock too.
    context.clock.set(new Date());
    const rider = await signedInRider(context.app);
    const quote = await rider.browser.post('/api/rides/quote', trip);
    const high = quote.json<{ data: { fare: { high: number } } }>().data.fare.high;
    await ensureTestCard(rider.browser);
    // Enough for one ride, not for two. Scheduled rides, so the one-active-ride rule does not decide for us.
    expect(
      (await rider.browser.post('/api/rider/wallet/top-up', { amount: high + Math.floor(high / 2) }))
        .statusCode,
    ).toBe(201);
    const at = (hours: number) => new Date(context.clock.now().getTime() + hours * 3_600_000).toISOString();
    const bookScheduled = async (hours: number) => {
      const again = await rider.browser.post('/api/rides/quote', trip);
      return rider.browser.post('/api/rides', {
        quoteId: again.json<{ data: { id: string } }>().data.id,
        paymentMethod: 'wallet',
        idempotencyKey: `scheduled-${hours}-0001`,
        scheduledAt: at(hours),
      });
    };
    const answers = await Promise.all([bookScheduled(2), bookScheduled(3)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
    expect(await walletOf(rider.browser)).toMatchObject({ balance: high + Math.floor(high / 2), held: high });
  });
});
