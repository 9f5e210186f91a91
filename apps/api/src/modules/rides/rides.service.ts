import {
  ERROR_CODES,
  RIDE_LIMITS,
  RIDE_MESSAGES,
  ZONE_MESSAGES,
  statusesAllowing,
  type FareQuote,
  type PickupZone,
  type RidePickupPoint,
  type TripEstimate,
  type Location,
  type DispatchSettings,
  type RequestRideData,
  type Ride,
  type RideStatus,
  type LatLng,
  type RoutePath,
  UNASSIGNED_RIDE_STATUSES,
} from '@ridebook/validation';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { postCancellationFee } from '../ledger/index.ts';
import { estimateFare, riderCancellationFee } from '../pricing/index.ts';
import { RouteUnavailableError } from '../routing/index.ts';
import { haversineMeters, isInArea } from '@ridebook/validation/geo';
import { authorizeRide } from '../access/index.ts';
import type { RideContext } from './ride-context.ts';
import { zoneAt, type ServedCity } from '../cities/index.ts';
import { fieldError, rideNotActive, rideNotFound, transitionNotAllowed } from '../../shared/ride-errors.ts';
import { toRide } from './ride-view.ts';
import {
  findActiveRideId,
  findBookingStart,
  findRide,
  findRideByIdempotencyKey,
  findRideDetails,
  insertQuote,
  insertRide,
  lockRide,
  transitionRideEndingOffers,
  transitionRideEndingOffersWithDetail,
  uniqueViolation,
  type FirstRoundOffers,
  type OfferedRider,
  type RideRow,
  type RideTransition,
  type RideWritten,
} from './rides.repository.ts';

/** A quote can be booked for this long; after that the price may have changed. */
export const QUOTE_TTL_MS = 10 * 60_000;
const MIN_TRIP_METERS = 200;
const MAX_TRIP_METERS = 150_000;
const DAY_MS = 86_400_000;

export type RidesService = ReturnType<typeof createRidesService>;

/**
 * The zone holding the pickup: a no-pickup zone refuses it (400 naming `pickup` and the zone); an airport or station
 * zone is returned with its pickup points for the rider to choose from; elsewhere null.
 */
function pickupZoneAt(city: ServedCity, pickup: Location): PickupZone | null {
  const zone = zoneAt(city, pickup);
  if (!zone) return null;
  if (zone.kind === 'no_pickup') {
    throw fieldError(400, ERROR_CODES.NO_PICKUP_ZONE, 'pickup', ZONE_MESSAGES.noPickupHere(zone.name));
  }
  return { id: zone.id, kind: zone.kind, name: zone.name, pickupPoints: zone.pickupPoints };
}

/**
 * The pickup point a booking chose among its quote's (400 naming `pickupPointId`: none chosen where the quote
 * offered some, or one the quote did not offer), or null for a quote outside airport and station zones.
 */
function chosenPickupPoint(zone: PickupZone | null, pointId: string | undefined) {
  if (zone === null && pointId === undefined) return null;
  if (zone !== null && pointId === undefined) {
    throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'pickupPointId', ZONE_MESSAGES.pickupPointRequired);
  }
  const point = zone?.pickupPoints.find((candidate) => candidate.id === pointId);
  if (!zone || !point) {
    throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'pickupPointId', ZONE_MESSAGES.pickupPointUnknown);
  }
  const kept: RidePickupPoint = { id: point.id, name: point.name, zoneName: zone.name };
  return { point, kept, address: `${point.name}, ${zone.name}` };
}

/** Records who cancelled and why, in the cancelling transaction (so both commit or neither). */
export type CancelAudit = (tx: Database, cancelled: RideRow) => Promise<void>;

/** A ride being booked for now, as its first dispatch round plans from it. */
export type BookedRideToDispatch = {
  cityId: string;
  pickupLat: number;
  pickupLng: number;
  /** What the round's offers show of the rider. */
  rider: OfferedRider;
  /** The ride's city's dispatch rules. */
  settings: DispatchSettings;
  /** The booking's time: the round's offers open then. */
  at: Date;
};

/**
 * A booking's first dispatch round, written with the ride: its batch and its offers (the statement checks which of
 * the round's drivers are free, and times the next round by what it offered).
 */
