import { DEMO_CITY } from '../places/index.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDE_MESSAGES, type Ride, type RideOffer } from '@ridebook/validation';
import { sql } from 'drizzle-orm';
import { rideOffers, rideRatings } from '../../db/schema.ts';
import { advanceDispatchRound, endPendingOffers, uniqueViolation } from '../rides/index.ts';
import type { BusMessage } from '../live/index.ts';
import { CHANNELS } from '../realtime/index.ts';
import { registerAccount } from '../../test/accounts.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  rideTestContextPerTest,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { LONDON_PLACES, createLondon } from '../../test/city-support.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';

type Offer = { rideId: string };
const offersOf = (response: { json(): unknown }) => (response.json() as { data: Offer[] }).data;

describe.skipIf(isTestDatabaseMissing)('dispatch', () => {
  const context = rideTestContextPerTest();

  const runDueWork = () => context.app.rideEngine.dispatch.runDueWork();
  /** Moves past the offer countdown (15 s by default) and runs what came due. */
  async function letOffersExpire() {
    context.clock.advance(15_001);
    await runDueWork();
  }

  it('offers the ride to the nearest drivers first, then to the next batch when nobody answers', async () => {
    const rider = await signedInRider(context.app);
    // Four drivers at growing distances from the Ferry Building; the batch size is 3.
    const nearest = await signedInDriver(context.app, context.db, { lat: 37.7952, lng: -122.3945 });
    const second = await signedInDriver(context.app, context.db, { lat: 37.7945, lng: -122.396 });
    const third = await signedInDriver(context.app, context.db, { lat: 37.7935, lng: -122.3985 });
    const fourth = await signedInDriver(context.app, context.db, { lat: 37.7905, lng: -122.401 });
    const ride = rideOf(await book(rider.browser));
    for (const driver of [nearest, second, third]) {
      expect(offersOf(await driver.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
        ride.id,
      ]);
    }
    expect(offersOf(await fourth.browser.get('/api/driver/offers'))).toEqual([]);

    // Positions stay fresh while the countdown runs out.
    for (const driver of [nearest, second, third, fourth]) {
      await driver.browser.post('/api/driver/position', await positionOf(driver.account.id));
    }
    await letOffersExpire();
    expect(offersOf(await nearest.browser.get('/api/driver/offers'))).toEqual([]);
    expect(offersOf(await fourth.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      ride.id,
    ]);
    const searching = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
    expect(searching.status).toBe('requested');
  });

  it('offers a ride only to drivers of its city, even one of another city standing next to the pickup', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const londonId = await createLondon(admin.browser);
    const rider = await signedInRider(context.app);
    // Registered in London but standing at the Ferry Building: in London's geo index, never offered a ride here.
    const visitor = await signedInDriver(
      context.app,
      context.db,
      { lat: 37.7953, lng: -122.3938 },
      { cityId: londonId },
    );
    const local = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
    const ride = rideOf(await book(rider.browser));
    expect(offersOf(await visitor.browser.get('/api/driver/offers'))).toEqual([]);
    expect(offersOf(await local.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      ride.id,
    ]);
    // Nor can they see it among open requests, or take it by its id.
    expect((await visitor.browser.get('/api/driver/requests')).json()).toEqual({ data: [] });
    expect((await visitor.browser.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(404);

    // A London ride goes to the London driver once they are in London.
    const londoner = await signedInDriver(context.app, context.db, LONDON_PLACES.charingCross, {
      cityId: londonId,
    });
    const londonRider = await signedInRider(context.app);
    const londonRide = rideOf(
      await book(londonRider.browser, {
        pickup: LONDON_PLACES.trafalgarSquare,
        destination: LONDON_PLACES.kingsCross,
        paymentMethod: 'cash',
      }),
    );
    expect(offersOf(await londoner.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      londonRide.id,
    ]);
    expect(offersOf(await local.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      ride.id,
    ]);
  });

  async function positionOf(driverId: string) {
    const position = await context.app.live.locators.forCity(DEMO_CITY.id).getPosition(driverId);
    if (!position) throw new Error('no position');
    return { lat: position.lat, lng: position.lng };
  }

  it('moves on at once when the whole batch declines', async () => {
    const rider = await signedInRider(context.app);
    const first = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    await context.app.rideEngine.settings.updateDispatch(
      { ...(await context.app.rideEngine.settings.getDispatch()), batchSize: 1 },
      first.account.id,
    );
    const second = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
    const ride = rideOf(await book(rider.browser));
    expect(offersOf(await first.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      ride.id,
    ]);
    expect(offersOf(await second.browser.get('/api/driver/offers'))).toEqual([]);

    const declined = await first.browser.post(`/api/driver/rides/${ride.id}/decline`);
    expect(declined.json()).toEqual({ message: 'Offer declined' });
    expect(offersOf(await second.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      ride.id,
    ]);
    // A declined ride is not offered to the same driver again.
    const again = await first.browser.post(`/api/driver/rides/${ride.id}/decline`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'OFFER_NOT_FOUND', message: RIDE_MESSAGES.offerNotFound });
  });

  it('cancels the ride as "no driver found" after the last batch, and tells the rider', async () => {
    const rider = await signedInRider(context.app);
    const ride = rideOf(await book(rider.browser));
    const { maxBatches } = await context.app.rideEngine.settings.getDispatch();
    for (let round = 1; round < maxBatches + 1; round += 1) await letOffersExpire();
    const ended = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
    expect(ended).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationReason: RIDE_MESSAGES.noDriverFound,
      cancellationFee: 0,
    });
    expect(ended.events.at(-1)).toMatchObject({ status: 'cancelled', actor: 'system' });
    // The rider can try again at once.
    expect((await book(rider.browser)).statusCode).toBe(201);
  });

  it('widens the search radius step by step', async () => {
    const rider = await signedInRider(context.app);
    // About 5 km from the Ferry Building: outside the first two radius steps (1.5 km, 3 km), inside the third.
    const far = await signedInDriver(context.app, context.db, { lat: 37.7599, lng: -122.4148 });
    const ride = rideOf(await book(rider.browser));
    expect(offersOf(await far.browser.get('/api/driver/offers'))).toEqual([]);
    await far.browser.post('/api/driver/position', { lat: 37.7599, lng: -122.4148 });
    await letOffersExpire(); // round 2: 3 km
    expect(offersOf(await far.browser.get('/api/driver/offers'))).toEqual([]);
    await far.browser.post('/api/driver/position', { lat: 37.7599, lng: -122.4148 });
    await letOffersExpire(); // round 3: 6 km
    expect(offersOf(await far.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      ride.id,
    ]);
  });

  it('gives a driver one offer at a time', async () => {
    const first = await signedInRider(context.app);
    const second = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const firstRide = rideOf(await book(first.browser));
    await book(second.browser, { pickup: PLACES.unionSquare });
    expect(offersOf(await driver.browser.get('/api/driver/offers')).map((offer) => offer.rideId)).toEqual([
      firstRide.id,
    ]);
  });

  it('cannot hold two pending offers for one driver, whatever process inserts them: the second is skipped', async () => {
    // Two rides requested while the driver is offline: no round offered them to anybody.
    const driver = await signedInDriver(context.app, context.db, null);
    const first = rideOf(await book((await signedInRider(context.app)).browser));
    const second = rideOf(
      await book((await signedInRider(context.app)).browser, { pickup: PLACES.unionSquare }),
    );
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 15_000);
    const offerOf = (rideId: string) => ({
      rideId,
      driverId: driver.account.id,
      batch: 1,
      pickupDistanceMeters: 500,
      pickupEtaSeconds: 120,
      createdAt: now,
      expiresAt,
    });
    // What a round in another process does after its check found the driver free: the database says no, and the
    // ride still moves to its round.
    const roundOf = (rideId: string) =>
      advanceDispatchRound(
        context.db,
        rideId,
        { dispatchBatch: 1, nextDispatchAt: expiresAt, updatedAt: now },
        {
          drivers: [{ driverId: driver.account.id, pickupDistanceMeters: 500, pickupEtaSeconds: 120 }],
          createdAt: now,
          expiresAt,
        },
      );
    const offered = await roundOf(first.id);
    expect(offered?.offers).toEqual([
      expect.objectContaining({ ...offerOf(first.id), status: 'pending', respondedAt: null }),
    ]);
    const skipped = await roundOf(second.id);
    expect(skipped?.offers).toEqual([]);
    expect(skipped?.ride).toMatchObject({ id: second.id, dispatchBatch: 1, nextDispatchAt: expiresAt });
    const error = await context.db
      .insert(rideOffers)
      .values(offerOf(second.id))
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(uniqueViolation(error)).toBe('ride_offers_one_pending_per_driver_idx');
    // Once the first offer has ended, the driver can be offered the next ride.
    await endPendingOffers(context.db, first.id, 'expired', now);
    expect((await roundOf(second.id))?.offers).toHaveLength(1);
  });

  it("shows the rider's name and average stars in the offer the driver's socket gets, as in the offers list", async () => {
    const rider = await signedInRider(context.app);
    const rater = await signedInDriver(context.app, context.db, null);
    // Three earlier rides rated 5, 4 and 4 stars by their driver: 4.33 on average.
    for (const stars of [5, 4, 4]) {
      const earlier = rideOf(await book(rider.browser, { paymentMethod: 'cash' }));
      await rider.browser.post(`/api/rides/${earlier.id}/cancel`, { reason: 'Changed my plans' });
      await context.db.insert(rideRatings).values({
        rideId: earlier.id,
        raterRole: 'driver',
        raterId: rater.account.id,
        rateeId: rider.account.id,
        stars,
        createdAt: context.clock.now(),
      });
    }
    const driver = await signedInDriver(context.app, context.db);
    const received: BusMessage[] = [];
    await context.app.live.bus.subscribe(CHANNELS.user(driver.account.id), (message) => {
      received.push(message);
    });
    const ride = rideOf(await book(rider.browser, { paymentMethod: 'cash' }));
    const expected = { name: rider.account.name, rating: 4.33 };
    await expect
      .poll(() => received.find((message) => message.type === 'offer.new'))
      .toMatchObject({ offer: { rideId: ride.id, rider: expected } });
    const listed = (await driver.browser.get('/api/driver/offers')).json<{ data: RideOffer[] }>().data;
    expect(listed.map((offer) => ({ rideId: offer.rideId, rider: offer.rider }))).toEqual([
      { rideId: ride.id, rider: expected },
    ]);
  });
});

