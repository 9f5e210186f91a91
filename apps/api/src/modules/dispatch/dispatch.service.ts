import {
  ERROR_CODES,
  RIDE_MESSAGES,
  type OpenRideRequest,
  type Ride,
  type RideOffer,
} from '@ridebook/validation';
import type { Attributes } from '@opentelemetry/api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { splitFare } from '../pricing/index.ts';
import {
  type RideContext,
  rideAlreadyTaken,
  rideNotFound,
  answerOffer,
  countPendingOffers,
  endPendingOffers,
  findDriversWithPendingOffers,
  findDueRideIds,
  findOfferedDriverIds,
  findPendingOffersForDriver,
  findRequestedRidesInBox,
  findRide,
  advanceDispatchRound,
  lockDueRide,
  transitionRide,
  uniqueViolation,
  updateRide,
  type BookedRideToDispatch,
  type FirstRound,
  type OfferedRider,
  type RideOfferRow,
  type RideRow,
  type RideWritten,
  type RoundOffers,
  afterRideEnded,
  type RidesService,
} from '../rides/index.ts';
import { estimateDriveSeconds } from '../routing/index.ts';
import { boxAround, haversineMeters } from '@ridebook/validation/geo';
import { cityInTransaction } from '../cities/index.ts';
import { findDriverStanding } from '../drivers/index.ts';
import { inSpan } from '../observability/index.ts';
import { NO_RATINGS, averageRatings } from '../rating-summaries/index.ts';
import {
  askableDrivers,
  decideRound,
  roundTimes,
  searchArea,
  type DispatchCandidate,
  type DispatchDecision,
  type DispatchOffer,
  type DispatchState,
} from './dispatch-policy.ts';

const RIDER_BUSY = 'The rider had another ride in progress at the scheduled time';
/** How far the "Available Ride" list looks around the driver. */
export const OPEN_REQUESTS_RADIUS_METERS = 10_000;

export type DispatchService = ReturnType<typeof createDispatchService>;

/** What a committed round did. */
type RoundOutcome =
  | { kind: 'started'; ride: RideRow }
  | { kind: 'rider-busy'; ride: RideRow }
  | { kind: 'no-driver'; ride: RideRow; expired: RideOfferRow[] }
  | {
      kind: 'offered';
      ride: RideRow;
      rider: OfferedRider;
      offers: RideOfferRow[];
      expired: RideOfferRow[];
      maxBatches: number;
      nextRoundAt: Date;
    };

/**
 * Matching: offers a requested ride to the nearest available drivers, batch by batch, in a radius that grows
 * step by step; the first accept wins (one guarded UPDATE decides); declines and timeouts move to the next
 * batch; after the last batch the ride is cancelled as "no driver found". Each round is one transaction on a
 * row lock taken with SKIP LOCKED, so several API processes can run `runDueWork` at once without doubling up.
 */