export type FirstRound = { dispatchBatch: number; offers: FirstRoundOffers };

/**
 * Books a ride requested for now with its first dispatch round (the dispatcher, given after construction): plans
 * the round, lets `write` insert the ride with it (`null`: none planned, a round runs after the booking), and
 * sends the round's offers once written. `undefined` when `write` wrote nothing.
 */
export type DispatchBooking = (
  ride: BookedRideToDispatch,
  write: (round: FirstRound | null) => Promise<RideWritten | undefined>,
) => Promise<RideWritten | undefined>;

/** Who cancels a ride, when and why. */
type Cancellation = {
  id: string;
  actor: 'rider' | 'driver' | 'admin';
  userId: string;
  reason: string;
  at: Date;
};

/** The transition of `cancellation` from `from` with `fee`; its event where the driver is, if known. */
function cancelTransition(
  { id, actor, userId, reason, at }: Cancellation,
  from: readonly RideStatus[],
  fee: number,
  position: { lat: number; lng: number } | null,
): RideTransition {
  return {
    id,
    from,
    to: 'cancelled',
    ...(actor === 'driver' ? { driverId: userId } : {}),
    set: {
      cancelledAt: at,
      cancelledBy: actor,
      cancellationReason: reason,
      cancellationFee: fee,
      nextDispatchAt: null,
    },
    event: {
      actor,
      actorId: userId,
      at,
      lat: position?.lat ?? null,
      lng: position?.lng ?? null,
      note: reason,
    },
  };
}

/** The statuses `actor` may cancel a ride in while no driver has it (its fee is 0 then, at any moment). */
const unassignedCancellable = (actor: Cancellation['actor']) =>
  statusesAllowing('cancel', actor).filter((status) =>
    (UNASSIGNED_RIDE_STATUSES as readonly RideStatus[]).includes(status),
  );

