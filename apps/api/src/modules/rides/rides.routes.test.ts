import { DEMO_CITY } from '../places/index.ts';
import { describe, expect, it } from 'vitest';
import { RIDE_MESSAGES, fareQuoteResponseSchema, rideOfferListResponseSchema } from '@ridebook/validation';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  book,
  rideOf,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import { QUOTE_TTL_MS } from './rides.service.ts';

describe.skipIf(isTestDatabaseMissing)('rides API', () => {
  const context = rideTestContextPerTest();

  describe('POST /api/rides/quote', () => {
    it('prices a trip with distance, duration, a fare range, the route and an expiry', async () => {
      const { browser } = await signedInRider(context.app);
      const response = await browser.post('/api/rides/quote', {
        pickup: PLACES.ferryBuilding,
        destination: PLACES.cityHall,
      });
      expect(response.statusCode).toBe(200);
      const quote = fareQuoteResponseSchema.parse(response.json()).data;
      // Ferry Building -> City Hall is about 2.7 km as the crow flies.
      expect(quote.distanceMeters).toBeGreaterThan(2_700);
      expect(quote.distanceMeters).toBeLessThan(4_500);
      expect(quote.durationSeconds).toBeGreaterThan(300);
      expect(quote.fare.currency).toBe('USD');
      expect(quote.fare.low).toBeLessThanOrEqual(quote.fare.estimate);
      expect(quote.fare.high).toBeGreaterThanOrEqual(quote.fare.estimate);
      expect(quote.route[0]).toEqual([PLACES.ferryBuilding.lat, PLACES.ferryBuilding.lng]);
      expect(Date.parse(quote.expiresAt) - context.clock.now().getTime()).toBe(QUOTE_TTL_MS);
    });

    it('names each missing location with its message', async () => {
      const { browser } = await signedInRider(context.app);
      const response = await browser.post('/api/rides/quote', {});
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'pickup', message: RIDE_MESSAGES.pickupRequired },
        { path: 'destination', message: RIDE_MESSAGES.destinationRequired },
      ]);
    });

    it('refuses trips outside the served city and trips to the same place', async () => {
      const { browser } = await signedInRider(context.app);
      const london = { address: 'Trafalgar Square, London', lat: 51.508, lng: -0.128 };
      const outside = await browser.post('/api/rides/quote', {
        pickup: PLACES.ferryBuilding,
        destination: london,
      });
      expect(outside.statusCode).toBe(400);
      expect(errorOf(outside)).toMatchObject({
        code: 'OUTSIDE_SERVICE_AREA',
        errors: [{ path: 'destination', message: RIDE_MESSAGES.outsideServiceArea }],
      });
      const same = await browser.post('/api/rides/quote', {
        pickup: PLACES.ferryBuilding,
        destination: PLACES.ferryBuilding,
      });
      expect(errorOf(same).errors).toEqual([{ path: 'destination', message: RIDE_MESSAGES.sameLocation }]);
    });

    it('is for signed-in riders only', async () => {
      const anonymous = await context.app.inject({ method: 'POST', url: '/api/rides/quote', payload: {} });
      expect(anonymous.statusCode).toBe(401);
      const { browser } = await signedInDriver(context.app, context.db, null);
      const asDriver = await browser.post('/api/rides/quote', {
        pickup: PLACES.ferryBuilding,
        destination: PLACES.cityHall,
      });
      expect(asDriver.statusCode).toBe(403);
    });
  });

  describe('POST /api/rides', () => {
    it('books the quoted trip, offers it to the nearby online driver, and answers the same key with the same ride', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db, PLACES.embarcadero);
      const response = await book(rider.browser, {
        idempotencyKey: 'booking-key-0001',
        note: 'I am by the clock tower',
      });
      expect(response.statusCode).toBe(201);
      const ride = rideOf(response);
      expect(ride).toMatchObject({
        status: 'requested',
        paymentMethod: 'card',
        note: 'I am by the clock tower',
        driver: null,
      });
      expect(ride.rider.id).toBe(rider.account.id);
      expect(ride.events.map((event) => [event.status, event.actor])).toEqual([['requested', 'rider']]);

      const offers = rideOfferListResponseSchema.parse(
        (await driver.browser.get('/api/driver/offers')).json(),
      ).data;
      expect(offers).toHaveLength(1);
      expect(offers[0]).toMatchObject({
        rideId: ride.id,
        paymentMethod: 'card',
        rider: { name: rider.account.name },
      });
      // Drivers keep 80% of the fare before the booking fee (seed).
      expect(offers[0]?.fare.driverEarnings).toBe(
        Math.round((ride.fare.estimate - ride.fare.breakdown.bookingFee) * 0.8),
      );

      const replay = await book(rider.browser, { idempotencyKey: 'booking-key-0001' });
      expect(replay.statusCode).toBe(200);
      expect(rideOf(replay).id).toBe(ride.id);
    });

    it('allows one active ride per rider', async () => {
      const { browser } = await signedInRider(context.app);
      expect((await book(browser)).statusCode).toBe(201);
      const second = await book(browser);
      expect(second.statusCode).toBe(409);
      expect(errorOf(second)).toMatchObject({ code: 'RIDE_ACTIVE', message: RIDE_MESSAGES.rideActive });
    });

    it('refuses an expired quote and a missing payment method with their messages', async () => {
      const { browser } = await signedInRider(context.app);
      const quote = await browser.post('/api/rides/quote', {
        pickup: PLACES.ferryBuilding,
        destination: PLACES.cityHall,
      });
      const quoteId = fareQuoteResponseSchema.parse(quote.json()).data.id;
      const missing = await browser.post('/api/rides', { quoteId, idempotencyKey: 'booking-key-0002' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).errors).toEqual([
        { path: 'paymentMethod', message: RIDE_MESSAGES.paymentMethodInvalid },
      ]);

      context.clock.advance(QUOTE_TTL_MS + 1);
      const expired = await browser.post('/api/rides', {
        quoteId,
        paymentMethod: 'cash',
        idempotencyKey: 'booking-key-0003',
      });
      expect(expired.statusCode).toBe(409);
      expect(errorOf(expired)).toMatchObject({ code: 'QUOTE_EXPIRED', message: RIDE_MESSAGES.quoteExpired });
    });

    it("does not book someone else's quote", async () => {
      const first = await signedInRider(context.app);
      const second = await signedInRider(context.app);
      const quote = await first.browser.post('/api/rides/quote', {
        pickup: PLACES.ferryBuilding,
        destination: PLACES.cityHall,
      });
      const quoteId = fareQuoteResponseSchema.parse(quote.json()).data.id;
      const response = await second.browser.post('/api/rides', {
        quoteId,
        paymentMethod: 'cash',
        idempotencyKey: 'booking-key-0004',
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([{ path: 'quoteId', message: RIDE_MESSAGES.quoteRequired }]);
    });

    it('schedules a ride for later and starts looking for a driver shortly before its time', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const pickupTime = new Date(context.clock.now().getTime() + 60 * 60_000);
      const response = await book(rider.browser, { scheduledAt: pickupTime.toISOString() });
      expect(response.statusCode).toBe(201);
      const ride = rideOf(response);
      expect(ride).toMatchObject({
        status: 'scheduled',
        scheduledAt: pickupTime.toISOString(),
        requestedAt: null,
      });
      // A scheduled ride does not block booking a ride now.
      expect((await book(rider.browser, { destination: PLACES.oraclePark })).statusCode).toBe(201);
      await rider.browser.post(
        `/api/rides/${rideOf(await rider.browser.get('/api/rides/active')).id}/cancel`,
        { reason: 'Changed my plans' },
      );

      context.clock.advance(45 * 60_000);
      expect(await context.app.rideEngine.dispatch.runDueWork()).toBe(0);
      context.clock.advance(6 * 60_000); // ten minutes before pickup (the default lead time)
      await context.app.rideEngine.dispatch.runDueWork();
      // The driver went stale meanwhile; a fresh position brings them back into matching.
      await driver.browser.post('/api/driver/position', PLACES.embarcadero);
      const started = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
      expect(started.status).toBe('requested');
      expect(started.events.map((event) => event.status)).toEqual(['scheduled', 'requested']);
    });

    it('refuses a time more than 7 days ahead', async () => {
      const { browser } = await signedInRider(context.app);
      const tooFar = new Date(Date.now() + 8 * 86_400_000).toISOString();
      const response = await book(browser, { scheduledAt: tooFar });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'scheduledAt', message: 'Rides can be scheduled up to 7 days ahead' },
      ]);
    });
  });

  describe('reading a ride', () => {
    it('shows a ride to its rider, its driver and admins, and to nobody else', async () => {
      const rider = await signedInRider(context.app);
      const otherRider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const otherDriver = await signedInDriver(context.app, context.db, PLACES.outerSunset);
      const admin = await signedInAdmin(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      expect((await driver.browser.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(200);

      for (const reader of [rider, driver, admin]) {
        expect((await reader.browser.get(`/api/rides/${ride.id}`)).statusCode).toBe(200);
      }
      for (const stranger of [otherRider, otherDriver]) {
        const response = await stranger.browser.get(`/api/rides/${ride.id}`);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe(RIDE_MESSAGES.rideNotFound);
      }
      const anonymous = await context.app.inject({ method: 'GET', url: `/api/rides/${ride.id}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it("gives the rider's and the driver's active ride, or null", async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      expect((await rider.browser.get('/api/rides/active')).json()).toEqual({ data: null });
      const ride = rideOf(await book(rider.browser));
      expect(rideOf(await rider.browser.get('/api/rides/active')).id).toBe(ride.id);
      expect((await driver.browser.get('/api/rides/active')).json()).toEqual({ data: null });
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      expect(rideOf(await driver.browser.get('/api/rides/active')).driver?.id).toBe(driver.account.id);
    });

    it('answers a malformed id with 400, not 500', async () => {
      const { browser } = await signedInRider(context.app);
      expect((await browser.get('/api/rides/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('cancelling', () => {
    it('is free for the rider before a driver accepts, and withdraws the offers at once', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      const preview = await rider.browser.get(`/api/rides/${ride.id}/cancellation`);
      expect(preview.json()).toEqual({ data: { fee: 0, currency: 'USD', reason: null } });
      const response = await rider.browser.post(`/api/rides/${ride.id}/cancel`, {
        reason: 'Changed my plans',
      });
      expect(response.statusCode).toBe(200);
      expect(rideOf(response)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'rider',
        cancellationReason: 'Changed my plans',
        cancellationFee: 0,
      });
      expect(
        rideOfferListResponseSchema.parse((await driver.browser.get('/api/driver/offers')).json()).data,
      ).toEqual([]);
      const again = await rider.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Changed my plans' });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe(RIDE_MESSAGES.rideNotActive);
    });

    it("answers 404 to a rider cancelling another rider's ride, and leaves the ride and its offers as they were", async () => {
      const owner = await signedInRider(context.app);
      const stranger = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(owner.browser));
      const response = await stranger.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Not mine' });
      expect(response.statusCode).toBe(404);
      expect(rideOf(await owner.browser.get(`/api/rides/${ride.id}`))).toMatchObject({ status: 'requested' });
      const offers = rideOfferListResponseSchema.parse(
        (await driver.browser.get('/api/driver/offers')).json(),
      ).data;
      expect(offers.map((offer) => offer.rideId)).toEqual([ride.id]);
    });

    it('charges the fee once the driver has been on the way past the grace period, and shows it first', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      context.clock.advance(2 * 60_000 + 1_000);
      const preview = (await rider.browser.get(`/api/rides/${ride.id}/cancellation`)).json<{
        data: { fee: number; reason: string };
      }>().data;
      expect(preview.fee).toBe(500);
      expect(preview.reason).toBe('Your driver has been on the way for more than 2 minutes');
      const cancelled = rideOf(
        await rider.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Driver is taking too long' }),
      );
      expect(cancelled.cancellationFee).toBe(500);
      // The driver is free again: the next request reaches them (with a fresh position: minutes passed).
      await driver.browser.post('/api/driver/position', PLACES.embarcadero);
      const next = rideOf(await book(rider.browser));
      const offers = rideOfferListResponseSchema.parse(
        (await driver.browser.get('/api/driver/offers')).json(),
      ).data;
      expect(offers.map((offer) => offer.rideId)).toEqual([next.id]);
    });

    it('charges the fee by the ride as the cancelling transaction finds it: a driver arriving meanwhile counts', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      // Within the grace period a cancellation is free; the driver arrives while the rider's cancellation is on its
      // way (after the service has read the ride, before it changes it): arrived rides cost the fee.
      const locator = context.app.live.locators.forCity(DEMO_CITY.id);
      const getPosition = locator.getPosition.bind(locator);
      let meanwhile: (() => Promise<unknown>) | undefined = () =>
        driver.browser.post(`/api/driver/rides/${ride.id}/arrive`);
      locator.getPosition = async (driverId) => {
        const step = meanwhile;
        meanwhile = undefined;
        await step?.();
        return getPosition(driverId);
      };
      const cancelled = rideOf(
        await rider.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Changed my plans' }),
      );
      expect(meanwhile).toBeUndefined();
      expect(cancelled.arrivedAt).not.toBeNull();
      expect(cancelled.cancellationFee).toBe(500);
    });

    it('needs a reason', async () => {
      const { browser } = await signedInRider(context.app);
      const ride = rideOf(await book(browser));
      const response = await browser.post(`/api/rides/${ride.id}/cancel`, { reason: '  ' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([{ path: 'reason', message: RIDE_MESSAGES.reasonRequired }]);
    });

    it('lets the driver cancel before pickup only, and an admin cancel a stuck ride', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const admin = await signedInAdmin(context.app, context.db);
      const first = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${first.id}/accept`);
      const byDriver = await driver.browser.post(`/api/rides/${first.id}/cancel`, {
        reason: 'Vehicle problem',
      });
      expect(rideOf(byDriver)).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'driver',
        cancellationFee: 0,
      });

      const second = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${second.id}/accept`);
      for (const step of ['arrive', 'pick-up']) {
        const response = await driver.browser.post(`/api/driver/rides/${second.id}/${step}`);
        expect(response.statusCode, response.body).toBe(200);
      }
      const late = await driver.browser.post(`/api/rides/${second.id}/cancel`, { reason: 'Vehicle problem' });
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).code).toBe('TRANSITION_NOT_ALLOWED');
      const byRider = await rider.browser.post(`/api/rides/${second.id}/cancel`, {
        reason: 'Changed my plans',
      });
      expect(byRider.statusCode).toBe(409);
      const byAdmin = await admin.browser.post(`/api/rides/${second.id}/cancel`, {
        reason: 'Stuck ride: the driver reported a breakdown',
      });
      expect(rideOf(byAdmin)).toMatchObject({ status: 'cancelled', cancelledBy: 'admin' });
    });
  });
});
