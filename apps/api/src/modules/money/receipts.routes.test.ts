import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICING_SETTINGS,
  ERROR_CODES,
  MONEY_MESSAGES,
  receiptResponseSchema,
  type Receipt,
} from '@ridebook/validation';
import { errorOf } from '../../test/responses.ts';
import {
  acceptedRide,
  cancelledWithFee,
  completedRide,
  expectedFareShares,
  todayAtTen,
} from '../../test/money-support.ts';
import {
  ensureTestCard,
  rideOf,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { saveCard } from '../../test/payments-support.ts';

const linesOf = (receipt: Receipt) => receipt.lines.map((line) => [line.kind, line.account, line.amount]);

describe.skipIf(isTestDatabaseMissing)('GET /api/rides/:id/receipt', () => {
  const context = rideTestContextPerTest();
  beforeEach(() => {
    context.clock.set(todayAtTen());
  });

  async function receiptFor(browser: TestBrowser, rideId: string): Promise<Receipt> {
    const response = await browser.get(`/api/rides/${rideId}/receipt`);
    expect(response.statusCode).toBe(200);
    return receiptResponseSchema.parse(response.json()).data;
  }

  it('gives the rider what they paid, the driver their share and the commission, an admin every line', async () => {
    const { rider, driver, ride } = await completedRide(context, { paymentMethod: 'card' });
    context.clock.advance(60_000);
    await rider.browser.post(`/api/rides/${ride.id}/tip`, { amount: 250 });
    const fare = ride.fare.estimate;
    const { driverShare, platformShare } = expectedFareShares(fare);

    const forRider = await receiptFor(rider.browser, ride.id);
    expect(forRider).toMatchObject({
      rideId: ride.id,
      status: 'completed',
      paymentMethod: 'card',
      currency: 'USD',
      pickupAddress: ride.pickup.address,
      destinationAddress: ride.destination.address,
      fare: ride.fare,
      tip: 250,
      cancellationFee: 0,
      totalCharged: fare + 250,
      requestedAt: ride.requestedAt,
      pickedUpAt: ride.pickedUpAt,
      completedAt: ride.completedAt,
      cancelledAt: null,
    });
    const visa4242 = { method: 'card', card: { brand: 'visa', last4: '4242' } };
    expect(forRider).toMatchObject({ paidWith: visa4242, tipPaidWith: visa4242 });
    expect(forRider.fare.breakdown.bookingFee).toBe(DEFAULT_PRICING_SETTINGS.bookingFee);
    expect(linesOf(forRider)).toEqual([
      ['ride_fare', 'card_clearing', -fare],
      ['tip', 'card_clearing', -250],
    ]);
    expect(forRider.lines[1]?.at).toBe(context.clock.now().toISOString());

    const forDriver = await receiptFor(driver.browser, ride.id);
    expect(forDriver.totalCharged).toBe(fare + 250);
    // The driver learns how the rider paid, never which card.
    expect(forDriver).toMatchObject({
      paidWith: { method: 'card', card: null },
      tipPaidWith: { method: 'card', card: null },
    });
    expect(linesOf(forDriver)).toEqual([
      ['ride_fare', 'driver_earnings', driverShare],
      ['ride_fare', 'platform_revenue', platformShare],
      ['tip', 'driver_earnings', 250],
    ]);

    const admin = await signedInAdmin(context.app, context.db);
    const forAdmin = await receiptFor(admin.browser, ride.id);
    expect(forAdmin).toMatchObject({ paidWith: visa4242, tipPaidWith: visa4242 });
    expect(linesOf(forAdmin)).toEqual([
      ['ride_fare', 'card_clearing', -fare],
      ['ride_fare', 'driver_earnings', driverShare],
      ['ride_fare', 'platform_revenue', platformShare],
      ['tip', 'card_clearing', -250],
      ['tip', 'driver_earnings', 250],
    ]);
  });

  it('shows a cash rider the cash they handed over, and the cash held to the driver', async () => {
    const { rider, driver, ride } = await completedRide(context, { paymentMethod: 'cash' });
    const fare = ride.fare.estimate;
    const forRider = await receiptFor(rider.browser, ride.id);
    expect(forRider.totalCharged).toBe(fare);
    expect(linesOf(forRider)).toEqual([['ride_fare', 'driver_cash', -fare]]);
    const forDriver = await receiptFor(driver.browser, ride.id);
    expect(linesOf(forDriver)).toContainEqual(['ride_fare', 'driver_cash', -fare]);
  });

  it('names the card the ride was charged to, even after the rider removes it and makes another the default', async () => {
    const { rider, ride } = await completedRide(context, { paymentMethod: 'card' });
    const [charged] = (await rider.browser.get('/api/rider/payment-methods')).json<{
      data: Array<{ id: string }>;
    }>().data;
    const other = await saveCard(rider.browser, { number: '4000 0025 0000 3155' }, { makeDefault: true });
    expect(other.statusCode, other.body).toBe(201);
    const removed = await rider.browser.request({
      method: 'DELETE',
      url: `/api/rider/payment-methods/${charged?.id ?? ''}`,
    });
    expect(removed.statusCode).toBe(200);

    const receipt = await receiptFor(rider.browser, ride.id);
    expect(receipt.paidWith).toEqual({ method: 'card', card: { brand: 'visa', last4: '4242' } });
    expect(receipt.tipPaidWith).toBeNull();
  });

  it('says a cash ride was paid in cash and its tip by the card charged; a wallet ride and its tip by the wallet', async () => {
    const cash = await completedRide(context, { paymentMethod: 'cash' });
    await ensureTestCard(cash.rider.browser);
    expect(
      (await cash.rider.browser.post(`/api/rides/${cash.ride.id}/tip`, { amount: 400 })).statusCode,
    ).toBe(200);
    expect(await receiptFor(cash.rider.browser, cash.ride.id)).toMatchObject({
      paidWith: { method: 'cash', card: null },
      tip: 400,
      tipPaidWith: { method: 'card', card: { brand: 'visa', last4: '4242' } },
    });

    const wallet = await completedRide(context, { paymentMethod: 'wallet' });
    expect(
      (await wallet.rider.browser.post(`/api/rides/${wallet.ride.id}/tip`, { amount: 300 })).statusCode,
    ).toBe(200);
    expect(await receiptFor(wallet.rider.browser, wallet.ride.id)).toMatchObject({
      paidWith: { method: 'wallet', card: null },
      tip: 300,
      tipPaidWith: { method: 'wallet', card: null },
    });
  });

  it('covers a cancellation with a fee', async () => {
    const { rider, ride } = await cancelledWithFee(context, { paymentMethod: 'wallet' });
    const fee = DEFAULT_PRICING_SETTINGS.cancellationFee;
    const receipt = await receiptFor(rider.browser, ride.id);
    expect(receipt).toMatchObject({
      status: 'cancelled',
      fare: { final: null },
      paidWith: { method: 'wallet', card: null },
      tip: 0,
      tipPaidWith: null,
      cancellationFee: fee,
      totalCharged: fee,
      completedAt: null,
      cancelledAt: ride.cancelledAt,
    });
    expect(linesOf(receipt)).toEqual([['cancellation_fee', 'rider_wallet', -fee]]);
  });

  it('is not there for a ride in progress or a free cancellation', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const ride = await acceptedRide(rider, driver);
    const inProgress = await rider.browser.get(`/api/rides/${ride.id}/receipt`);
    expect(inProgress.statusCode).toBe(409);
    expect(errorOf(inProgress)).toEqual({
      code: ERROR_CODES.RECEIPT_UNAVAILABLE,
      message: MONEY_MESSAGES.receiptUnavailable,
    });
    const free = rideOf(
      await rider.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Changed my plans' }),
    );
    expect(free.cancellationFee).toBe(0);
    expect((await rider.browser.get(`/api/rides/${ride.id}/receipt`)).statusCode).toBe(409);
  });

  it('is for the ride’s rider, its driver and admins: anyone else is told it does not exist', async () => {
    const { ride } = await completedRide(context);
    const otherRider = await signedInRider(context.app);
    const otherDriver = await signedInDriver(context.app, context.db, null);
    for (const browser of [otherRider.browser, otherDriver.browser]) {
      const response = await browser.get(`/api/rides/${ride.id}/receipt`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe(ERROR_CODES.RIDE_NOT_FOUND);
    }
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/rides/${ride.id}/receipt` })).statusCode,
    ).toBe(401);
    expect((await otherRider.browser.get('/api/rides/not-a-ride/receipt')).statusCode).toBe(400);
  });

  it('appears in the OpenAPI document with the other money routes', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/api/rides/{id}/receipt',
      '/api/rides/{id}/tip',
      '/api/driver/earnings',
      '/api/driver/earnings/rides',
      '/api/driver/summary',
      '/api/rider/summary',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