export function createRidesService(context: RideContext, bookWithFirstRound: DispatchBooking) {
  const { db, clock, notifier } = context;

  async function loadRide(id: string): Promise<Ride> {
    const details = await findRideDetails(db, id);
    if (!details) throw rideNotFound();
    return toRide(details);
  }

  /**
   * The planned path of a ride that starts at a pickup point (a station's door), metres from where the quote was
   * routed from: routed again from the point, so the rider's and the driver's maps draw it from there. The fare,
   * distance and duration stay the quote's (its price was held). Without a route, the quote's path.
   */
  async function routeFromPickupPoint(point: LatLng, quote: { destination: LatLng; route: RoutePath }) {
    try {
      return (await context.routes.route(point, quote.destination)).path;
    } catch (error) {
      if (error instanceof RouteUnavailableError) return quote.route;
      throw error;
    }
  }

  const outsideServiceArea = (path: string) =>
    fieldError(400, ERROR_CODES.OUTSIDE_SERVICE_AREA, path, RIDE_MESSAGES.outsideServiceArea);

  /**
   * The city whose service area holds the pickup (boundary included, holes excluded); the destination must lie in
   * the same area unless the city lets rides leave it.
   */
  async function cityOfTrip(input: { pickup: Location; destination: Location }) {
    const city = await context.cities.cityAt(input.pickup);
    if (!city) throw outsideServiceArea('pickup');
    const pickupZone = pickupZoneAt(city, input.pickup);
    if (!city.destinationMayLeaveArea && !isInArea(input.destination, city.polygons)) {
      throw outsideServiceArea('destination');
    }
    return { city, pickupZone };
  }

  /** Checks the trip (service area, length), routes it and prices it with its city's current settings. */
  async function priceTrip(input: { pickup: Location; destination: Location }) {
    const { city, pickupZone } = await cityOfTrip(input);
    const straight = haversineMeters(input.pickup, input.destination);
    if (straight < MIN_TRIP_METERS) {
      throw fieldError(
        400,
        ERROR_CODES.VALIDATION_FAILED,
        'destination',
        straight < 1 ? RIDE_MESSAGES.sameLocation : RIDE_MESSAGES.tripTooShort,
      );
    }
    if (straight > MAX_TRIP_METERS) {
      throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'destination', RIDE_MESSAGES.tripTooLong);
    }
    let route;
    try {
      route = await context.routes.route(input.pickup, input.destination);
    } catch (error) {
      if (error instanceof RouteUnavailableError) {
        throw new AppError(503, ERROR_CODES.ROUTE_UNAVAILABLE, RIDE_MESSAGES.routeUnavailable);
      }
      throw error;
    }
    const { pricing } = city;
    return { city, pickupZone, route, pricing, fare: estimateFare(pricing, route) };
  }

  async function publish(id: string): Promise<Ride> {
    return publishRide(await loadRide(id));
  }

  /** Publishes `ride.updated` with `ride` (read, or built from the detail the statement that wrote it returned). */
  async function publishRide(ride: Ride): Promise<Ride> {
    await notifier.rideUpdated(ride);
    return ride;
  }

  return {
    publish,

    /** Prices a trip without keeping anything: the public fare estimator's answer (no quote to book). */
    async estimate(input: { pickup: Location; destination: Location }): Promise<TripEstimate> {
      const { route, fare } = await priceTrip(input);
      return {
        distanceMeters: route.distanceMeters,
        durationSeconds: route.durationSeconds,
        fare,
        route: route.path,
      };
    },

    async quote(
      rider: AuthenticatedUser,
      input: { pickup: Location; destination: Location },
    ): Promise<FareQuote> {
      const { city, pickupZone, route, fare, pricing } = await priceTrip(input);
      const now = clock.now();
      const row = await insertQuote(db, {
        riderId: rider.id,
        cityId: city.id,
        pickup: input.pickup,
        pickupZone,
        destination: input.destination,
        distanceMeters: route.distanceMeters,
        durationSeconds: route.durationSeconds,
        route: route.path,
        fare,
        pricing,
        createdAt: now,
        expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
      });
      return {
        id: row.id,
        pickup: row.pickup,
        destination: row.destination,
        distanceMeters: row.distanceMeters,
        durationSeconds: row.durationSeconds,
        fare: row.fare,
        route: row.route,
        pickupZone: row.pickupZone,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Books the quoted trip; the same idempotency key returns the same ride (`created: false`). */
    async request(
      rider: AuthenticatedUser,
      input: RequestRideData,
    ): Promise<{ ride: Ride; created: boolean }> {
      const {
        replayId,
        quote,
        rider: offeredRider,
      } = await findBookingStart(db, {
        riderId: rider.id,
        quoteId: input.quoteId,
        idempotencyKey: input.idempotencyKey,
      });
      if (replayId !== null) return { ride: await loadRide(replayId), created: false };

      if (!quote || !offeredRider)
        throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'quoteId', RIDE_MESSAGES.quoteRequired);
      const now = clock.now();
      if (quote.expiresAt <= now) {
        throw fieldError(409, ERROR_CODES.QUOTE_EXPIRED, 'quoteId', RIDE_MESSAGES.quoteExpired);
      }
      const chosen = chosenPickupPoint(quote.pickupZone, input.pickupPointId);
      const pickup = chosen ? { ...chosen.point, address: chosen.address } : quote.pickup;
      const route = chosen ? await routeFromPickupPoint(chosen.point, quote) : quote.route;
      const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
      if (scheduledAt) {
        // Checked again here against the server's clock: the schema checked against the caller's.
        const ahead = scheduledAt.getTime() - now.getTime();
        if (ahead < RIDE_LIMITS.scheduleMinMinutes * 60_000 - 60_000) {
          throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'scheduledAt', RIDE_MESSAGES.scheduleTooSoon);
        }
        if (ahead > RIDE_LIMITS.scheduleMaxDays * DAY_MS + 60_000) {
          throw fieldError(400, ERROR_CODES.VALIDATION_FAILED, 'scheduledAt', RIDE_MESSAGES.scheduleTooFar);
        }
      }
      const dispatch = await context.settings.getDispatch(quote.cityId);
      const status = scheduledAt ? 'scheduled' : 'requested';
      const hold = await context.payments.authoriseBooking(rider.id, {
        paymentMethod: input.paymentMethod,
        amount: quote.fare.high,
        currency: quote.fare.currency,
        idempotencyKey: input.idempotencyKey,
        returnUrl: input.returnUrl,
        authenticatedPaymentId: input.authenticatedPaymentId,
      });

      /** The ride's row (with its first round's offers, given one) and what the payment records of it. */
      const insertBooking = async (database: Database, round: FirstRound | null) => {
        const booked = await insertRide(
          database,
          {
            riderId: rider.id,
            cityId: quote.cityId,
            status,
            pickupAddress: pickup.address,
            pickupLat: pickup.lat,
            pickupLng: pickup.lng,
            pickupPoint: chosen?.kept ?? null,
            destinationAddress: quote.destination.address,
            destinationLat: quote.destination.lat,
            destinationLng: quote.destination.lng,
            distanceMeters: quote.distanceMeters,
            durationSeconds: quote.durationSeconds,
            route,
            currency: quote.fare.currency,
            fare: quote.fare,
            pricing: quote.pricing,
            paymentMethod: input.paymentMethod,
            note: input.note ?? null,
            idempotencyKey: input.idempotencyKey,
            scheduledAt,
            requestedAt: scheduledAt ? null : now,
            dispatchBatch: round?.dispatchBatch ?? 0,
            // Without a round (a round with the booking times the next one itself).
            nextDispatchAt: scheduledAt
              ? new Date(scheduledAt.getTime() - dispatch.scheduledLeadMinutes * 60_000)
              : now,
            createdAt: now,
            updatedAt: now,
          },
          { actor: 'rider', actorId: rider.id, at: now, lat: pickup.lat, lng: pickup.lng, note: null },
          round?.offers,
        );
        if (booked) await context.payments.recordBooking(database, booked.ride, hold);
        return booked;
      };
      /** The booked ride as answered and published, when the booking's statement returned it (see `write`). */
      let published: Ride | undefined;
      const write = async (round: FirstRound | null) => {
        let booked;
        try {
          // One statement is atomic by itself: a booking whose payment records nothing (cash) needs no
          // transaction, and saves its two round trips.
          booked = context.payments.recordsBooking(input.paymentMethod, hold)
            ? await db.transaction((tx) => insertBooking(tx, round))
            : await insertBooking(db, round);
        } catch (error) {
          await context.payments.releaseHold(hold);
          if (uniqueViolation(error) === 'rides_one_active_per_rider_idx') {
            throw new AppError(409, ERROR_CODES.RIDE_ACTIVE, RIDE_MESSAGES.rideActive);
          }
          throw error;
        }
        // The statement returned the ride's detail: `ride.updated` shows it with no read, published before the
        // round's offers go out, so no driver can change the ride before it (no later change is published
        // first). A requested ride whose round could not be planned with the booking gets that round after this
        // and is read once it has run (the round may change the ride).
        const roundFollows = status === 'requested' && round === null;
        if (booked !== undefined && !roundFollows) published = await publishRide(toRide(booked.details));
        return booked;
      };
      const booked =
        status === 'requested'
          ? await bookWithFirstRound(
              {
                cityId: quote.cityId,
                pickupLat: pickup.lat,
                pickupLng: pickup.lng,
                rider: offeredRider,
                settings: dispatch,
                at: now,
              },
              write,
            )
          : await write(null);
      if (booked === undefined) {
        // The same key raced in twice: the other request created the ride.
        const existing = await findRideByIdempotencyKey(db, rider.id, input.idempotencyKey);
        if (!existing) throw rideNotFound();
        return { ride: await loadRide(existing.id), created: false };
      }
      return { ride: published ?? (await publish(booked.ride.id)), created: true };
    },

    async get(user: AuthenticatedUser, id: string): Promise<Ride> {
      authorizeRide(user, await findRide(db, id), 'ride.read');
      return loadRide(id);
    },

    async getActive(user: AuthenticatedUser): Promise<Ride | null> {
      const id = await findActiveRideId(db, user);
      return id === undefined ? null : loadRide(id);
    },

    /** What cancelling now would cost (riders pay a fee after the grace period; drivers and admins never). */
    async cancellationPreview(user: AuthenticatedUser, id: string) {
      const { ride, relation: actor } = authorizeRide(user, await findRide(db, id), 'ride.read');
      const fee = actor === 'rider' ? riderCancellationFee(ride.pricing, ride, clock.now()) : 0;
      const reason =
        fee === 0
          ? null
          : ride.status === 'arrived'
            ? 'Your driver has arrived'
            : `Your driver has been on the way for more than ${ride.pricing.cancellationGraceMinutes} minutes`;
      return { fee, currency: ride.currency, reason };
    },

    /** `audit` runs inside the cancelling transaction (an admin's cancellation is recorded with the change). */
    async cancel(user: AuthenticatedUser, id: string, reason: string, audit?: CancelAudit): Promise<Ride> {
      const now = clock.now();
      // A ride no driver has taken yet costs nothing to cancel at any moment (the fee starts once a driver is on the
      // way) and has no driver to locate: one statement guarded by the ride's id, those statuses and, for a rider,
      // the ride's rider cancels it, withdraws its offers and returns the detail to publish, with no read before
      // nor after (an admin may cancel any ride; a driver never cancels one without a driver). When the guard fails
      // (another rider's ride, no such ride, a ride a driver has taken or that has ended) nothing is written, and
      // the locking path below decides: 404 or 403, the fee, every other status. An audit record goes with the
      // locking path's transaction.
      const unassigned = unassignedCancellable(user.role);
      if (audit === undefined && unassigned.length > 0) {
        const cancelled = await transitionRideEndingOffersWithDetail(
          db,
          {
            ...cancelTransition(
              { id, actor: user.role, userId: user.id, reason, at: now },
              unassigned,
              0,
              null,
            ),
            ...(user.role === 'rider' ? { riderId: user.id } : {}),
          },
          'withdrawn',
        );
        if (cancelled) {
          await afterRideEnded(context, cancelled.ride, cancelled.offers, 'cancelled');
          return publishRide(toRide(cancelled.details));
        }
      }
      const { ride, relation: actor } = authorizeRide(user, await findRide(db, id), 'ride.cancel');
      const position = ride.driverId
        ? await context.locators.forCity(ride.cityId).getPosition(ride.driverId)
        : null;
      // The ride and its pending offers' withdrawal are one statement (the offers are ended only if the ride is).
      const result = await db.transaction(async (tx) => {
        // The fee is decided from the ride as it is in this transaction, locked: a driver arriving (or a status
        // changing) after the read above cannot leave the rider charged by a stale status.
        const locked = await lockRide(tx, id);
        if (!locked) return undefined;
        const fee = actor === 'rider' ? riderCancellationFee(locked.pricing, locked, now) : 0;
        const cancelled = await transitionRideEndingOffers(
          tx,
          cancelTransition(
            { id, actor, userId: user.id, reason, at: now },
            statusesAllowing('cancel', actor),
            fee,
            position,
          ),
          'withdrawn',
        );
        if (!cancelled) return undefined;
        // A fee is posted with the cancellation that charged it: both commit, or neither.
        await postCancellationFee(tx, cancelled.ride, now, user.id);
        await audit?.(tx, cancelled.ride);
        return cancelled;
      });
      if (!result) {
        const current = await findRide(db, id);
        if (current?.status === 'completed' || current?.status === 'cancelled') throw rideNotActive();
        throw transitionNotAllowed();
      }
      await afterRideEnded(context, result.ride, result.offers, 'cancelled');
      return publish(id);
    },
  };
}

/** After a ride ends without completing: withdraw its offers, free its driver, refresh the drivers' lists. */
export async function afterRideEnded(
  context: RideContext,
  ride: RideRow,
  withdrawn: Array<{ id: string; driverId: string }>,
  reason: 'cancelled' | 'expired',
): Promise<void> {
  await context.payments.settleEndedRide(ride);
  await Promise.all(
    withdrawn.map((offer) =>
      context.notifier.toUser(offer.driverId, {
        type: 'offer.withdrawn',
        offerId: offer.id,
        rideId: ride.id,
        reason,
      }),
    ),
  );
  if (ride.driverId) {
    await context.locators
      .forCity(ride.cityId)
      .setAvailable(ride.driverId, true)
      .catch(() => undefined);
  }
  await context.notifier.toDrivers({ type: 'requests.changed' });
}
