import { beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  RIDE_MESSAGES,
  type PaymentMethod,
} from '@ridebook/validation';
import { errorOf } from '../../test/responses.ts';
import { acceptedRide, completedRide, ledgerRowsOf, todayAtTen } from '../../test/money-support.ts';
import {
  ensureTestCard,
  rideOf,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import type { BusMessage } from '../live/index.ts';
import { saveCard, cardPaymentsOf } from '../../test/payments-support.ts';
import { CHANNELS } from '../realtime/index.ts';

describe.skipIf(isTestDatabaseMissing)('POST /api/rides/:id/tip', () => {
  const context = rideTestContextPerTest();
  beforeEach(() => {
    context.clock.set(todayAtTen());
  });

  it.each<[PaymentMethod, 'card_clearing' | 'rider_wallet']>([
    ['card', 'card_clearing'],
    ['wallet', 'rider_wallet'],
    // A tip in the app is charged to the card, even after a cash ride.
    ['cash', 'card_clearing'],
  ])('takes a tip after a %s ride from %s and gives all of it to the driver', async (method, source) => {
    const { rider, driver, ride } = await completedRide(context, { paymentMethod: method });
    if (method === 'cash') await ensureTestCard(rider.browser);
    const response = await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 350 });
    expect(response.statusCode).toBe(200);
    expect(rideOf(response)).toMatchObject({ id: ride.id, status: 'completed', tip: 350 });
    const tipRows = (await ledgerRowsOf(context, ride.id)).filter(([kind]) => kind === 'tip');
    expect(tipRows).toEqual([
      ['tip', source, source === 'rider_wallet' ? rider.account.id : null, -350],
      ['tip', 'driver_earnings', driver.account.id, 350],
    ]);
    expect(rideOf(await driver.browser.get(`/api/rides/${ride.id}`)).tip).toBe(350);
  });

  it('records a card tip with the ride’s card payments, naming the card; a wallet tip is no card payment', async () => {
    const { rider, ride } = await completedRide(context, { paymentMethod: 'card' });
    const [card] = (await rider.browser.get('/api/rider/payment-methods')).json<{
      data: Array<{ id: string }>;
    }>().data;
    expect((await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 })).statusCode).toBe(200);
    expect(await context.app.settlements.runDue()).toBe(1);
    const tips = (await cardPaymentsOf(context, ride.id)).filter((payment) => payment.purpose === 'tip');
    expect(tips).toEqual([
      expect.objectContaining({
        userId: rider.account.id,
        paymentMethodId: card?.id,
        brand: 'visa',
        last4: '4242',
        status: 'captured',
        amount: 300,
        capturedAmount: 300,
        refundedAmount: 0,
      }),
    ]);

    const wallet = await completedRide(context, { paymentMethod: 'wallet' });
    expect(
      (await wallet.rider.browser.post(`/api/rides/${wallet.ride.id}/tip`, { amount: 300 })).statusCode,
    ).toBe(200);
    expect(await cardPaymentsOf(context, wallet.ride.id)).toEqual([]);
  });

  it('charges the card for a tip, and posts nothing when there is no card or the card is declined', async () => {
    const { rider, ride } = await completedRide(context, { paymentMethod: 'cash' });
    const noCard = await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 500 });
    expect(noCard.statusCode).toBe(400);
    expect(errorOf(noCard)).toMatchObject({
      code: ERROR_CODES.PAYMENT_METHOD_REQUIRED,
      errors: [{ path: 'amount', message: PAYMENT_MESSAGES.cardRequired }],
    });
    const declining = await saveCard(rider.browser, { number: '4000 0000 0000 0002' });
    expect(declining.statusCode, declining.body).toBe(201);
    const declined = await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 500 });
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined).code).toBe(ERROR_CODES.CARD_DECLINED);
    expect((await ledgerRowsOf(context, ride.id)).filter(([kind]) => kind === 'tip')).toEqual([]);
    expect(await cardPaymentsOf(context, ride.id)).toEqual([]);
  });

  it('tells the driver (ride.updated with the tip)', async () => {
    const { rider, driver, ride } = await completedRide(context);
    const heard: BusMessage[] = [];
    const unsubscribe = await context.app.live.bus.subscribe(CHANNELS.user(driver.account.id), (message) => {
      heard.push(message);
    });
    await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 500 });
    await unsubscribe();
    const updatedRides = heard.flatMap((message) =>
      message.type === 'ride.updated' ? [message.ride as { id: string; tip: number }] : [],
    );
    expect(updatedRides).toContainEqual(expect.objectContaining({ id: ride.id, tip: 500 }));
  });

  it.each<[number | string, string]>([
    [99, 'one cent under $1'],
    [10_001, 'one cent over $100'],
    [0, 'nothing'],
    [250.5, 'a fraction of a cent'],
    ['500', 'text'],
  ])('refuses %j (%s) with the range message', async (amount) => {
    const { rider, ride } = await completedRide(context);
    const response = await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([{ path: 'amount', message: MONEY_MESSAGES.tipOutOfRange }]);
    expect((await ledgerRowsOf(context, ride.id)).some(([kind]) => kind === 'tip')).toBe(false);
  });

  it('accepts the bounds: $1 and $100', async () => {
    const low = await completedRide(context);
    expect((await low.rider.browser.post(`/api/rides/${low.ride.id}/tip`, { amount: 100 })).statusCode).toBe(
      200,
    );
    const high = await completedRide(context, { driver: low.driver });
    expect(
      (await high.rider.browser.post(`/api/rides/${high.ride.id}/tip`, { amount: 10_000 })).statusCode,
    ).toBe(200);
  });

  it('can be given only after completion', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider, driver);
    const response = await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: ERROR_CODES.RIDE_NOT_COMPLETED,
      message: MONEY_MESSAGES.tipBeforeCompletion,
    });
  });

  it('can be given once', async () => {
    const { rider, ride } = await completedRide(context);
    expect((await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 })).statusCode).toBe(200);
    const again = await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: ERROR_CODES.ALREADY_TIPPED,
      message: MONEY_MESSAGES.alreadyTipped,
    });
    expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`)).tip).toBe(300);
  });

  it('posts one tip when two arrive at the same moment; the other is told it was given', async () => {
    const { rider, ride } = await completedRide(context);
    const answers = await Promise.all(
      [300, 700].map((amount) => rider.browser.post(`/api/rides/${ride.id}/tip`, { amount })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const tips = (await ledgerRowsOf(context, ride.id)).filter(([kind]) => kind === 'tip');
    expect(tips).toHaveLength(2);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(tips[1]?.[3]).toBe(winner && rideOf(winner).tip);
    // The card payment recorded is the posted tip's, once.
    const tipPayments = (await cardPaymentsOf(context, ride.id)).filter(
      (payment) => payment.purpose === 'tip',
    );
    expect(tipPayments.map((payment) => payment.amount)).toEqual([winner && rideOf(winner).tip]);
  });

  it('is for the ride’s own rider: another rider is told it does not exist, drivers and admins may not', async () => {
    const { driver, ride } = await completedRide(context);
    const stranger = await signedInRider(context.app);
    const notMine = await stranger.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 });
    expect(notMine.statusCode).toBe(404);
    expect(errorOf(notMine)).toEqual({
      code: ERROR_CODES.RIDE_NOT_FOUND,
      message: RIDE_MESSAGES.rideNotFound,
    });
    expect((await driver.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 })).statusCode).toBe(403);
    const admin = await signedInAdmin(context.app, context.db);
    expect((await admin.browser.post(`/api/rides/${ride.id}/tip`, { amount: 300 })).statusCode).toBe(403);
    const signedOut = await context.app.inject({
      method: 'POST',
      url: `/api/rides/${ride.id}/tip`,
      payload: { amount: 300 },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await ledgerRowsOf(context, ride.id)).some(([kind]) => kind === 'tip')).toBe(false);
  });

  it('answers 404 for a ride that does not exist and 400 for a malformed id', async () => {
    const { browser } = await signedInRider(context.app);
    const missing = await browser.post('/api/rides/6f1c1c55-2f3a-4d6e-9a7b-1c2d3e4f5a6b/tip', {
      amount: 300,
    });
    expect(missing.statusCode).toBe(404);
    expect((await browser.post('/api/rides/not-a-ride/tip', { amount: 300 })).statusCode).toBe(400);
  });
});
