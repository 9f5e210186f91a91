import type { LatLng } from '@ridebook/validation';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import type { DriverLiveState } from '../drivers/index.ts';
import { seedApprovedDocuments } from '../documents/index.ts';
import { DEMO_CITY, GAZETTEER, LONDON_GAZETTEER, type Place } from '../places/index.ts';
import { findDriversWithPendingOffers } from '../rides/index.ts';
import { bearingDegrees, haversineMeters, interpolate } from '@ridebook/validation/geo';
import { findEmailsInUse, findUserByEmail, createUsersService } from '../users/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { simulatedDriverAccounts, type SimulatedDriverAccount } from './demo-drivers.ts';

export type SimulatedCityOptions = {
  app: App;
  /** How many simulated drivers (SIMULATED_DRIVERS). */
  count: number;
  /** Numbers in [0, 1); tests pass a seeded one. */
  random?: () => number;
  /** How often every car reports a position; 0 runs no timer (a test calls `tick` itself). */
  tickMs?: number;
  /** The city the cars drive in (default: the demo city, San Francisco) and its accounts' e-mail prefix. */
  city?: SimulatedCityPlace;
};

/** A city the simulated cars drive in: its id, the places they roam between, their accounts' e-mail prefix. */
export type SimulatedCityPlace = { id: string; places: readonly Place[]; emailPrefix: string };

const SAN_FRANCISCO: SimulatedCityPlace = {
  id: DEMO_CITY.id,
  // San Francisco proper (not Oakland across the bay).
  places: GAZETTEER.filter((place) => place.lng < -122.3),
  emailPrefix: 'sim.driver',
};

/** London's simulated cars: the London gazetteer's places. */
export const SIMULATED_LONDON = (cityId: string): SimulatedCityPlace => ({
  id: cityId,
  places: LONDON_GAZETTEER,
  emailPrefix: 'sim.london.driver',
});

export type SimulatedCity = {
  /** The simulated drivers that are online (an account an admin suspended is left out). */
  drivers: ReadonlyArray<{ id: string; name: string; email: string }>;
  /** One step of every car (what the timer runs); a call during a step waits for that step instead. */
  tick(): Promise<void>;
  /** Stops the timer, waits for the step in progress and takes the idle cars offline. */
  stop(): Promise<void>;
};

/** The real driver app sends a GPS fix every few seconds. */
const DEFAULT_TICK_MS = 3_000;
const SPEED_KMH = { min: 25, max: 40 };
/** A person reading the offer before tapping Accept. */
const ACCEPT_DELAY_MS = { min: 2_000, max: 6_000 };
/** The rider walking to the car after it arrives. */
const BOARDING_MS = { min: 5_000, max: 20_000 };
/** After a long pause (a suspended laptop) cars carry on from where they were instead of jumping ahead. */
const MAX_STEP_MS = 60_000;
const GPS_ACCURACY_METERS = 5;
/** A roaming destination is never the spot the car is on. */
const MIN_ROAM_METERS = 500;
/** The simulation acts as each driver without a signed-in device; the services never read the session. */
const SESSION_ID = 'simulated-city';

/**
 * Where cars roam: the San Francisco side of the bay. Oakland's places are left out because the built-in
 * straight-line router would drive the cars across the water.
 */

type Leg = { key: string; points: LatLng[]; next: number; speedMps: number };

type SimulatedDriver = {
  user: AuthenticatedUser;
  account: SimulatedDriverAccount;
  position: LatLng;
  heading: number | null;
  /** Clock ms of the last move: each step drives for the time since. */
  movedAt: number;
  leg: Leg | undefined;
  state: DriverLiveState;
  /** An offer being "read" before accepting. */
  offer: { rideId: string; acceptAt: number; expiresAt: number } | undefined;
  boardingUntil: number | undefined;
};

/**
 * Creates the simulated driver accounts that are missing (approved, with the demo password) and returns all of
 * them that exist as drivers. Idempotent: the emails derive from the index, so a restart finds the same accounts.
 */
