import {
  DRIVER_STEP_ACTIONS,
  DOCUMENT_MESSAGES,
  ERROR_CODES,
  RIDE_MESSAGES,
  statusAfter,
  statusesAllowing,
  type Availability,
  type DriverPositionInput,
  type DriverRideStep,
  type LatLng,
  type Ride,
  type RideStatus,
} from '@ridebook/validation';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { DispatchService } from '../dispatch/index.ts';
import { postRideFare } from '../ledger/index.ts';
import { finalFare } from '../pricing/index.ts';
import { authorizeRide } from '../access/index.ts';
import {
  type RideContext,
  fieldError,
  rideNotActive,
  transitionNotAllowed,
  findActiveRideId,
  findBreadcrumbs,
  findPendingOffersForDriver,
  findRide,
  insertBreadcrumb,
  transitionRide,
  updateRide,
  type RidesService,
} from '../rides/index.ts';
import { estimateDriveSeconds } from '../routing/index.ts';
import { STORED_AT_ONCE, type DriverLocator } from '../live/index.ts';
import { haversineMeters, pathLengthMeters } from '@ridebook/validation/geo';
import { documentStanding, findDriverDocuments, utcDay } from '../documents/index.ts';
import { periodStart } from '../../shared/local-time.ts';
import {
  closeOnlinePeriod,
  findDriverStanding,
  openOnlinePeriod,
  secondsOnlineSince,
} from './drivers.repository.ts';

/** The timestamp column each driver step sets (its action and target status are the lifecycle table's). */
const STEP_TIMESTAMPS = {
  arrive: 'arrivedAt',
  'pick-up': 'pickedUpAt',
  start: 'startedAt',
  complete: 'completedAt',
} as const satisfies Record<DriverRideStep, string>;

/** Breadcrumbs of a ride: at most one per this interval, enough for the driven distance and the drawn route. */
const BREADCRUMB_INTERVAL_MS = 5_000;

/** What a driver's socket keeps in memory so a GPS fix costs no database read. */
export type DriverLiveState = {
  online: boolean;
  /** The driver's city's geo index, where their fixes go: looked up once, not on every fix. */
  locator: DriverLocator | null;
  ride: { id: string; riderId: string; status: RideStatus; pickup: LatLng; destination: LatLng } | null;
  lastBreadcrumbAt: number;
};

export type DriversService = ReturnType<typeof createDriversService>;

