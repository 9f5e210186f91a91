import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fareQuotes, rideEvents, rideOffers, rides } from '../../db/schema.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';
import {
  findRideDetails,
  insertRide,
  transitionRide,
  transitionRideEndingOffers,
  transitionRideEndingOffersWithDetail,
} from './rides.repository.ts';

describe.skipIf(isTestDatabaseMissing)('rides repository: prepared writes', () => {
  let context: RideTestContext;

  beforeEach(async () => {
    context = await buildRideTestContext();
  });
  afterEach(async () => {
    await context.app.close();
  });

  it('stores an absent pickup zone, pickup point or schedule as SQL NULL, never as JSON null', async () => {
    const { browser, account } = await signedInRider(context.app);
    const ride = rideOf(await book(browser));
    const [quote] = await context.db
      .select({ zoneIsNull: sql<boolean>`${fareQuotes.pickupZone} is null` })
      .from(fareQuotes)
      .where(eq(fareQuotes.riderId, account.id));
    expect(quote).toEqual({ zoneIsNull: true });
    const [row] = await context.db
      .select({
        pointIsNull: sql<boolean>`${rides.pickupPoint} is null`,
        scheduledIsNull: sql<boolean>`${rides.scheduledAt} is null`,
      })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(row).toEqual({ pointIsNull: true, scheduledIsNull: true });
  });

  it('appends the event of each transition with the change, in one transaction, and none when the guard fails', async () => {
    const { browser } = await signedInRider(context.app);
    const ride = rideOf(await book(browser));
    const at = new Date(Date.now() + 1_000);
    // Two transactions, each reusing the statements prepared on its pooled connection.
    for (const attempt of [1, 2]) {
      const moved = await context.db.transaction((tx) =>
        transitionRide(tx, {
          id: ride.id,
          from: ['requested'],
          to: 'cancelled',
          set: { cancelledAt: at, cancelledBy: 'system', cancellationReason: `Attempt ${attempt}` },
          event: { actor: 'system', actorId: null, at, note: `Attempt ${attempt}` },
        }),
      );
      expect(moved?.status === 'cancelled').toBe(attempt === 1);
    }
    const details = await findRideDetails(context.db, ride.id);
    expect(
      details?.events.map(({ status, actor, actorId, at: when, lat, note }) => ({
        status,
        actor,
        actorId,
        at: when.toISOString(),
        lat,
        note,
      })),
    ).toEqual([
      expect.objectContaining({ status: 'requested', actor: 'rider' }),
      {
        status: 'cancelled',
        actor: 'system',
        actorId: null,
        at: at.toISOString(),
        lat: null,
        note: 'Attempt 1',
      },
    ]);
    expect(details?.events[0]?.at).toBeInstanceOf(Date);
    expect(details?.ride.cancellationReason).toBe('Attempt 1');
  });

  it("writes a booking's first round with the ride, in one statement, and nothing for a reused idempotency key", async () => {
    const { browser } = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const ride = rideOf(await book(browser, { idempotencyKey: 'first-round-0001' }));
    const [row] = await context.db.select().from(rides).where(eq(rides.id, ride.id));
    const offers = await context.db.select().from(rideOffers).where(eq(rideOffers.rideId, ride.id));
    // The booking's statement raised the ride to its first batch, due again when its offers expire.
    expect(offers).toEqual([
      expect.objectContaining({ driverId: driver.account.id, batch: 1, status: 'pending' }),
    ]);
    expect(row).toMatchObject({ dispatchBatch: 1, nextDispatchAt: offers[0]?.expiresAt });

    // The same key again, with a round: the insert is skipped, and so are its offers and its event.
    const now = new Date(Date.now() + 1_000);
    const again = await insertRide(
      context.db,
      row!,
      { actor: 'rider', actorId: row!.riderId, at: now },
      {
        drivers: [{ driverId: driver.account.id, pickupDistanceMeters: 10, pickupEtaSeconds: 60 }],
        createdAt: now,
        expiresAt: new Date(now.getTime() + 15_000),
        limit: 1,
        emptyRetryAt: new Date(now.getTime() + 5_000),
      },
    );
    expect(again).toBeUndefined();
    expect(await context.db.select({ id: rideOffers.id }).from(rideOffers)).toHaveLength(1);
    expect(await context.db.select({ id: rideEvents.id }).from(rideEvents)).toHaveLength(1);
  });

  it("ends a ride's pending offers with its transition, in one statement, and none when the guard fails", async () => {
    const { browser } = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const ride = rideOf(await book(browser));
    const at = new Date(Date.now() + 1_000);
    const cancellation = (from: ('requested' | 'accepted')[]) =>
      transitionRideEndingOffers(
        context.db,
        {
          id: ride.id,
          from,
          to: 'cancelled',
          set: { cancelledAt: at, cancelledBy: 'rider', cancellationReason: 'Plans changed' },
          event: { actor: 'rider', actorId: ride.rider.id, at, note: 'Plans changed' },
        },
        'withdrawn',
      );
    const pending = () =>
      context.db.select({ status: rideOffers.status, respondedAt: rideOffers.respondedAt }).from(rideOffers);

    expect(await cancellation(['accepted'])).toBeUndefined();
    expect(await pending()).toEqual([{ status: 'pending', respondedAt: null }]);

    const cancelled = await cancellation(['requested']);
    expect(cancelled?.ride).toMatchObject({ id: ride.id, status: 'cancelled' });
    expect(cancelled?.offers).toEqual([
      expect.objectContaining({ driverId: driver.account.id, status: 'withdrawn', respondedAt: at }),
    ]);
    expect(await pending()).toEqual([{ status: 'withdrawn', respondedAt: at }]);
    const details = await findRideDetails(context.db, ride.id);
    expect(details?.events.map((event) => event.status)).toEqual(['requested', 'cancelled']);
  });

  it("checks a booking's first-round drivers for pending offers in its own statement, and returns the ride's detail", async () => {
    const first = await signedInRider(context.app);
    const second = await signedInRider(context.app);
    const busy = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const taken = rideOf(await book(first.browser));
    const [free, other] = [
      await signedInDriver(context.app, context.db, PLACES.embarcadero),
      await signedInDriver(context.app, context.db, PLACES.embarcadero),
    ];
    const [row] = await context.db.select().from(rides).where(eq(rides.id, taken.id));
    const now = new Date(Date.now() + 1_000);
    const round = (driverIds: string[]) => ({
      drivers: driverIds.map((driverId) => ({ driverId, pickupDistanceMeters: 10, pickupEtaSeconds: 60 })),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 15_000),
      limit: 1,
      emptyRetryAt: new Date(now.getTime() + 5_000),
    });
    const booking = (key: string, driverIds: string[]) =>
      insertRide(
        context.db,
        { ...row!, riderId: second.account.id, idempotencyKey: key },
        { actor: 'rider', actorId: second.account.id, at: now },
        round(driverIds),
      );

    // Nearest first: the busy driver is passed over, and the limit is of drivers offered, not of drivers given.
    const booked = await booking('first-round-check-1', [busy.account.id, free.account.id, other.account.id]);
    expect(booked?.offers.map((offer) => offer.driverId)).toEqual([free.account.id]);
    expect(booked?.ride).toMatchObject({ dispatchBatch: 1, nextDispatchAt: round([]).expiresAt });
    expect(booked?.details).toEqual(await findRideDetails(context.db, booked!.ride.id));

    // Nobody free to ask: no offer, and the next round is due sooner, as for any round that asked nobody.
    await context.db.update(rides).set({ status: 'cancelled' }).where(eq(rides.id, booked!.ride.id));
    const empty = await booking('first-round-check-2', [busy.account.id, free.account.id]);
    expect(empty?.offers).toEqual([]);
    expect(empty?.ride.nextDispatchAt).toEqual(round([]).emptyRetryAt);
  });

  it("cancels a rider's ride with its offers and returns its detail, and writes nothing for another rider's", async () => {
    const owner = await signedInRider(context.app);
    const stranger = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const ride = rideOf(await book(owner.browser));
    const at = new Date(Date.now() + 1_000);
    const cancelBy = (riderId: string) =>
      transitionRideEndingOffersWithDetail(
        context.db,
        {
          id: ride.id,
          from: ['requested', 'scheduled'],
          to: 'cancelled',
          riderId,
          set: { cancelledAt: at, cancelledBy: 'rider', cancellationReason: 'Plans changed' },
          event: { actor: 'rider', actorId: riderId, at, note: 'Plans changed' },
        },
        'withdrawn',
      );

    expect(await cancelBy(stranger.account.id)).toBeUndefined();
    const offers = () => context.db.select({ status: rideOffers.status }).from(rideOffers);
    expect(await offers()).toEqual([{ status: 'pending' }]);
    expect((await findRideDetails(context.db, ride.id))?.ride.status).toBe('requested');

    const cancelled = await cancelBy(owner.account.id);
    expect(cancelled?.offers).toEqual([
      expect.objectContaining({ driverId: driver.account.id, status: 'withdrawn' }),
    ]);
    expect(await offers()).toEqual([{ status: 'withdrawn' }]);
    // The detail as a read after the statement finds it, the new event last.
    expect(cancelled?.details).toEqual(await findRideDetails(context.db, ride.id));
    expect(cancelled?.details.events.map((event) => event.status)).toEqual(['requested', 'cancelled']);
  });
});