async function ensureAccounts(db: Database, count: number, city: SimulatedCityPlace) {
  const accounts = simulatedDriverAccounts(count, city.emailPrefix);
  const existing = new Set(
    await findEmailsInUse(
      db,
      accounts.map((account) => account.email),
    ),
  );
  const missing = accounts.filter((account) => !existing.has(account.email));
  const usersService = createUsersService({ db });
  // A few at a time: each account hashes the password (argon2, ~19 MiB and tens of milliseconds).
  for (let start = 0; start < missing.length; start += 4) {
    await Promise.all(
      missing.slice(start, start + 4).map(async (account) => {
        try {
          await usersService.createApprovedDriver({
            name: account.name,
            email: account.email,
            phone: account.phone,
            password: DEMO_PASSWORD,
            vehicleModel: account.vehicleModel,
            vehiclePlate: account.vehiclePlate,
            cityId: city.id,
          });
        } catch (error) {
          // Another process starting at the same moment created it first.
          if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
        }
      }),
    );
  }
  const users = await Promise.all(accounts.map((account) => findUserByEmail(db, account.email)));
  return accounts.flatMap((account, index) => {
    const user = users[index];
    return user?.role === 'driver' ? [{ account, user }] : [];
  });
}

/**
 * Starts the demo city: `count` simulated drivers (sim.driver01@ridebook.demo...) go online at places of the
 * gazetteer and drive between them, reporting positions like the driver app. They also serve real riders: an
 * offer is accepted after a few seconds, then the car drives to the pickup, waits for the rider, drives to the
 * destination and completes the ride (confirming cash for cash rides). The three demo accounts are not touched:
 * the demo driver stays for a person to use.
 *
 * Run it in one API process only: each process would otherwise drive the same cars.
 */