export function createDriversService(context: RideContext, rides: RidesService, dispatch: DispatchService) {
  const { db, clock, locators, notifier, reportingTimeZone } = context;

  /**
   * Why the driver may not go online now, or null: not approved, blocked, a document expired, or a required document
   * not approved (every driver, docs/decisions/020).
   */
  async function goOnlineRefusal(driverId: string): Promise<AppError | null> {
    const [standing, documents] = await Promise.all([
      findDriverStanding(db, driverId),
      findDriverDocuments(db, driverId),
    ]);
    if (standing?.approvalStatus !== 'approved' || standing.accountStatus !== 'active') {
      return new AppError(403, ERROR_CODES.DRIVER_NOT_APPROVED, RIDE_MESSAGES.driverNotApproved);
    }
    const documentsStanding = documentStanding(documents, utcDay(clock.now()));
    if (documentsStanding.expired.length > 0) {
      return new AppError(403, ERROR_CODES.DOCUMENT_EXPIRED, DOCUMENT_MESSAGES.documentExpired);
    }
    if (!documentsStanding.isComplete) {
      return new AppError(403, ERROR_CODES.DOCUMENTS_INCOMPLETE, DOCUMENT_MESSAGES.documentsIncomplete);
    }
    return null;
  }

  async function getAvailability(driver: AuthenticatedUser): Promise<Availability> {
    const now = clock.now();
    // "Today" is the driver's local day, as on the dashboard and the earnings page.
    const [today, standing] = await Promise.all([
      reportingTimeZone({ driverId: driver.id }).then((zone) => periodStart(now, 'day', zone)),
      findDriverStanding(db, driver.id),
    ]);
    const [activeRideId, position, seconds, refusal] = await Promise.all([
      findActiveRideId(db, driver),
      standing ? locators.forCity(standing.cityId).getPosition(driver.id) : null,
      secondsOnlineSince(db, driver.id, today, now),
      goOnlineRefusal(driver.id),
    ]);
    return {
      online: standing?.isOnline ?? false,
      onlineSince: standing?.onlineSince?.toISOString() ?? null,
      secondsOnlineToday: seconds,
      lastPositionAt: position ? new Date(position.at).toISOString() : null,
      activeRideId: activeRideId ?? null,
      canGoOnline: refusal === null,
      blockedReason: refusal?.message ?? null,
    };
  }

  async function loadLiveState(driverId: string): Promise<DriverLiveState> {
    const [standing, rideId] = await Promise.all([
      findDriverStanding(db, driverId),
      findActiveRideId(db, { id: driverId, role: 'driver' }),
    ]);
    const ride = rideId === undefined ? undefined : await findRide(db, rideId);
    return {
      online: standing?.isOnline ?? false,
      locator: standing ? locators.forCity(standing.cityId) : null,
      ride: ride
        ? {
            id: ride.id,
            riderId: ride.riderId,
            status: ride.status,
            pickup: { lat: ride.pickupLat, lng: ride.pickupLng },
            destination: { lat: ride.destinationLat, lng: ride.destinationLng },
          }
        : null,
      lastBreadcrumbAt: 0,
    };
  }

  function etaSeconds(from: LatLng, to: LatLng): number {
    return estimateDriveSeconds(haversineMeters(from, to), context.eta);
  }

  /**
   * One GPS fix: into the geo index; during a ride also to the rider (with the ETA) and, every few seconds, into
   * the ride's breadcrumbs. Offline drivers are not tracked.
   */
  function ingestPosition(
    driverId: string,
    input: DriverPositionInput,
    state: DriverLiveState,
  ): Promise<void> | undefined {
    if (!state.online || state.locator === null) return undefined;
    const now = clock.now();
    const stored = state.locator.updatePosition({
      driverId,
      lat: input.lat,
      lng: input.lng,
      heading: input.heading ?? null,
      speedKmh: input.speed == null ? null : Math.round(input.speed * 3.6),
      accuracyMeters: input.accuracy ?? null,
      at: now.getTime(),
    });
    // The in-process index stores the fix before returning: a driver without a ride (most of them) is then done,
    // with no promise of ours per fix.
    if (stored === STORED_AT_ONCE)
      return state.ride === null ? undefined : forwardPosition(driverId, input, state, now);
    return stored.then(() => forwardPosition(driverId, input, state, now));
  }

  /** After a fix is stored: during a ride, to the rider (with the ETA) and every few seconds into the breadcrumbs. */
  async function forwardPosition(
    driverId: string,
    input: DriverPositionInput,
    state: DriverLiveState,
    now: Date,
  ): Promise<void> {
    const { ride } = state;
    if (!ride) return;
    const at = now.getTime();
    const target = ride.status === 'accepted' || ride.status === 'arrived' ? ride.pickup : ride.destination;
    await notifier.toUser(ride.riderId, {
      type: 'ride.driver_position',
      rideId: ride.id,
      position: {
        driverId,
        lat: input.lat,
        lng: input.lng,
        heading: input.heading ?? null,
        at: now.toISOString(),
      },
      etaSeconds: ride.status === 'arrived' ? 0 : etaSeconds(input, target),
    });
    if (at - state.lastBreadcrumbAt >= BREADCRUMB_INTERVAL_MS) {
      state.lastBreadcrumbAt = at;
      await insertBreadcrumb(db, { rideId: ride.id, at: now, lat: input.lat, lng: input.lng });
    }
  }

  async function publishAvailability(driver: AuthenticatedUser): Promise<Availability> {
    const availability = await getAvailability(driver);
    await notifier.toUser(driver.id, { type: 'driver.availability', availability });
    return availability;
  }

  return {
    getAvailability,
    loadLiveState,
    ingestPosition,

    async setAvailability(
      driver: AuthenticatedUser,
      input: { online: boolean; position?: DriverPositionInput | undefined },
    ): Promise<Availability> {
      const now = clock.now();
      if (input.online) {
        const refusal = await goOnlineRefusal(driver.id);
        if (refusal) throw refusal;
        if (!input.position) {
          throw fieldError(400, ERROR_CODES.POSITION_REQUIRED, 'position', RIDE_MESSAGES.positionRequired);
        }
        await openOnlinePeriod(db, driver.id, now);
        const state = await loadLiveState(driver.id);
        await ingestPosition(driver.id, input.position, state);
        await state.locator?.setAvailable(driver.id, state.ride === null);
        await notifier.toDrivers({ type: 'requests.changed' });
        return publishAvailability(driver);
      }
      if ((await findActiveRideId(db, driver)) !== undefined) {
        throw new AppError(409, ERROR_CODES.DRIVER_BUSY, RIDE_MESSAGES.driverHasActiveRideOffline);
      }
      await closeOnlinePeriod(db, driver.id, now);
      const standing = await findDriverStanding(db, driver.id);
      if (standing) await locators.forCity(standing.cityId).remove(driver.id);
      // Offers out to a driver who left are declined, so the rides move on to other drivers at once.
      for (const { offer } of await findPendingOffersForDriver(db, driver.id, now)) {
        await dispatch.decline(driver, offer.rideId).catch(() => undefined);
      }
      return publishAvailability(driver);
    },

    /** The HTTP fallback for a GPS fix (the socket is the usual way). */
    async recordPosition(driver: AuthenticatedUser, input: DriverPositionInput): Promise<void> {
      const state = await loadLiveState(driver.id);
      if (!state.online) throw new AppError(409, ERROR_CODES.DRIVER_OFFLINE, RIDE_MESSAGES.driverOffline);
      state.lastBreadcrumbAt = Number.NEGATIVE_INFINITY;
      await ingestPosition(driver.id, input, state);
    },

    /** Arrived, picked up, in transit, completed: each only from the step before, only by the ride's driver. */
    async advance(
      driver: AuthenticatedUser,
      rideId: string,
      step: DriverRideStep,
      position?: LatLng,
    ): Promise<Ride> {
      const { ride } = authorizeRide(driver, await findRide(db, rideId), 'ride.drive');
      const action = DRIVER_STEP_ACTIONS[step];
      const to = statusAfter(action);
      const timestampColumn = STEP_TIMESTAMPS[step];
      const now = clock.now();
      const where = position ?? (await locators.forCity(ride.cityId).getPosition(driver.id)) ?? null;
      const set: Record<string, unknown> = { [timestampColumn]: now };
      if (step === 'complete' && ride.pickedUpAt) {
        const crumbs = await findBreadcrumbs(db, ride.id, ride.pickedUpAt);
        const path: Array<[number, number]> = crumbs.map((crumb) => [crumb.lat, crumb.lng]);
        if (where) path.push([where.lat, where.lng]);
        const driven = path.length >= 2 ? Math.round(pathLengthMeters(path)) : null;
        set.drivenDistanceMeters = driven;
        set.finalFare = finalFare(
          ride.pricing,
          { estimate: ride.fare.estimate, distanceMeters: ride.distanceMeters },
          {
            distanceMeters: driven,
            durationSeconds: Math.round((now.getTime() - ride.pickedUpAt.getTime()) / 1000),
          },
        );
      }
      const moved = await db.transaction(async (tx) => {
        const row = await transitionRide(tx, {
          id: rideId,
          from: statusesAllowing(action, 'driver'),
          to,
          driverId: driver.id,
          set,
          event: {
            actor: 'driver',
            actorId: driver.id,
            at: now,
            lat: where?.lat ?? null,
            lng: where?.lng ?? null,
          },
        });
        // The fare is posted with the completion: both commit, or neither.
        if (row?.status === 'completed') await postRideFare(tx, row, now);
        return row;
      });
      if (!moved) {
        const current = await findRide(db, rideId);
        if (current?.status === 'completed' || current?.status === 'cancelled') throw rideNotActive();
        throw transitionNotAllowed();
      }
      if (to === 'completed') {
        await context.payments.settleCompletedRide(moved);
        const standing = await findDriverStanding(db, driver.id);
        if (standing?.isOnline) await locators.forCity(standing.cityId).setAvailable(driver.id, true);
      }
      return rides.publish(rideId);
    },

    /** Cash rides: the driver confirms the rider paid (once; again is harmless). */
    async confirmCashCollected(driver: AuthenticatedUser, rideId: string): Promise<Ride> {
      const { ride } = authorizeRide(driver, await findRide(db, rideId), 'ride.drive');
      if (ride.paymentMethod !== 'cash') {
        throw new AppError(409, ERROR_CODES.TRANSITION_NOT_ALLOWED, RIDE_MESSAGES.cashOnly);
      }
      if (ride.status !== 'completed') throw transitionNotAllowed();
      if (ride.cashCollectedAt === null) await updateRide(db, rideId, { cashCollectedAt: clock.now() });
      return rides.publish(rideId);
    },
  };
}
