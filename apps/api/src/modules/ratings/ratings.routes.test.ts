import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  PAGINATION_MESSAGES,
  RATING_MESSAGES,
  RIDE_MESSAGES,
  openRideRequestListResponseSchema,
  receivedRatingsResponseSchema,
  rideOfferListResponseSchema,
  rideRatingsResponseSchema,
  serverMessageSchema,
  type Ride,
  type ServerMessage,
} from '@ridebook/validation';
import type { TestBrowser } from '../../test/browser.ts';
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
import { CHANNELS } from '../realtime/index.ts';

/** Books a ride as `rider` and drives it to completion as `driver`. */
async function completedRide(rider: TestBrowser, driver: TestBrowser): Promise<Ride> {
  const ride = rideOf(await book(rider));
  expect((await driver.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(200);
  for (const step of ['arrive', 'pick-up', 'start', 'complete']) {
    expect((await driver.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
  }
  return ride;
}

const ratingsOf = (response: { json(): unknown }) => rideRatingsResponseSchema.parse(response.json()).data;

/** The mean of whole stars, to two decimals: what a user's profile should show. */
const mean = (stars: number[]) =>
  Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 100) / 100;

describe.skipIf(isTestDatabaseMissing)('ratings API', () => {
  const context = rideTestContextPerTest();

  describe('POST /api/rides/:id/rating', () => {
    it('lets the rider rate the driver and the driver rate the rider, each seeing only their own rating', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      const ratedAt = context.clock.now().toISOString();

      const byRider = await rider.browser.post(`/api/rides/${ride.id}/rating`, {
        stars: 5,
        comment: '  Smooth ride, thanks!  ',
      });
      expect(byRider.statusCode).toBe(201);
      expect(ratingsOf(byRider)).toEqual({
        byRider: { rated: true, rating: { stars: 5, comment: 'Smooth ride, thanks!', createdAt: ratedAt } },
        byDriver: { rated: false, rating: null },
        canRate: false,
      });

      // The driver learns that the rider rated, never how.
      const driverView = ratingsOf(await driver.browser.get(`/api/rides/${ride.id}/ratings`));
      expect(driverView).toEqual({
        byRider: { rated: true, rating: null },
        byDriver: { rated: false, rating: null },
        canRate: true,
      });

      const byDriver = await driver.browser.post(`/api/rides/${ride.id}/rating`, { stars: 4, comment: '' });
      expect(byDriver.statusCode).toBe(201);
      expect(ratingsOf(byDriver)).toEqual({
        byRider: { rated: true, rating: null },
        byDriver: { rated: true, rating: { stars: 4, comment: null, createdAt: ratedAt } },
        canRate: false,
      });
      expect(ratingsOf(await rider.browser.get(`/api/rides/${ride.id}/ratings`))).toEqual({
        byRider: { rated: true, rating: { stars: 5, comment: 'Smooth ride, thanks!', createdAt: ratedAt } },
        byDriver: { rated: true, rating: null },
        canRate: false,
      });

      const view = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
      expect(view.rated).toEqual({ byRider: true, byDriver: true });
      expect(view.driver).toMatchObject({ rating: 5, ratingCount: 1 });
      expect(view.rider).toMatchObject({ rating: 4, ratingCount: 1 });
    });

    it('publishes the ride to both parties after a rating', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      const heard: Record<'rider' | 'driver', ServerMessage[]> = { rider: [], driver: [] };
      for (const party of ['rider', 'driver'] as const) {
        const userId = party === 'rider' ? rider.account.id : driver.account.id;
        await context.app.live.bus.subscribe(CHANNELS.user(userId), (message) => {
          heard[party].push(serverMessageSchema.parse(message));
        });
      }

      await rider.browser.post(`/api/rides/${ride.id}/rating`, { stars: 3 });

      await vi.waitFor(() => {
        for (const party of ['rider', 'driver'] as const) {
          const updates = heard[party].flatMap((message) =>
            message.type === 'ride.updated' ? [[message.ride.id, message.ride.rated]] : [],
          );
          expect(updates).toContainEqual([ride.id, { byRider: true, byDriver: false }]);
        }
      });
    });

    it('refuses rides that are not completed', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = rideOf(await book(rider.browser));
      const requested = await rider.browser.post(`/api/rides/${ride.id}/rating`, { stars: 5 });
      expect(requested.statusCode).toBe(409);
      expect(errorOf(requested).message).toBe(RATING_MESSAGES.rideNotCompleted);
      // The driver only holds an offer: not their ride yet.
      expect((await driver.browser.post(`/api/rides/${ride.id}/rating`, { stars: 5 })).statusCode).toBe(404);

      await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
      for (const browser of [rider.browser, driver.browser]) {
        const accepted = await browser.post(`/api/rides/${ride.id}/rating`, { stars: 5 });
        expect(accepted.statusCode).toBe(409);
        expect(errorOf(accepted)).toEqual({
          code: 'RIDE_NOT_COMPLETED',
          message: 'You can rate a ride only after it is completed',
        });
      }

      const other = await signedInRider(context.app);
      const cancelled = rideOf(await book(other.browser));
      await other.browser.post(`/api/rides/${cancelled.id}/cancel`, { reason: 'Changed my plans' });
      const afterCancel = await other.browser.post(`/api/rides/${cancelled.id}/rating`, { stars: 1 });
      expect(afterCancel.statusCode).toBe(409);
      expect(errorOf(afterCancel).message).toBe(RATING_MESSAGES.rideNotCompleted);
      expect(ratingsOf(await other.browser.get(`/api/rides/${cancelled.id}/ratings`)).canRate).toBe(false);
    });

    it('takes one rating per side: a retry answers 409 and keeps the first', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      expect((await rider.browser.post(`/api/rides/${ride.id}/rating`, { stars: 2 })).statusCode).toBe(201);

      const retry = await rider.browser.post(`/api/rides/${ride.id}/rating`, {
        stars: 5,
        comment: 'Changed',
      });
      expect(retry.statusCode).toBe(409);
      expect(errorOf(retry)).toEqual({ code: 'ALREADY_RATED', message: 'You have already rated this ride' });
      const mine = ratingsOf(await rider.browser.get(`/api/rides/${ride.id}/ratings`));
      expect(mine.byRider.rating).toMatchObject({ stars: 2, comment: null });
      // The other side still rates its own way.
      expect((await driver.browser.post(`/api/rides/${ride.id}/rating`, { stars: 5 })).statusCode).toBe(201);
    });

    it('answers a double submit with one 201 and one 409, never a 500', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);

      const answers = await Promise.all([
        rider.browser.post(`/api/rides/${ride.id}/rating`, { stars: 4 }),
        rider.browser.post(`/api/rides/${ride.id}/rating`, { stars: 1 }),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused && errorOf(refused).message).toBe(RATING_MESSAGES.alreadyRated);
      const view = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
      expect(view.driver).toMatchObject({ ratingCount: 1 });
    });

    it('names the field for stars outside 1 to 5, half stars and long comments', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      for (const stars of [0, 6, 2.5, '5', undefined]) {
        const response = await rider.browser.post(`/api/rides/${ride.id}/rating`, { stars });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).errors).toEqual([
          { path: 'stars', message: 'Choose a rating from 1 to 5 stars' },
        ]);
      }
      const long = await rider.browser.post(`/api/rides/${ride.id}/rating`, {
        stars: 3,
        comment: 'a'.repeat(501),
      });
      expect(long.statusCode).toBe(400);
      expect(errorOf(long).errors).toEqual([
        { path: 'comment', message: 'Comments can be at most 500 characters' },
      ]);
      // Nothing was stored by the refused attempts: the longest allowed comment still goes in.
      const longest = await rider.browser.post(`/api/rides/${ride.id}/rating`, {
        stars: 1,
        comment: 'a'.repeat(500),
      });
      expect(longest.statusCode).toBe(201);
      expect(ratingsOf(longest).byRider.rating?.comment).toHaveLength(500);
    });

    it('is for the ride’s own rider and driver: others get 404, admins 403, signed out 401', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      const otherRider = await signedInRider(context.app);
      const otherDriver = await signedInDriver(context.app, context.db);
      const admin = await signedInAdmin(context.app, context.db);

      for (const browser of [otherRider.browser, otherDriver.browser]) {
        const response = await browser.post(`/api/rides/${ride.id}/rating`, { stars: 1 });
        expect(response.statusCode).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'RIDE_NOT_FOUND', message: RIDE_MESSAGES.rideNotFound });
      }
      const unknown = await rider.browser.post('/api/rides/3b241101-e2bb-4255-8caf-4136c566a962/rating', {
        stars: 5,
      });
      expect(unknown.statusCode).toBe(404);
      const notAnId = await rider.browser.post('/api/rides/ride-1/rating', { stars: 5 });
      expect(notAnId.statusCode).toBe(400);

      const asAdmin = await admin.browser.post(`/api/rides/${ride.id}/rating`, { stars: 5 });
      expect(asAdmin.statusCode).toBe(403);
      expect(errorOf(asAdmin)).toEqual({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
      const signedOut = await context.app.inject({
        method: 'POST',
        url: `/api/rides/${ride.id}/rating`,
        payload: { stars: 5 },
      });
      expect(signedOut.statusCode).toBe(401);

      expect(rideOf(await rider.browser.get(`/api/rides/${ride.id}`)).rated).toEqual({
        byRider: false,
        byDriver: false,
      });
    });
  });

  describe('GET /api/rides/:id/ratings', () => {
    it('shows admins both ratings in full, and nobody else’s rides to others', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      const ratedAt = context.clock.now().toISOString();
      await rider.browser.post(`/api/rides/${ride.id}/rating`, { stars: 2, comment: 'Late and rude' });
      await driver.browser.post(`/api/rides/${ride.id}/rating`, { stars: 5, comment: 'Lovely rider' });

      const admin = await signedInAdmin(context.app, context.db);
      expect(ratingsOf(await admin.browser.get(`/api/rides/${ride.id}/ratings`))).toEqual({
        byRider: { rated: true, rating: { stars: 2, comment: 'Late and rude', createdAt: ratedAt } },
        byDriver: { rated: true, rating: { stars: 5, comment: 'Lovely rider', createdAt: ratedAt } },
        canRate: false,
      });

      const otherRider = await signedInRider(context.app);
      const otherDriver = await signedInDriver(context.app, context.db);
      for (const browser of [otherRider.browser, otherDriver.browser]) {
        expect((await browser.get(`/api/rides/${ride.id}/ratings`)).statusCode).toBe(404);
      }
      const signedOut = await context.app.inject({ method: 'GET', url: `/api/rides/${ride.id}/ratings` });
      expect(signedOut.statusCode).toBe(401);
    });

    it('offers nothing to rate before completion', async () => {
      const rider = await signedInRider(context.app);
      const ride = rideOf(await book(rider.browser));
      expect(ratingsOf(await rider.browser.get(`/api/rides/${ride.id}/ratings`))).toEqual({
        byRider: { rated: false, rating: null },
        byDriver: { rated: false, rating: null },
        canRate: false,
      });
    });
  });

  describe('averages', () => {
    it('shows each party’s average stars received on rides, offers and open requests', async () => {
      const ada = await signedInRider(context.app);
      const bob = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const rides = [
        { rider: ada, toDriver: 5, toRider: 5 },
        { rider: ada, toDriver: 4, toRider: 4 },
        { rider: bob, toDriver: 4, toRider: 3 },
      ];
      let lastRide: Ride | undefined;
      for (const trip of rides) {
        lastRide = await completedRide(trip.rider.browser, driver.browser);
        context.clock.advance(60_000);
        await trip.rider.browser.post(`/api/rides/${lastRide.id}/rating`, { stars: trip.toDriver });
        await driver.browser.post(`/api/rides/${lastRide.id}/rating`, { stars: trip.toRider });
      }
      const driverStars = rides.map((trip) => trip.toDriver);
      const adaStars = [5, 4];
      expect(mean(driverStars)).toBe(4.33);

      const view = rideOf(await bob.browser.get(`/api/rides/${lastRide?.id ?? ''}`));
      expect(view.driver).toMatchObject({ rating: mean(driverStars), ratingCount: 3 });
      expect(view.rider).toMatchObject({ rating: 3, ratingCount: 1 });

      // Ada books again: the driver (with a fresh position) sees her rating before accepting.
      await driver.browser.post('/api/driver/position', PLACES.embarcadero);
      const next = rideOf(await book(ada.browser));
      expect(next.rider).toMatchObject({ rating: mean(adaStars), ratingCount: 2 });
      expect(next.rated).toEqual({ byRider: false, byDriver: false });
      const offers = rideOfferListResponseSchema.parse(
        (await driver.browser.get('/api/driver/offers')).json(),
      );
      expect(offers.data.map((offer) => offer.rider)).toEqual([
        { name: ada.account.name, rating: mean(adaStars) },
      ]);
      const requests = openRideRequestListResponseSchema.parse(
        (await driver.browser.get('/api/driver/requests')).json(),
      );
      expect(requests.data.map((request) => request.rider)).toEqual([
        { name: ada.account.name, rating: mean(adaStars) },
      ]);
    });

    it('shows no rating (null, count 0) before the first one', async () => {
      const rider = await signedInRider(context.app);
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      const view = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
      expect(view.rider).toMatchObject({ rating: null, ratingCount: 0 });
      expect(view.driver).toMatchObject({ rating: null, ratingCount: 0 });
    });
  });

  describe('GET /api/user/me/ratings', () => {
    it('lists the ratings a driver received, newest first, with no rater, and their average', async () => {
      const driver = await signedInDriver(context.app, context.db);
      const given = [
        { stars: 5, comment: 'Spotless car' },
        { stars: 3, comment: null },
        { stars: 4, comment: 'Knew a shortcut' },
      ];
      const ratedAt: string[] = [];
      for (const rating of given) {
        const rider = await signedInRider(context.app);
        const ride = await completedRide(rider.browser, driver.browser);
        context.clock.advance(60_000);
        ratedAt.push(context.clock.now().toISOString());
        await rider.browser.post(`/api/rides/${ride.id}/rating`, rating);
      }
      const summary = { average: mean(given.map((rating) => rating.stars)), count: 3 };

      const first = await driver.browser.get('/api/user/me/ratings?page=1&pageSize=2');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.json()).toEqual({
        data: [
          { stars: 4, comment: 'Knew a shortcut', createdAt: ratedAt[2] },
          { stars: 3, comment: null, createdAt: ratedAt[1] },
        ],
        page: { page: 1, pageSize: 2, total: 3, totalPages: 2 },
        summary,
      });
      const second = receivedRatingsResponseSchema.parse(
        (await driver.browser.get('/api/user/me/ratings?page=2&pageSize=2')).json(),
      );
      expect(second.data).toEqual([{ stars: 5, comment: 'Spotless car', createdAt: ratedAt[0] }]);
      expect(second.summary).toEqual(summary);
    });

    it('shows a rider their own ratings, and an empty page before any', async () => {
      const rider = await signedInRider(context.app);
      const empty = receivedRatingsResponseSchema.parse(
        (await rider.browser.get('/api/user/me/ratings')).json(),
      );
      expect(empty).toEqual({
        data: [],
        page: { page: 1, pageSize: 20, total: 0, totalPages: 1 },
        summary: { average: null, count: 0 },
      });
      const driver = await signedInDriver(context.app, context.db);
      const ride = await completedRide(rider.browser, driver.browser);
      await driver.browser.post(`/api/rides/${ride.id}/rating`, { stars: 2 });
      const after = receivedRatingsResponseSchema.parse(
        (await rider.browser.get('/api/user/me/ratings')).json(),
      );
      expect(after.summary).toEqual({ average: 2, count: 1 });
      // What the rider gave is not what they received.
      expect(
        receivedRatingsResponseSchema.parse((await driver.browser.get('/api/user/me/ratings')).json())
          .summary,
      ).toEqual({ average: null, count: 0 });
    });

    it('names bad paging, and is for riders and drivers only', async () => {
      const rider = await signedInRider(context.app);
      const bad = await rider.browser.get('/api/user/me/ratings?page=0&pageSize=101');
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).errors).toEqual([
        { path: 'page', message: PAGINATION_MESSAGES.pageInvalid },
        { path: 'pageSize', message: PAGINATION_MESSAGES.pageSizeInvalid },
      ]);
      const admin = await signedInAdmin(context.app, context.db);
      expect((await admin.browser.get('/api/user/me/ratings')).statusCode).toBe(403);
      const signedOut = await context.app.inject({ method: 'GET', url: '/api/user/me/ratings' });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  it('documents its routes in the OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(document.paths['/api/rides/{id}/rating'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/rides/{id}/ratings'] ?? {})).toContain('get');
    expect(Object.keys(document.paths['/api/user/me/ratings'] ?? {})).toContain('get');
  });
});
