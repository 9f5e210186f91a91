import { describe, expect, it } from 'vitest';
import {
  RIDE_MESSAGES,
  availabilityResponseSchema,
  openRideRequestListResponseSchema,
} from '@ridebook/validation';
import { registerAccount } from '../../test/accounts.ts';
import { createBrowser } from '../../test/browser.ts';
import { errorOf } from '../../test/responses.ts';
import {
  PLACES,
  book,
  rideOf,
  rideTestContextPerTest,
  signedInDriver,
  signedInRider,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

describe.skipIf(isTestDatabaseMissing)('driver API', () => {
  const context = rideTestContextPerTest();

  describe('availability', () => {
    it('goes online with a position, counts time online, and goes offline', async () => {
      const { browser } = await signedInDriver(context.app, context.db, null);
      const before = availabilityResponseSchema.parse(
        (await browser.get('/api/driver/availability')).json(),
      ).data;
      expect(before).toMatchObject({
        online: false,
        canGoOnline: true,
        activeRideId: null,
        secondsOnlineToday: 0,
      });

      const online = await browser.put('/api/driver/availability', {
        online: true,
        position: PLACES.embarcadero,
      });
      expect(online.statusCode).toBe(200);
      expect(availabilityResponseSchema.parse(online.json()).data).toMatchObject({ online: true });
      context.clock.advance(90_000);
      const later = availabilityResponseSchema.parse(
        (await browser.get('/api/driver/availability')).json(),
      ).data;
      expect(later.secondsOnlineToday).toBe(90);

      const offline = await browser.put('/api/driver/availability', { online: false });
      expect(availabilityResponseSchema.parse(offline.json()).data).toMatchObject({
        online: false,
        onlineSince: null,
      });
    });

    it('needs a position to go online', async () => {
      const { browser } = await signedInDriver(context.app, context.db, null);
      const response = await browser.put('/api/driver/availability', { online: true });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).errors).toEqual([
        { path: 'position', message: RIDE_MESSAGES.positionRequired },
      ]);
    });

    it('keeps drivers awaiting approval offline', async () => {
      const account = await registerAccount(context.app, { role: 'driver' });
      const browser = createBrowser(context.app);
      await browser.post('/api/auth/login', { email: account.email, password: account.password });
      const response = await browser.put('/api/driver/availability', {
        online: true,
        position: PLACES.embarcadero,
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({
        code: 'DRIVER_NOT_APPROVED',
        message: RIDE_MESSAGES.driverNotApproved,
      });
      const availability = availabilityResponseSchema.parse(
        (await browser.get('/api/driver/availability')).json(),
      ).data;
      expect(availability).toMatchObject({
        canGoOnline: false,
        blockedReason: RIDE_MESSAGES.driverNotApproved,
      });
    });

    it('cannot go offline during a ride', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      const response = await driver.browser.put('/api/driver/availability', { online: false });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(RIDE_MESSAGES.driverHasActiveRideOffline);
    });

    it('takes a driver whose position went stale out of matching until a fresh one arrives', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      context.clock.advance(61_000);
      const ride = rideOf(await book(rider.browser));
      expect((await driver.browser.get('/api/driver/offers')).json()).toEqual({ data: [] });
      await driver.browser.post('/api/driver/position', { ...PLACES.embarcadero, accuracy: 12 });
      context.clock.advance(5_000);
      await context.app.rideEngine.dispatch.runDueWork();
      const offers = (await driver.browser.get('/api/driver/offers')).json<{
        data: Array<{ rideId: string }>;
      }>().data;
      expect(offers.map((offer) => offer.rideId)).toEqual([ride.id]);
    });

    it('refuses positions from offline drivers and nonsense coordinates', async () => {
      const { browser } = await signedInDriver(context.app, context.db, null);
      const offline = await browser.post('/api/driver/position', PLACES.embarcadero);
      expect(offline.statusCode).toBe(409);
      expect(errorOf(offline).code).toBe('DRIVER_OFFLINE');
      const nonsense = await browser.post('/api/driver/position', { lat: 123, lng: 0 });
      expect(nonsense.statusCode).toBe(400);
      expect(errorOf(nonsense).errors).toEqual([{ path: 'lat', message: RIDE_MESSAGES.coordinatesInvalid }]);
    });

    it('is for drivers only', async () => {
      const rider = await signedInRider(context.app);
      for (const url of ['/api/driver/availability', '/api/driver/offers', '/api/driver/requests']) {
        expect((await rider.browser.get(url)).statusCode).toBe(403);
      }
    });
  });

  describe('a ride from offer to completion', () => {
    it('accepts, arrives, picks up, drives and completes, with every step on the timeline', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser, { paymentMethod: 'cash' }));

      const accepted = rideOf(await driver.browser.post(`/api/driver/rides/${ride.id}/accept`));
      expect(accepted).toMatchObject({
        status: 'accepted',
        driver: { id: driver.account.id, vehiclePlate: 'ABC-1234', vehicleModel: 'Toyota Prius' },
      });
      const early = await driver.browser.post(`/api/driver/rides/${ride.id}/complete`);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        message: RIDE_MESSAGES.transitionNotAllowed,
      });

      for (const [step, status] of [
        ['arrive', 'arrived'],
        ['pick-up', 'picked_up'],
        ['start', 'in_transit'],
      ] as const) {
        context.clock.advance(60_000);
        const response = await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`, {
          position: PLACES.ferryBuilding,
        });
        expect(rideOf(response).status).toBe(status);
      }
      // A trip along the quoted route: the rider pays the upfront price.
      for (const point of ride.route) {
        context.clock.advance(10_000);
        await driver.browser.post('/api/driver/position', { lat: point[0], lng: point[1] });
      }
      const completed = rideOf(
        await driver.browser.post(`/api/driver/rides/${ride.id}/complete`, { position: PLACES.cityHall }),
      );
      expect(completed).toMatchObject({ status: 'completed', fare: { final: ride.fare.estimate } });
      expect(completed.events.map((event) => event.status)).toEqual([
        'requested',
        'accepted',
        'arrived',
        'picked_up',
        'in_transit',
        'completed',
      ]);
      expect(completed.events.slice(1).every((event) => event.actor === 'driver')).toBe(true);

      const cash = rideOf(await driver.browser.post(`/api/driver/rides/${ride.id}/cash-collected`));
      expect(cash.cashCollectedAt).not.toBeNull();
      const availability = availabilityResponseSchema.parse(
        (await driver.browser.get('/api/driver/availability')).json(),
      ).data;
      expect(availability).toMatchObject({ online: true, activeRideId: null });
      expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`)).status).toBe('completed');
    });

    it('charges by the route driven after a long detour', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      for (const step of ['arrive', 'pick-up', 'start'])
        await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`);
      // Out to the Outer Sunset and back to City Hall: far more than 25% longer than quoted.
      for (const point of [PLACES.ferryBuilding, PLACES.outerSunset, PLACES.cityHall]) {
        context.clock.advance(10 * 60_000);
        await driver.browser.post('/api/driver/position', point);
      }
      const completed = rideOf(await driver.browser.post(`/api/driver/rides/${ride.id}/complete`));
      expect(completed.fare.final).toBeGreaterThan(ride.fare.high);
    });

    it('lets only the ride’s own driver take its steps', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const other = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
      const ride = rideOf(await book(rider.browser));
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      const response = await other.browser.post(`/api/driver/rides/${ride.id}/arrive`);
      expect(response.statusCode).toBe(404);
      const cancel = await other.browser.post(`/api/rides/${ride.id}/cancel`, { reason: 'Not mine' });
      expect(cancel.statusCode).toBe(404);
    });

    it('confirms cash only for cash rides', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser, { paymentMethod: 'card' }));
      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      for (const step of ['arrive', 'pick-up', 'start', 'complete'])
        await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`);
      const response = await driver.browser.post(`/api/driver/rides/${ride.id}/cash-collected`);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response).message).toBe(RIDE_MESSAGES.cashOnly);
    });
  });

  describe('offers and open requests', () => {
    it('tells the losing driver "Ride already taken"', async () => {
      const rider = await signedInRider(context.app);
      const first = await signedInDriver(context.app, context.db);
      const second = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
      const ride = rideOf(await book(rider.browser));
      expect((await first.browser.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(200);
      const late = await second.browser.post(`/api/driver/rides/${ride.id}/accept`);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late)).toEqual({ code: 'RIDE_ALREADY_TAKEN', message: 'Ride already taken' });
      expect((await second.browser.get('/api/driver/offers')).json()).toEqual({ data: [] });
    });

    it('lists open requests near the driver, nearest first, and accepts from the list', async () => {
      const near = await signedInRider(context.app);
      const far = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
      const nearRide = rideOf(
        await book(near.browser, { pickup: PLACES.unionSquare, destination: PLACES.oraclePark }),
      );
      const farRide = rideOf(
        await book(far.browser, { pickup: PLACES.ferryBuilding, destination: PLACES.cityHall }),
      );
      const requests = openRideRequestListResponseSchema.parse(
        (await driver.browser.get('/api/driver/requests')).json(),
      ).data;
      expect(requests.map((request) => request.rideId)).toEqual([nearRide.id, farRide.id]);
      expect(requests[0]?.pickupDistanceMeters).toBeLessThan(200);
      expect(rideOf(await driver.browser.post(`/api/driver/rides/${farRide.id}/accept`)).status).toBe(
        'accepted',
      );
      const busy = await driver.browser.post(`/api/driver/rides/${nearRide.id}/accept`);
      expect(busy.statusCode).toBe(409);
      expect(errorOf(busy)).toMatchObject({ code: 'DRIVER_BUSY', message: RIDE_MESSAGES.driverBusy });
    });

    it('keeps offline drivers out of accepting', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db, null);
      const ride = rideOf(await book(rider.browser));
      const response = await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'DRIVER_OFFLINE',
        message: RIDE_MESSAGES.driverOffline,
      });
      expect((await driver.browser.get('/api/driver/requests')).statusCode).toBe(409);
    });
  });
});
