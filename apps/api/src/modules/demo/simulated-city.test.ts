import { DEMO_CITY } from '../places/index.ts';
import type { LatLng, RideStatus } from '@ridebook/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userOf } from '../../test/responses.ts';
import {
  book,
  buildRideTestContext,
  rideOf,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import type { TestBrowser } from '../../test/browser.ts';
import { GAZETTEER, type Place } from '../places/index.ts';
import { haversineMeters } from '@ridebook/validation/geo';
import { countUsers, createUsersService } from '../users/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { seedDemoAccounts } from './demo.service.ts';
import { startSimulatedCity, type SimulatedCity } from './simulated-city.ts';
import { seededRandom } from '../../test/seeded-random.ts';

function placeAt(point: LatLng): Place | undefined {
  return GAZETTEER.find((place) => haversineMeters(place, point) < 1);
}

describe.skipIf(isTestDatabaseMissing)(`simulated city (${testDatabaseKind})`, () => {
  let context: RideTestContext | undefined;
  const cities: SimulatedCity[] = [];
  afterEach(async () => {
    for (const city of cities.splice(0)) await city.stop();
    await context?.app.close();
    context = undefined;
  });

  async function startCity(count = 4) {
    context ??= await buildRideTestContext();
    const city = await startSimulatedCity({ app: context.app, count, random: seededRandom(7), tickMs: 0 });
    cities.push(city);
    return { ...context, city };
  }

  async function positionOf(driverId: string): Promise<LatLng> {
    const position = await context?.app.live.locators.forCity(DEMO_CITY.id).getPosition(driverId);
    if (!position) throw new Error(`driver ${driverId} has no position`);
    return { lat: position.lat, lng: position.lng };
  }

  async function availableNear(point: LatLng): Promise<string[]> {
    if (!context) throw new Error('no app');
    const nearby = await context.app.live.locators.forCity(DEMO_CITY.id).findNearestAvailable({
      point,
      radiusMeters: 50,
      limit: 20,
      freshSince: context.clock.now().getTime() - 60_000,
    });
    return nearby.map((driver) => driver.driverId);
  }

  /** Steps the city (`stepMs` of clock time each) until the ride is `until`; returns every status seen. */
  async function runUntil(city: SimulatedCity, rider: TestBrowser, rideId: string, until: RideStatus) {
    const seen: RideStatus[] = [];
    for (let step = 0; step < 300; step++) {
      const ride = rideOf(await rider.get(`/api/rides/${rideId}`));
      if (seen.at(-1) !== ride.status) seen.push(ride.status);
      if (ride.status === until || ride.status === 'cancelled') return { ride, seen };
      // Small steps while the offer is being read (it expires in 15 s), bigger ones while driving.
      context?.clock.advance(ride.status === 'requested' ? 2_000 : 15_000);
      await city.tick();
    }
    throw new Error(`ride ${rideId} never reached ${until}: ${seen.join(' > ')}`);
  }

  it('creates the simulated drivers once, approved with the demo password, and leaves the demo accounts alone', async () => {
    const { app, db } = (context = await buildRideTestContext());
    const demo = await seedDemoAccounts(db, createUsersService({ db }));
    const first = await startCity(3);
    expect(first.city.drivers.map((driver) => driver.email)).toEqual([
      'sim.driver01@ridebook.demo',
      'sim.driver02@ridebook.demo',
      'sim.driver03@ridebook.demo',
    ]);
    await first.city.stop();

    const second = await startCity(3);
    expect(second.city.drivers).toEqual(first.city.drivers);
    expect(await countUsers(db)).toBe(demo.accounts.length + 3);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sim.driver02@ridebook.demo', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const driver = userOf(login);
    expect(driver.name).toBe(first.city.drivers[1]?.name);
    expect(driver.driver?.approvalStatus).toBe('approved');
    expect(driver.driver?.vehicleModel).not.toBe('');
    expect(driver.driver?.vehiclePlate).toMatch(/^[A-Z0-9-]+$/);

    // The demo driver stays offline for a person to sign in and use.
    const demoDriver = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'driver@ridebook.demo', password: DEMO_PASSWORD },
    });
    expect(await app.live.locators.forCity(DEMO_CITY.id).getPosition(userOf(demoDriver).id)).toBeNull();
  });

  it('puts every driver online at a place of the demo city, where dispatch finds them, and a tick moves them', async () => {
    const { city, clock } = await startCity(4);
    expect(city.drivers).toHaveLength(4);
    const starts = new Map<string, LatLng>();
    for (const { id } of city.drivers) {
      const position = await positionOf(id);
      expect(placeAt(position)).toBeDefined();
      expect(await availableNear(position)).toContain(id);
      starts.set(id, position);
    }

    clock.advance(10_000);
    await city.tick();
    for (const { id } of city.drivers) {
      const position = await positionOf(id);
      // 10 s at 25 to 40 km/h.
      const moved = haversineMeters(starts.get(id) ?? position, position);
      expect(moved).toBeGreaterThan(65);
      expect(moved).toBeLessThan(115);
      expect(await availableNear(position)).toContain(id);
    }
  });

  it('serves a rider end to end: accepts, drives to the pickup, drives the rider there and completes (cash confirmed)', async () => {
    const { app, city } = await startCity(4);
    const { browser: rider } = await signedInRider(app);
    const pickupPlace = placeAt(await positionOf(city.drivers[0]?.id ?? ''));
    if (!pickupPlace) throw new Error('driver 1 is not at a place');
    const destination = GAZETTEER.find((place) => {
      const meters = haversineMeters(place, pickupPlace);
      return meters > 1_500 && meters < 3_000;
    });
    if (!destination) throw new Error('no destination');

    const booked = await book(rider, {
      pickup: { address: pickupPlace.address, lat: pickupPlace.lat, lng: pickupPlace.lng },
      destination: { address: destination.address, lat: destination.lat, lng: destination.lng },
      paymentMethod: 'cash',
    });
    expect(booked.statusCode).toBe(201);
    const { ride, seen } = await runUntil(city, rider, rideOf(booked).id, 'completed');

    expect(seen).toEqual(['requested', 'accepted', 'arrived', 'picked_up', 'in_transit', 'completed']);
    const driverId = ride.driver?.id ?? '';
    expect(city.drivers.map((driver) => driver.id)).toContain(driverId);
    expect(ride.cashCollectedAt).not.toBeNull();
    // Dropped off at the destination and free for the next rider.
    expect(haversineMeters(await positionOf(driverId), destination)).toBeLessThan(1);
    expect(await availableNear(destination)).toContain(driverId);
  });

  it('lets a ride go quietly when another driver is faster or the rider cancels', async () => {
    const { app, db, city, clock } = await startCity(4);
    const debug = vi.spyOn(app.log, 'debug');
    const simulatedId = city.drivers[0]?.id ?? '';
    const place = placeAt(await positionOf(simulatedId));
    if (!place) throw new Error('driver 1 is not at a place');
    const pickup = { address: place.address, lat: place.lat, lng: place.lng };
    const destination = GAZETTEER.find((other) => haversineMeters(other, place) > 1_500);
    if (!destination) throw new Error('no destination');
    const trip = {
      pickup,
      destination: { address: destination.address, lat: destination.lat, lng: destination.lng },
    };

    // A real driver waiting at the same spot gets the same offer and accepts at once.
    const { browser: realDriver, account } = await signedInDriver(app, db, place);
    const { browser: rider } = await signedInRider(app);
    const taken = rideOf(await book(rider, trip));
    await city.tick();
    expect((await realDriver.post(`/api/driver/rides/${taken.id}/accept`)).statusCode).toBe(200);
    clock.advance(7_000);
    await city.tick();
    expect(rideOf(await rider.get(`/api/rides/${taken.id}`)).driver?.id).toBe(account.id);
    expect(debug).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'RIDE_ALREADY_TAKEN' }),
      expect.any(String),
    );

    // Another rider books near the simulated cars and cancels while one is on its way.
    const { browser: secondRider } = await signedInRider(app);
    const nearby = { address: 'Nearby', lat: place.lat + 0.004, lng: place.lng };
    const booked = rideOf(await book(secondRider, { ...trip, pickup: nearby }));
    const { ride: accepted } = await runUntil(city, secondRider, booked.id, 'accepted');
    const driverId = accepted.driver?.id ?? '';
    expect(city.drivers.map((driver) => driver.id)).toContain(driverId);
    const cancel = await secondRider.post(`/api/rides/${booked.id}/cancel`, { reason: 'Changed my plans' });
    expect(cancel.statusCode).toBe(200);

    const before = await positionOf(driverId);
    clock.advance(3_000);
    await city.tick();
    const after = await positionOf(driverId);
    expect(haversineMeters(before, after)).toBeGreaterThan(10);
    expect(await availableNear(after)).toContain(driverId);
  });
});