/**
 * The race the architecture names (two drivers, one ride): many drivers accept the same ride at the same moment.
 * The guarded UPDATE lets exactly one win; a unique index keeps any driver from holding two rides.
 */
describe.skipIf(isTestDatabaseMissing)('accepting a ride under contention', () => {
  const DRIVERS = 50;
  // PostgreSQL runs the 50 accepts really in parallel (a pool of connections): the race of production, 1,000 times.
  // PGlite runs one statement at a time in-process, so its rounds add little but time: 100 there.
  const ROUNDS = testDatabaseKind === 'postgres' ? 1_000 : 100;
  let context: RideTestContext;
  let drivers: AuthenticatedUser[];
  let riderIds: string[];
  let seedRideId: string;

  beforeAll(async () => {
    context = await buildRideTestContext();
    const rider = await signedInRider(context.app);
    riderIds = [rider.account.id];
    for (let index = 0; index < 10; index += 1) riderIds.push((await registerAccount(context.app)).id);
    drivers = [];
    for (let index = 0; index < DRIVERS; index += 1) {
      const { account } = await signedInDriver(context.app, context.db, {
        lat: 37.79 + index * 0.0001,
        lng: -122.4,
      });
      drivers.push({
        id: account.id,
        role: 'driver',
        status: 'active',
        driverApprovalStatus: 'approved',
        sessionId: randomUUID(),
      });
    }
    // A seed ride to copy from: the same quote data for every round.
    seedRideId = rideOf(await book(rider.browser)).id;
    await context.db.execute(sql`update rides set status = 'cancelled' where id = ${seedRideId}`);
  }, 300_000);
  afterAll(async () => {
    await context.app.close();
  });

  async function newRequestedRide(riderId = riderIds[0]): Promise<string> {
    const id = randomUUID();
    await context.db.execute(sql`
      insert into rides (id, rider_id, city_id, status, pickup_address, pickup_lat, pickup_lng, destination_address,
        destination_lat, destination_lng, distance_meters, duration_seconds, route, currency, fare, pricing,
        payment_method, idempotency_key, requested_at, created_at, updated_at)
      select ${id}, ${riderId}, city_id, 'requested', pickup_address, pickup_lat, pickup_lng, destination_address,
        destination_lat, destination_lng, distance_meters, duration_seconds, route, currency, fare, pricing,
        payment_method, ${id}, now(), now(), now()
      from rides where id = ${seedRideId}`);
    return id;
  }

  it(`lets exactly one of ${DRIVERS} drivers win, ${ROUNDS} times over, and no driver ever holds two rides`, async () => {
    const { dispatch } = context.app.rideEngine;
    const winners = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const rideId = await newRequestedRide();
      const results = await Promise.allSettled(drivers.map((driver) => dispatch.accept(driver, rideId)));
      const won = results.filter(
        (result): result is PromiseFulfilledResult<Ride> => result.status === 'fulfilled',
      );
      expect(won).toHaveLength(1);
      const lost = results.filter((result) => result.status === 'rejected');
      for (const failure of lost) {
        expect(failure.reason).toMatchObject({ code: 'RIDE_ALREADY_TAKEN' });
      }
      const winner = won[0]!.value.driver!.id;
      winners.set(winner, (winners.get(winner) ?? 0) + 1);
      // The winner finishes (the ride is cancelled by an admin) so every round starts with 50 idle drivers.
      await context.db.execute(sql`update rides set status = 'cancelled' where id = ${rideId}`);
    }
    const result = await context.db.execute(sql`
      select driver_id, count(*)::int as active from rides
      where status in ('accepted', 'arrived', 'picked_up', 'in_transit') group by driver_id having count(*) > 1`);
    expect((result as { rows: unknown[] }).rows).toEqual([]);
    expect([...winners.values()].reduce((sum, count) => sum + count, 0)).toBe(ROUNDS);
  }, 600_000);

  it('never gives one driver two rides when many rides are taken at once', async () => {
    const { dispatch } = context.app.rideEngine;
    const rideIds = await Promise.all(
      Array.from({ length: 10 }, (_, index) => newRequestedRide(riderIds[index + 1])),
    );
    const attempts = rideIds.flatMap((rideId) => drivers.map((driver) => dispatch.accept(driver, rideId)));
    const results = await Promise.allSettled(attempts);
    const taken = results.filter((result) => result.status === 'fulfilled').map((result) => result.value);
    expect(taken).toHaveLength(10);
    expect(new Set(taken.map((ride) => ride.driver?.id)).size).toBe(10);
    for (const failure of results.filter((result) => result.status === 'rejected')) {
      expect(['RIDE_ALREADY_TAKEN', 'DRIVER_BUSY']).toContain((failure.reason as { code: string }).code);
    }
  });
});