export async function startSimulatedCity(options: SimulatedCityOptions): Promise<SimulatedCity> {
  const { app, count, random = Math.random, tickMs = DEFAULT_TICK_MS, city = SAN_FRANCISCO } = options;
  const ROAMING_PLACES = city.places;
  const { context, drivers: driversService, dispatch } = app.rideEngine;
  const { db, clock, log, routes } = context;

  const between = (range: { min: number; max: number }) => range.min + random() * (range.max - range.min);
  function randomItem<T>(items: readonly T[]): T {
    const item = items[Math.floor(random() * items.length)] ?? items[0];
    if (item === undefined) throw new RangeError('no items to choose from');
    return item;
  }
  function shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  }

  function reasonOf(error: unknown): string {
    return error instanceof AppError ? error.code : error instanceof Error ? error.message : String(error);
  }

  async function bringOnline(
    { account, user }: Awaited<ReturnType<typeof ensureAccounts>>[number],
    place: Place,
  ): Promise<SimulatedDriver | undefined> {
    const driver: AuthenticatedUser = {
      id: user.id,
      role: 'driver',
      status: user.status,
      driverApprovalStatus: user.driver?.approvalStatus ?? null,
      sessionId: SESSION_ID,
    };
    // A ride left in progress by the last run carries on from its last known position (or the pickup).
    const before = await driversService.loadLiveState(user.id);
    const position: LatLng = before.ride
      ? ((await before.locator?.getPosition(user.id)) ?? before.ride.pickup)
      : { lat: place.lat, lng: place.lng };
    try {
      await driversService.setAvailability(driver, {
        online: true,
        position: { lat: position.lat, lng: position.lng, accuracy: GPS_ACCURACY_METERS },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // E.g. an admin suspended the account: it sits the simulation out.
      log.warn(
        { driverId: user.id, email: account.email, code: error.code },
        'simulated driver cannot go online',
      );
      return undefined;
    }
    return {
      user: driver,
      account,
      position: { lat: position.lat, lng: position.lng },
      heading: null,
      movedAt: clock.now().getTime(),
      leg: undefined,
      state: await driversService.loadLiveState(user.id),
      offer: undefined,
      boardingUntil: undefined,
    };
  }

  async function planLeg(driver: SimulatedDriver, key: string, target: LatLng): Promise<Leg> {
    let points: LatLng[];
    try {
      const route = await routes.route(driver.position, target);
      points = route.path.map(([lat, lng]) => ({ lat, lng }));
    } catch (error) {
      // A routing engine that is down must not stop the cars: they drive straight there.
      log.debug(
        { driverId: driver.user.id, reason: reasonOf(error) },
        'simulated driver has no route; driving straight',
      );
      points = [driver.position, target];
    }
    const last = points.at(-1);
    if (last === undefined || haversineMeters(last, target) > 1) points.push(target);
    return { key, points, next: 1, speedMps: between(SPEED_KMH) / 3.6 };
  }

  /** Drives along the leg for the time since the last move; true when the end of the leg is reached. */
  function moveAlong(driver: SimulatedDriver, leg: Leg, now: number): boolean {
    let budgetMeters = (leg.speedMps * Math.min(Math.max(0, now - driver.movedAt), MAX_STEP_MS)) / 1000;
    driver.movedAt = now;
    for (let point = leg.points[leg.next]; point !== undefined; point = leg.points[leg.next]) {
      const remaining = haversineMeters(driver.position, point);
      if (remaining > 1) driver.heading = Math.round(bearingDegrees(driver.position, point)) % 360;
      if (budgetMeters < remaining) {
        driver.position = interpolate(driver.position, point, budgetMeters / remaining);
        return false;
      }
      budgetMeters -= remaining;
      driver.position = { lat: point.lat, lng: point.lng };
      leg.next += 1;
    }
    return true;
  }

  /** A GPS fix through the same path as the driver app's: geo index, and the rider's map during a ride. */
  async function report(driver: SimulatedDriver, speedMps: number): Promise<void> {
    await driversService.ingestPosition(
      driver.user.id,
      {
        lat: driver.position.lat,
        lng: driver.position.lng,
        heading: driver.heading,
        speed: Math.round(speedMps * 10) / 10,
        accuracy: GPS_ACCURACY_METERS,
      },
      driver.state,
    );
  }

  /** Moves towards `target` (planning the route on the first step); true on arrival. */
  async function driveTo(
    driver: SimulatedDriver,
    key: string,
    target: LatLng,
    now: number,
  ): Promise<boolean> {
    if (driver.leg?.key !== key) driver.leg = await planLeg(driver, key, target);
    const arrived = moveAlong(driver, driver.leg, now);
    await report(driver, arrived ? 0 : driver.leg.speedMps);
    return arrived;
  }

  function roamingDestination(from: LatLng): Place {
    const far = ROAMING_PLACES.filter((place) => haversineMeters(from, place) >= MIN_ROAM_METERS);
    return randomItem(far.length > 0 ? far : ROAMING_PLACES);
  }

  async function roam(driver: SimulatedDriver, now: number): Promise<void> {
    if (!driver.leg?.key.startsWith('roam:')) {
      const place = roamingDestination(driver.position);
      driver.leg = await planLeg(driver, `roam:${place.id}`, place);
    }
    if (moveAlong(driver, driver.leg, now)) {
      // Straight on to the next place, so the car does not stand still for a step.
      const place = roamingDestination(driver.position);
      driver.leg = await planLeg(driver, `roam:${place.id}`, place);
    }
    await report(driver, driver.leg.speedMps);
  }

  async function refreshState(driver: SimulatedDriver): Promise<void> {
    const fresh = await driversService.loadLiveState(driver.user.id);
    // Same ride: keep the breadcrumb pacing (a fresh state would write a breadcrumb on every step).
    if (fresh.ride?.id === driver.state.ride?.id) fresh.lastBreadcrumbAt = driver.state.lastBreadcrumbAt;
    driver.state = fresh;
  }

  /** One step of the driver's ride, following its status as the server sees it. */
  async function serveRide(driver: SimulatedDriver, ride: NonNullable<DriverLiveState['ride']>, now: number) {
    const { user } = driver;
    switch (ride.status) {
      case 'accepted':
        if (await driveTo(driver, `pickup:${ride.id}`, ride.pickup, now)) {
          await driversService.advance(user, ride.id, 'arrive', driver.position);
          driver.boardingUntil = now + between(BOARDING_MS);
        }
        return;
      case 'arrived':
        driver.movedAt = now;
        await report(driver, 0);
        driver.boardingUntil ??= now + between(BOARDING_MS);
        if (now >= driver.boardingUntil) {
          await driversService.advance(user, ride.id, 'pick-up', driver.position);
          driver.boardingUntil = undefined;
        }
        return;
      case 'picked_up':
        driver.movedAt = now;
        await report(driver, 0);
        await driversService.advance(user, ride.id, 'start', driver.position);
        return;
      case 'in_transit':
        if (await driveTo(driver, `dropoff:${ride.id}`, ride.destination, now)) {
          const completed = await driversService.advance(user, ride.id, 'complete', driver.position);
          if (completed.paymentMethod === 'cash') await driversService.confirmCashCollected(user, ride.id);
          log.debug({ driverId: user.id, rideId: ride.id }, 'simulated driver completed a ride');
          driver.state = await driversService.loadLiveState(user.id);
          driver.leg = undefined;
        }
        return;
      default:
        // Requested, scheduled and finished rides are never a driver's ride in progress.
        return;
    }
  }

  async function acceptOffer(driver: SimulatedDriver, now: number): Promise<void> {
    const offer = driver.offer;
    driver.offer = undefined;
    if (offer === undefined) return;
    if (now >= offer.expiresAt) {
      log.debug({ driverId: driver.user.id, rideId: offer.rideId }, 'simulated driver let an offer expire');
      return;
    }
    await dispatch.accept(driver.user, offer.rideId);
    log.debug({ driverId: driver.user.id, rideId: offer.rideId }, 'simulated driver accepted a ride');
    driver.state = await driversService.loadLiveState(driver.user.id);
  }

  async function step(driver: SimulatedDriver, now: number, hasOffer: boolean): Promise<void> {
    try {
      if (driver.state.ride) await refreshState(driver);
      const ride = driver.state.ride;
      if (ride) {
        driver.offer = undefined;
        await serveRide(driver, ride, now);
        return;
      }
      driver.boardingUntil = undefined;
      await roam(driver, now);
      if (driver.offer === undefined && hasOffer) {
        const [offer] = await dispatch.listOffers(driver.user);
        if (offer) {
          const expiresAt = Date.parse(offer.expiresAt);
          // Well inside the countdown, however short an admin set it.
          const delay = Math.min(between(ACCEPT_DELAY_MS), (expiresAt - now) / 2);
          driver.offer = { rideId: offer.rideId, acceptAt: now + delay, expiresAt };
        }
      }
      if (driver.offer !== undefined && now >= driver.offer.acceptAt) await acceptOffer(driver, now);
    } catch (error) {
      // The world moved on (the rider cancelled, another driver was faster, an admin ended the ride): the next
      // step reads the ride again. Anything else is worth a warning, never a crash.
      if (error instanceof AppError) {
        log.debug({ driverId: driver.user.id, code: error.code }, 'simulated driver step refused');
      } else {
        log.warn({ err: error, driverId: driver.user.id }, 'simulated driver step failed');
      }
    }
  }

  const accounts = await ensureAccounts(db, count, city);
  // Drivers go online with their documents approved (docs/decisions/020): the demo's cars come with them.
  for (const { account, user } of accounts) {
    await seedApprovedDocuments({ db, storage: app.documents.storage }, user, account.vehicle);
  }
  const places = shuffled(ROAMING_PLACES);
  const online = await Promise.all(
    accounts.map((account, index) =>
      bringOnline(account, places[index % places.length] ?? randomItem(places)),
    ),
  );
  const simulated = online.filter((driver): driver is SimulatedDriver => driver !== undefined);

  let isStopped = false;
  let inFlight: Promise<void> | undefined;

  async function runTick(): Promise<void> {
    const now = clock.now().getTime();
    const idle = simulated.filter((driver) => driver.state.ride === null && driver.offer === undefined);
    let offered = new Set<string>();
    try {
      // One query for the whole fleet; only drivers with an offer then read theirs.
      offered = await findDriversWithPendingOffers(
        db,
        idle.map((driver) => driver.user.id),
        new Date(now),
      );
    } catch (error) {
      log.warn({ err: error }, 'simulated city could not read offers');
    }
    await Promise.all(simulated.map((driver) => step(driver, now, offered.has(driver.user.id))));
  }

  function tick(): Promise<void> {
    if (isStopped) return Promise.resolve();
    inFlight ??= runTick().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  const timer = tickMs > 0 ? setInterval(() => void tick(), tickMs) : undefined;
  // The city never keeps the process alive on its own.
  timer?.unref();

  let stopping: Promise<void> | undefined;
  return {
    drivers: simulated.map((driver) => ({
      id: driver.user.id,
      name: driver.account.name,
      email: driver.account.email,
    })),
    tick,
    stop() {
      stopping ??= (async () => {
        isStopped = true;
        if (timer !== undefined) clearInterval(timer);
        await inFlight;
        // Idle cars go offline: otherwise the drivers would count as online (admin dashboard, online time) while
        // nothing moves them, and their pending offers would wait out the countdown. A car in a ride stays online
        // (the API refuses going offline then) and finishes the ride on the next start.
        await Promise.all(
          simulated
            .filter((driver) => driver.state.ride === null)
            .map((driver) =>
              driversService.setAvailability(driver.user, { online: false }).catch((error: unknown) => {
                log.debug(
                  { driverId: driver.user.id, reason: reasonOf(error) },
                  'simulated driver stayed online',
                );
              }),
            ),
        );
      })();
      return stopping;
    },
  };
}