export function createDispatchService(context: RideContext, rides: RidesService) {
  const { db, clock, locators, notifier, dispatchMetrics: metrics } = context;

  /** A driver a few metres away still needs a minute to reach the rider. */
  function pickupEtaSeconds(straightMeters: number): number {
    return Math.max(60, estimateDriveSeconds(straightMeters, context.eta));
  }

  /** What a driver needs to decide on a ride, seen from `pickupDistanceMeters` away (offers and open requests). */
  function describeRide(
    ride: RideRow,
    rider: RideOffer['rider'],
    pickupDistanceMeters: number,
    pickupEta: number,
  ) {
    const { driverEarnings } = splitFare(ride.pricing, ride.fare.estimate, ride.fare.breakdown.bookingFee);
    return {
      rideId: ride.id,
      pickup: { address: ride.pickupAddress, lat: ride.pickupLat, lng: ride.pickupLng },
      pickupPoint: ride.pickupPoint,
      destination: { address: ride.destinationAddress, lat: ride.destinationLat, lng: ride.destinationLng },
      pickupDistanceMeters,
      pickupEtaSeconds: pickupEta,
      tripDistanceMeters: ride.distanceMeters,
      tripDurationSeconds: ride.durationSeconds,
      fare: { currency: ride.currency, estimate: ride.fare.estimate, driverEarnings },
      paymentMethod: ride.paymentMethod,
      rider,
      note: ride.note,
    };
  }

  function toOffer(offer: RideOfferRow, ride: RideRow, rider: RideOffer['rider']): RideOffer {
    return {
      id: offer.id,
      ...describeRide(ride, rider, offer.pickupDistanceMeters, offer.pickupEtaSeconds),
      expiresAt: offer.expiresAt.toISOString(),
    };
  }

  /** Available drivers with a fresh position in the search area, nearest first, never the ones already asked. */
  function findNearby(
    ride: Pick<RideRow, 'cityId' | 'pickupLat' | 'pickupLng'>,
    state: DispatchState,
    area: { radiusMeters: number; limit: number },
    staleSeconds: number,
    now: Date,
  ) {
    // The ride's city's index only: a driver of another city is never a candidate.
    return locators.forCity(ride.cityId).findNearestAvailable({
      point: { lat: ride.pickupLat, lng: ride.pickupLng },
      radiusMeters: area.radiusMeters,
      limit: area.limit,
      freshSince: now.getTime() - staleSeconds * 1000,
      exclude: state.offeredDriverIds,
    });
  }

  /** `findNearby`, each marked when another ride's offer to them is still open. */
  async function findCandidates(
    tx: Database,
    ride: Pick<RideRow, 'cityId' | 'pickupLat' | 'pickupLng'>,
    state: DispatchState,
    area: { radiusMeters: number; limit: number },
    staleSeconds: number,
  ): Promise<DispatchCandidate[]> {
    const now = clock.now();
    const nearby = await findNearby(ride, state, area, staleSeconds, now);
    const busy = await findDriversWithPendingOffers(
      tx,
      nearby.map((driver) => driver.driverId),
      now,
    );
    return nearby.map((driver) => ({
      driverId: driver.driverId,
      distanceMeters: driver.distanceMeters,
      hasPendingOffer: busy.has(driver.driverId),
    }));
  }

  /** Drivers to offer a ride, as a round writes them: the pickup's distance and ETA from each. */
  function offeredDrivers(offers: readonly DispatchOffer[]): RoundOffers['drivers'] {
    return offers.map((offer) => ({
      driverId: offer.driverId,
      pickupDistanceMeters: offer.distanceMeters,
      pickupEtaSeconds: pickupEtaSeconds(offer.distanceMeters),
    }));
  }

  /** A decision's offers as a round writes them (open from `now`). */
  function roundOffers(decision: DispatchDecision & { kind: 'offer' }, now: Date): RoundOffers {
    return { drivers: offeredDrivers(decision.offers), createdAt: now, expiresAt: decision.expiresAt };
  }

  /** The pickup time is near: a scheduled ride becomes a request (a rider busy with another ride loses it). */
  async function startScheduledRide(tx: Database, ride: RideRow, now: Date) {
    try {
      // A savepoint: a unique violation must not abort the surrounding transaction.
      const requested = await tx.transaction((savepoint) =>
        transitionRide(savepoint, {
          id: ride.id,
          from: ['scheduled'],
          to: 'requested',
          set: { requestedAt: now, nextDispatchAt: now },
          event: {
            actor: 'system',
            actorId: null,
            at: now,
            lat: ride.pickupLat,
            lng: ride.pickupLng,
            note: 'Scheduled ride started',
          },
        }),
      );
      return requested ? { kind: 'started' as const, ride: requested } : null;
    } catch (error) {
      if (uniqueViolation(error) !== 'rides_one_active_per_rider_idx') throw error;
      const cancelled = await transitionRide(tx, {
        id: ride.id,
        from: ['scheduled'],
        to: 'cancelled',
        set: {
          cancelledAt: now,
          cancelledBy: 'system',
          cancellationReason: RIDER_BUSY,
          nextDispatchAt: null,
        },
        event: { actor: 'system', actorId: null, at: now, note: RIDER_BUSY },
      });
      return { kind: 'rider-busy' as const, ride: cancelled ?? ride };
    }
  }

  /** One dispatch round for a due ride; returns false when another process holds the ride or it is not due. */
  function runRound(rideId: string): Promise<boolean> {
    // A trace span when tracing is on (docs/decisions/022): its queries and messages become its children.
    return inSpan('dispatch.round', { 'ridebook.ride_id': rideId }, (annotate) => roundOf(rideId, annotate));
  }

  async function roundOf(rideId: string, annotate: (attributes: Attributes) => void): Promise<boolean> {
    const now = clock.now();
    // The cities' rules, from the directory's copy (no database read per round), read before the transaction:
    // inside it, a read on another connection would wait forever on PGlite's single one.
    const served = await context.cities.all();
    const outcome = await db.transaction(async (tx): Promise<RoundOutcome | null> => {
      const due = await lockDueRide(tx, rideId, now);
      if (!due) return null;
      const { ride } = due;
      if (ride.status === 'scheduled') return startScheduledRide(tx, ride, now);
      const config = (await cityInTransaction(tx, served, ride.cityId)).dispatch;

      // Offers are inserted only by a round, in the statement that raises `dispatchBatch` (here, or the booking's
      // for its first round): before the first round there are none to expire nor drivers to skip.
      const firstRound = ride.dispatchBatch === 0;
      const expired = firstRound ? [] : await endPendingOffers(tx, ride.id, 'expired', now);
      const area = searchArea(ride.dispatchBatch, config);
      const state: DispatchState = {
        batch: ride.dispatchBatch,
        offeredDriverIds: new Set(firstRound || !area ? [] : await findOfferedDriverIds(tx, ride.id)),
      };
      const candidates = area ? await findCandidates(tx, ride, state, area, config.positionStaleSeconds) : [];
      const decision = decideRound(state, candidates, config, now);

      if (decision.kind === 'give-up') {
        const cancelled = await transitionRide(tx, {
          id: ride.id,
          from: ['requested'],
          to: 'cancelled',
          set: {
            cancelledAt: now,
            cancelledBy: 'system',
            cancellationReason: RIDE_MESSAGES.noDriverFound,
            nextDispatchAt: null,
          },
          event: { actor: 'system', actorId: null, at: now, note: RIDE_MESSAGES.noDriverFound },
        });
        return { kind: 'no-driver', ride: cancelled ?? ride, expired };
      }

      const advanced = await advanceDispatchRound(
        tx,
        ride.id,
        { dispatchBatch: decision.batch, nextDispatchAt: decision.nextRoundAt, updatedAt: now },
        roundOffers(decision, now),
      );
      return {
        kind: 'offered',
        ride: advanced?.ride ?? ride,
        rider: due.rider,
        offers: advanced?.offers ?? [],
        expired,
        maxBatches: config.maxBatches,
        nextRoundAt: decision.nextRoundAt,
      };
    });

    if (outcome === null) return false;
    return afterRound(rideId, outcome, annotate);
  }

  /**
   * The first round of a ride being booked, planned before the booking's statement and written by it: the ride's
   * city's nearest drivers the round may ask (all of the geo index's answer, more than the round asks), of whom
   * the statement offers the ride to the first `batchSize` without another ride's open offer, as `decideRound`
   * picks them; null when this round would give up at once.
   */
  async function planFirstRound(booking: BookedRideToDispatch): Promise<FirstRound | null> {
    const { settings, at } = booking;
    const state: DispatchState = { batch: 0, offeredDriverIds: new Set() };
    const area = searchArea(state.batch, settings);
    if (area === null) return null;
    const nearby = await findNearby(booking, state, area, settings.positionStaleSeconds, clock.now());
    return {
      dispatchBatch: state.batch + 1,
      offers: {
        drivers: offeredDrivers(askableDrivers(state, nearby, settings)),
        limit: settings.batchSize,
        createdAt: at,
        ...roundTimes(settings, at),
      },
    };
  }

  /**
   * Books a requested ride with its first dispatch round in the booking's own statement (one round trip instead of
   * a transaction of its own after the booking's): plans the round, lets `write` insert the ride with it, and
   * sends its offers once that has committed. Nothing can run a round of the ride before then (its row is not
   * visible), and afterwards it is due only when the offers expire (or sooner when the statement found nobody free
   * to ask), so no lock is needed. A round that could not be planned (the geo index failing, or settings that give
   * up at once) runs after the booking as before, from the ride's row: the booking never fails because matching did.
   */
  async function bookWithFirstRound(
    booking: BookedRideToDispatch,
    write: (round: FirstRound | null) => Promise<RideWritten | undefined>,
  ): Promise<RideWritten | undefined> {
    // The round's span holds the booking's statement, which writes the round's offers.
    return inSpan('dispatch.round', {}, async (annotate) => {
      const round = await planFirstRound(booking).catch((error: unknown) => {
        context.log.error({ err: error }, "planning a booking's first dispatch round failed");
        return null;
      });
      const booked = await write(round);
      if (booked === undefined) return undefined;
      const { ride, offers } = booked;
      annotate({ 'ridebook.ride_id': ride.id });
      try {
        if (round === null) await roundOf(ride.id, annotate);
        else {
          await afterRound(
            ride.id,
            {
              kind: 'offered',
              ride,
              rider: booking.rider,
              offers,
              expired: [],
              maxBatches: booking.settings.maxBatches,
              // The statement timed the next round by what it offered.
              nextRoundAt: ride.nextDispatchAt ?? round.offers.expiresAt,
            },
            annotate,
          );
        }
      } catch (error) {
        context.log.error({ err: error, rideId: ride.id }, 'dispatch round failed');
      }
      return booked;
    });
  }

  /** What a round's outcome tells once it has committed: its metrics, its log line, its messages. */
  async function afterRound(
    rideId: string,
    outcome: RoundOutcome,
    annotate: (attributes: Attributes) => void,
  ): Promise<boolean> {
    const isEmptyRound = outcome.kind === 'offered' && outcome.offers.length === 0;
    metrics.round(isEmptyRound ? 'no-candidates' : outcome.kind);
    annotate({
      'ridebook.dispatch.outcome': outcome.kind,
      'ridebook.dispatch.offers': outcome.kind === 'offered' ? outcome.offers.length : 0,
    });
    context.log.info(
      { rideId, outcome: outcome.kind, offers: outcome.kind === 'offered' ? outcome.offers.length : 0 },
      'dispatch round',
    );
    if (outcome.kind === 'started') {
      await rides.publish(outcome.ride.id);
      return runRound(outcome.ride.id);
    }
    if (outcome.kind === 'rider-busy') {
      await context.payments.settleEndedRide(outcome.ride);
      await rides.publish(outcome.ride.id);
      return true;
    }
    metrics.offers('expired', outcome.expired.length);
    await Promise.all(
      outcome.expired.map((offer) =>
        notifier.toUser(offer.driverId, {
          type: 'offer.withdrawn',
          offerId: offer.id,
          rideId: offer.rideId,
          reason: 'expired',
        }),
      ),
    );
    if (outcome.kind === 'no-driver') {
      metrics.noDriverFound();
      await afterRideEnded(context, outcome.ride, [], 'expired');
      await rides.publish(outcome.ride.id);
      return true;
    }
    const { ride, rider, offers } = outcome;
    metrics.offers('sent', offers.length);
    await Promise.all(
      offers.map((offer) =>
        notifier.toUser(offer.driverId, { type: 'offer.new', offer: toOffer(offer, ride, rider) }),
      ),
    );
    // Its first round: the ride has just joined the open requests, so the drivers' "Available Ride" lists refresh.
    if (ride.dispatchBatch === 1) await notifier.toDrivers({ type: 'requests.changed' });
    await notifier.toUser(ride.riderId, {
      type: 'ride.searching',
      rideId: ride.id,
      batch: ride.dispatchBatch,
      maxBatches: outcome.maxBatches,
      driversOffered: offers.length,
      nextRoundAt: outcome.nextRoundAt.toISOString(),
    });
    return true;
  }

  /** Drivers must be approved, active and online (with a live position) to take a ride. */
  /** The driver's standing when they may drive now (approved, online), else the error; names their city. */
  async function checkCanDrive(driver: AuthenticatedUser) {
    const standing = await findDriverStanding(db, driver.id);
    if (standing?.approvalStatus !== 'approved') {
      throw new AppError(403, ERROR_CODES.DRIVER_NOT_APPROVED, RIDE_MESSAGES.driverNotApproved);
    }
    if (!standing.isOnline) throw new AppError(409, ERROR_CODES.DRIVER_OFFLINE, RIDE_MESSAGES.driverOffline);
    return standing;
  }

  /** A round right away (a ride just requested, a batch that all declined): offers reach drivers at once. */
  async function startDispatch(rideId: string): Promise<void> {
    try {
      await runRound(rideId);
    } catch (error) {
      // The periodic sweep retries the round; booking must not fail because matching hiccuped.
      context.log.error({ err: error, rideId }, 'dispatch round failed');
    }
  }

  return {
    startDispatch,
    bookWithFirstRound,

    /** Runs every due round (next batch, scheduled starts, "no driver found"); called by a timer in each process. */
    async runDueWork(limit = 50): Promise<number> {
      const ids = await findDueRideIds(db, clock.now(), limit);
      let done = 0;
      for (const id of ids) {
        try {
          if (await runRound(id)) done += 1;
        } catch (error) {
          context.log.error({ err: error, rideId: id }, 'dispatch round failed');
        }
      }
      return done;
    },

    async listOffers(driver: AuthenticatedUser): Promise<RideOffer[]> {
      const rows = await findPendingOffersForDriver(db, driver.id, clock.now());
      const ratings = await averageRatings(
        db,
        rows.map((row) => row.ride.riderId),
      );
      return rows.map((row) =>
        toOffer(row.offer, row.ride, {
          name: row.riderName,
          rating: (ratings.get(row.ride.riderId) ?? NO_RATINGS).average,
        }),
      );
    },

    /** Open requests around the driver's last position (the "Available Ride" screen), nearest first. */
    async listOpenRequests(driver: AuthenticatedUser): Promise<OpenRideRequest[]> {
      const { cityId } = await checkCanDrive(driver);
      const position = await locators.forCity(cityId).getPosition(driver.id);
      if (!position) throw new AppError(409, ERROR_CODES.POSITION_REQUIRED, RIDE_MESSAGES.positionRequired);
      const rows = (
        await findRequestedRidesInBox(db, boxAround(position, OPEN_REQUESTS_RADIUS_METERS), 100)
      ).filter((row) => row.ride.cityId === cityId);
      const ratings = await averageRatings(
        db,
        rows.map((row) => row.ride.riderId),
      );
      return rows
        .map(({ ride, riderName }) => {
          const rider = { name: riderName, rating: (ratings.get(ride.riderId) ?? NO_RATINGS).average };
          const distance = Math.round(
            haversineMeters(position, { lat: ride.pickupLat, lng: ride.pickupLng }),
          );
          return {
            ...describeRide(ride, rider, distance, pickupEtaSeconds(distance)),
            requestedAt: (ride.requestedAt ?? ride.createdAt).toISOString(),
          };
        })
        .filter((request) => request.pickupDistanceMeters <= OPEN_REQUESTS_RADIUS_METERS)
        .sort((a, b) => a.pickupDistanceMeters - b.pickupDistanceMeters);
    },

    /**
     * The atomic accept, from an offer or from the open list: one UPDATE guarded by `status = 'requested'`
     * decides the winner; a second ride for the same driver is refused by a unique index.
     */
    async accept(driver: AuthenticatedUser, rideId: string): Promise<Ride> {
      // Most late accepts stop here, without a transaction; the guarded UPDATE below still decides the race.
      const current = await findRide(db, rideId);
      if (!current) throw rideNotFound();
      if (current.status !== 'requested') throw rideAlreadyTaken();
      const { cityId } = await checkCanDrive(driver);
      // A ride of another city is not this driver's to take.
      if (current.cityId !== cityId) throw rideNotFound();
      const now = clock.now();
      const position = await locators.forCity(cityId).getPosition(driver.id);
      let result;
      try {
        result = await db.transaction(async (tx) => {
          const accepted = await transitionRide(tx, {
            id: rideId,
            from: ['requested'],
            to: 'accepted',
            set: { driverId: driver.id, acceptedAt: now, nextDispatchAt: null },
            event: {
              actor: 'driver',
              actorId: driver.id,
              at: now,
              lat: position?.lat ?? null,
              lng: position?.lng ?? null,
            },
          });
          if (!accepted) return undefined;
          const offer = await answerOffer(tx, rideId, driver.id, 'accepted', now);
          const withdrawn = await endPendingOffers(tx, rideId, 'withdrawn', now, driver.id);
          return { accepted, withdrawn, wasOffered: offer !== undefined };
        });
      } catch (error) {
        if (uniqueViolation(error) === 'rides_one_active_per_driver_idx') {
          throw new AppError(409, ERROR_CODES.DRIVER_BUSY, RIDE_MESSAGES.driverBusy);
        }
        throw error;
      }
      if (!result) {
        const ride = await findRide(db, rideId);
        if (!ride) throw rideNotFound();
        throw rideAlreadyTaken();
      }
      if (result.wasOffered) metrics.offers('accepted');
      metrics.matched((now.getTime() - (current.requestedAt ?? current.createdAt).getTime()) / 1000);
      await locators.forCity(cityId).setAvailable(driver.id, false);
      await Promise.all(
        result.withdrawn.map((offer) =>
          notifier.toUser(offer.driverId, {
            type: 'offer.withdrawn',
            offerId: offer.id,
            rideId,
            reason: 'taken',
          }),
        ),
      );
      await notifier.toDrivers({ type: 'requests.changed' });
      return rides.publish(rideId);
    },

    /** Declining moves on: when the whole batch has answered, the next round starts at once. */
    async decline(driver: AuthenticatedUser, rideId: string): Promise<void> {
      const now = clock.now();
      const offer = await answerOffer(db, rideId, driver.id, 'declined', now);
      if (!offer) throw new AppError(404, ERROR_CODES.OFFER_NOT_FOUND, RIDE_MESSAGES.offerNotFound);
      metrics.offers('declined');
      await notifier.toUser(driver.id, {
        type: 'offer.withdrawn',
        offerId: offer.id,
        rideId,
        reason: 'declined',
      });
      if ((await countPendingOffers(db, rideId, now)) === 0) {
        const ride = await findRide(db, rideId);
        if (ride?.status === 'requested') {
          await updateRide(db, rideId, { nextDispatchAt: now });
          await startDispatch(rideId);
        }
      }
    },
  };
}
