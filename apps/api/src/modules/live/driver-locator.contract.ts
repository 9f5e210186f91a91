import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  DriverLocator,
  DriverPosition,
  LatLng,
  NearbyDriver,
  NearestAvailableQuery,
} from './driver-locator.ts';
import { haversineMeters } from '@ridebook/validation/geo';
import { seededRandom } from '../../test/seeded-random.ts';

const NOW = 1_800_000_000_000;
const LISBON: LatLng = { lat: 38.7223, lng: -9.1393 };

/** The point `northMeters` north and `eastMeters` east of `from` (flat-earth approximation, fine at city scale). */
export function offset(from: LatLng, northMeters: number, eastMeters: number): LatLng {
  const lat = from.lat + northMeters / 111_195;
  let lng = from.lng + eastMeters / (111_195 * Math.cos((lat * Math.PI) / 180));
  if (lng > 180) lng -= 360;
  if (lng < -180) lng += 360;
  return { lat, lng };
}

function position(driverId: string, point: LatLng, at = NOW): DriverPosition {
  return { driverId, ...point, heading: null, speedKmh: null, accuracyMeters: null, at };
}

type ModelDriver = { position: DriverPosition | null; available: boolean };

/** The reference answer: every candidate checked, sorted by distance. */
function bruteForceNearest(model: Map<string, ModelDriver>, query: NearestAvailableQuery) {
  const candidates: Array<{ driverId: string; distanceMeters: number }> = [];
  for (const [driverId, driver] of model) {
    if (!driver.available || driver.position === null || driver.position.at < query.freshSince) continue;
    if (query.exclude?.has(driverId)) continue;
    const distanceMeters = haversineMeters(query.point, driver.position);
    if (distanceMeters <= query.radiusMeters) candidates.push({ driverId, distanceMeters });
  }
  candidates.sort((a, b) => a.distanceMeters - b.distanceMeters);
  return candidates.slice(0, query.limit);
}

/**
 * Equal distances may come back in either order between adapters, so the check is: the same distances as the
 * reference, and every driver returned is one that qualifies, at the distance it claims.
 */
function expectReferenceAnswer(
  actual: NearbyDriver[],
  model: Map<string, ModelDriver>,
  query: NearestAvailableQuery,
): void {
  const expected = bruteForceNearest(model, query);
  expect(actual.map((driver) => driver.distanceMeters)).toEqual(
    expected.map((driver) => expect.closeTo(driver.distanceMeters, 6) as unknown),
  );
  expect(new Set(actual.map((driver) => driver.driverId)).size).toBe(actual.length);
  for (const driver of actual) {
    const modelled = model.get(driver.driverId);
    expect(modelled?.available).toBe(true);
    expect(modelled?.position).toEqual({ ...driver, distanceMeters: undefined });
    expect(driver.at).toBeGreaterThanOrEqual(query.freshSince);
    expect(query.exclude?.has(driver.driverId) ?? false).toBe(false);
    expect(driver.distanceMeters).toBeCloseTo(haversineMeters(query.point, driver), 6);
  }
}

/** The behaviour every DriverLocator adapter must show; each adapter's test file runs it. */
export function describeDriverLocatorContract(name: string, create: () => Promise<DriverLocator>): void {
  describe(`DriverLocator contract: ${name}`, () => {
    const opened: DriverLocator[] = [];
    async function open(): Promise<DriverLocator> {
      const locator = await create();
      opened.push(locator);
      return locator;
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((locator) => locator.close()));
    });

    async function online(locator: DriverLocator, driverId: string, point: LatLng, at = NOW) {
      await locator.updatePosition(position(driverId, point, at));
      await locator.setAvailable(driverId, true);
    }

    const nearLisbon = (overrides: Partial<NearestAvailableQuery> = {}): NearestAvailableQuery => ({
      point: LISBON,
      radiusMeters: 3000,
      limit: 10,
      freshSince: NOW - 60_000,
      ...overrides,
    });

    it('returns available drivers nearest first, with their haversine distance and full position', async () => {
      const locator = await open();
      await online(locator, 'far', offset(LISBON, 300, 0));
      await online(locator, 'near', offset(LISBON, 0, 100));
      await locator.updatePosition({
        driverId: 'middle',
        ...offset(LISBON, -150, -120),
        heading: 270,
        speedKmh: 31.5,
        accuracyMeters: 8,
        at: NOW - 1000,
      });
      await locator.setAvailable('middle', true);

      const found = await locator.findNearestAvailable(nearLisbon());

      expect(found.map((driver) => driver.driverId)).toEqual(['near', 'middle', 'far']);
      expect(found[1]).toEqual({
        driverId: 'middle',
        ...offset(LISBON, -150, -120),
        heading: 270,
        speedKmh: 31.5,
        accuracyMeters: 8,
        at: NOW - 1000,
        distanceMeters: expect.closeTo(haversineMeters(LISBON, offset(LISBON, -150, -120)), 6) as unknown,
      });
      expect(found[0]?.distanceMeters).toBeCloseTo(100, 0);
      expect(found[2]?.distanceMeters).toBeCloseTo(300, 0);
    });

    it('cuts off at the radius and at the limit', async () => {
      const locator = await open();
      await online(locator, 'inside', offset(LISBON, 990, 0));
      await online(locator, 'outside', offset(LISBON, 1010, 0));
      for (let i = 0; i < 5; i++) await online(locator, `close-${i}`, offset(LISBON, 10 * (i + 1), 0));

      const withinKm = await locator.findNearestAvailable(nearLisbon({ radiusMeters: 1000 }));
      expect(withinKm.map((driver) => driver.driverId)).toEqual([
        'close-0',
        'close-1',
        'close-2',
        'close-3',
        'close-4',
        'inside',
      ]);
      const firstTwo = await locator.findNearestAvailable(nearLisbon({ limit: 2 }));
      expect(firstTwo.map((driver) => driver.driverId)).toEqual(['close-0', 'close-1']);
      expect(await locator.findNearestAvailable(nearLisbon({ limit: 0 }))).toEqual([]);
      expect(await locator.findNearestAvailable(nearLisbon({ radiusMeters: 5 }))).toEqual([]);
    });

    it('never returns a position older than freshSince', async () => {
      const locator = await open();
      await online(locator, 'stale', offset(LISBON, 50, 0), NOW - 60_001);
      await online(locator, 'just-fresh', offset(LISBON, 200, 0), NOW - 60_000);
      await online(locator, 'fresh', offset(LISBON, 400, 0), NOW);

      const found = await locator.findNearestAvailable(nearLisbon());
      expect(found.map((driver) => driver.driverId)).toEqual(['just-fresh', 'fresh']);

      // A stale driver who reports again is back.
      await locator.updatePosition(position('stale', offset(LISBON, 50, 0), NOW));
      const again = await locator.findNearestAvailable(nearLisbon({ limit: 1 }));
      expect(again.map((driver) => driver.driverId)).toEqual(['stale']);
    });

    it('skips excluded drivers (those who already declined) and still fills the limit', async () => {
      const locator = await open();
      for (let i = 0; i < 30; i++) await online(locator, `d${i}`, offset(LISBON, 20 * (i + 1), 0));
      const exclude = new Set(Array.from({ length: 25 }, (_, i) => `d${i}`));

      const found = await locator.findNearestAvailable(nearLisbon({ limit: 3, exclude }));
      expect(found.map((driver) => driver.driverId)).toEqual(['d25', 'd26', 'd27']);
    });

    it('fills the limit even when most of the nearest drivers are stale', async () => {
      const locator = await open();
      for (let i = 0; i < 40; i++)
        await online(locator, `old-${i}`, offset(LISBON, 5 * (i + 1), 0), NOW - 3_600_000);
      await online(locator, 'fresh-1', offset(LISBON, 1000, 0));
      await online(locator, 'fresh-2', offset(LISBON, 1200, 0));

      const found = await locator.findNearestAvailable(nearLisbon({ limit: 2 }));
      expect(found.map((driver) => driver.driverId)).toEqual(['fresh-1', 'fresh-2']);
    });

    it('returns a driver only while available with a position, whichever of the two comes first', async () => {
      const locator = await open();
      // Available first, position later.
      await locator.setAvailable('a', true);
      expect(await locator.findNearestAvailable(nearLisbon())).toEqual([]);
      await locator.updatePosition(position('a', offset(LISBON, 100, 0)));
      // Position first, available later.
      await locator.updatePosition(position('b', offset(LISBON, 200, 0)));
      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'a',
      ]);
      await locator.setAvailable('b', true);
      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'a',
        'b',
      ]);

      // Busy on a ride: still tracked, never offered.
      await locator.setAvailable('a', false);
      await locator.updatePosition(position('a', offset(LISBON, 10, 0)));
      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'b',
      ]);
      expect(await locator.getPosition('a')).toEqual(position('a', offset(LISBON, 10, 0)));

      // Idle again, where the busy ride left them; repeating a state changes nothing.
      await locator.setAvailable('a', true);
      await locator.setAvailable('a', true);
      await locator.setAvailable('b', false);
      await locator.setAvailable('b', false);
      const found = await locator.findNearestAvailable(nearLisbon());
      expect(found.map((driver) => driver.driverId)).toEqual(['a']);
      expect(found[0]?.distanceMeters).toBeCloseTo(10, 0);
    });

    it('moves a driver on each update, without duplicating them', async () => {
      const locator = await open();
      await online(locator, 'mover', offset(LISBON, 2000, 0));
      await online(locator, 'still', offset(LISBON, 500, 0));
      // Across many grid cells and back into the search area, then out of it.
      for (let step = 0; step <= 20; step++) {
        await locator.updatePosition(
          position('mover', offset(LISBON, 2000 - step * 100, step * 30), NOW + step),
        );
      }
      const found = await locator.findNearestAvailable(nearLisbon());
      expect(found.map((driver) => driver.driverId)).toEqual(['still', 'mover']);
      expect(found[1]?.at).toBe(NOW + 20);

      await locator.updatePosition(position('mover', offset(LISBON, 0, 9000), NOW + 21));
      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'still',
      ]);
    });

    it('forgets a removed driver entirely, availability included', async () => {
      const locator = await open();
      await online(locator, 'gone', offset(LISBON, 100, 0));
      await online(locator, 'stays', offset(LISBON, 200, 0));
      await locator.remove('gone');
      await locator.remove('never-seen');

      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'stays',
      ]);
      expect(await locator.getPosition('gone')).toBeNull();
      const box = { south: 38.6, west: -9.3, north: 38.9, east: -9.0, freshSince: 0, limit: 10 };
      expect((await locator.listInBounds(box)).map((driver) => driver.driverId)).toEqual(['stays']);

      // Back online later: a position alone does not make them available again.
      await locator.updatePosition(position('gone', offset(LISBON, 100, 0)));
      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'stays',
      ]);
    });

    it('keeps the exact latest position and its measurements', async () => {
      const locator = await open();
      expect(await locator.getPosition('unknown')).toBeNull();
      await locator.setAvailable('only-available', true);
      expect(await locator.getPosition('only-available')).toBeNull();

      const first: DriverPosition = {
        driverId: 'driver-1',
        lat: 38.72234567891234,
        lng: -9.139312345678901,
        heading: 0,
        speedKmh: 0,
        accuracyMeters: 4.25,
        at: NOW - 5000,
      };
      await locator.updatePosition(first);
      expect(await locator.getPosition('driver-1')).toEqual(first);
      const second = { ...first, lat: 38.73, heading: null, speedKmh: null, accuracyMeters: null, at: NOW };
      await locator.updatePosition(second);
      expect(await locator.getPosition('driver-1')).toEqual(second);
    });

    it('stores the fixes of positionsOf as updatePosition does, also after the driver was removed', async () => {
      const locator = await open();
      // Made before the driver is known, as a socket's is: its first fix records them.
      const store = locator.positionsOf('writer');
      const fix = (point: LatLng, at: number) => ({
        ...point,
        heading: 90,
        speedKmh: 20,
        accuracyMeters: 4.25,
        at,
      });
      await store(fix(offset(LISBON, 100, 0), NOW - 2));
      expect(await locator.getPosition('writer')).toEqual({
        driverId: 'writer',
        ...fix(offset(LISBON, 100, 0), NOW - 2),
      });
      await locator.setAvailable('writer', true);
      await store({
        ...offset(LISBON, 0, 900),
        heading: null,
        speedKmh: null,
        accuracyMeters: null,
        at: NOW - 1,
      });
      const [found, ...others] = await locator.findNearestAvailable(nearLisbon());
      expect(others).toEqual([]);
      expect(found).toMatchObject({
        driverId: 'writer',
        ...offset(LISBON, 0, 900),
        heading: null,
        at: NOW - 1,
      });

      // Gone offline, then back: the same writer records the driver again, not available until told.
      await locator.remove('writer');
      expect(await locator.getPosition('writer')).toBeNull();
      await store(fix(offset(LISBON, 50, 0), NOW));
      expect(await locator.getPosition('writer')).toEqual({
        driverId: 'writer',
        ...fix(offset(LISBON, 50, 0), NOW),
      });
      expect(await locator.findNearestAvailable(nearLisbon())).toEqual([]);
      await locator.setAvailable('writer', true);
      expect((await locator.findNearestAvailable(nearLisbon())).map((driver) => driver.driverId)).toEqual([
        'writer',
      ]);

      // It refuses what updatePosition refuses, and keeps the last stored fix.
      await expect(store(fix({ lat: 86, lng: 0 }, NOW + 1))).rejects.toThrow(RangeError);
      await expect(store(fix(LISBON, Number.NaN))).rejects.toThrow(RangeError);
      expect(await locator.getPosition('writer')).toMatchObject({ at: NOW });
    });

    it('refuses coordinates it cannot store', async () => {
      const locator = await open();
      await expect(locator.updatePosition(position('x', { lat: 91, lng: 0 }))).rejects.toThrow(RangeError);
      await expect(locator.updatePosition(position('x', { lat: 86, lng: 0 }))).rejects.toThrow(RangeError);
      await expect(locator.updatePosition(position('x', { lat: 0, lng: 180.5 }))).rejects.toThrow(RangeError);
      await expect(locator.updatePosition(position('x', { lat: Number.NaN, lng: 0 }))).rejects.toThrow(
        RangeError,
      );
      await expect(locator.updatePosition(position('x', LISBON, Number.NaN))).rejects.toThrow(RangeError);
      await expect(
        locator.findNearestAvailable(nearLisbon({ point: { lat: 0, lng: Number.POSITIVE_INFINITY } })),
      ).rejects.toThrow(RangeError);
      expect(await locator.getPosition('x')).toBeNull();
    });

    it('finds drivers across the antimeridian, from either side', async () => {
      const locator = await open();
      const drivers: Record<string, LatLng> = {
        'east-1': { lat: -16.5, lng: -179.998 },
        'east-2': { lat: -16.5, lng: -179.8 },
        'west-1': { lat: -16.5, lng: 179.99 },
        'west-2': { lat: -16.45, lng: 179.85 },
        // Exactly on the line, given either way.
        'line-east': { lat: -16.47, lng: -180 },
        'line-west': { lat: -16.52, lng: 180 },
      };
      for (const [driverId, point] of Object.entries(drivers)) await online(locator, driverId, point);

      for (const lng of [179.999, 179.9, 180, -180, -179.9]) {
        const point = { lat: -16.5, lng };
        const found = await locator.findNearestAvailable({
          point,
          radiusMeters: 40_000,
          limit: 10,
          freshSince: 0,
        });
        const byDistance = Object.keys(drivers).sort(
          (a, b) => haversineMeters(point, drivers[a]!) - haversineMeters(point, drivers[b]!),
        );
        expect(found.map((driver) => driver.driverId)).toEqual(byDistance);
        for (const driver of found)
          expect(driver.distanceMeters).toBeCloseTo(haversineMeters(point, driver), 6);
      }
      expect(await locator.getPosition('line-west')).toMatchObject({ lat: -16.52, lng: 180 });
    });

    it('lists the fresh drivers in a box, busy ones too, for the admin map', async () => {
      const locator = await open();
      await online(locator, 'idle', offset(LISBON, 100, 100));
      await locator.updatePosition(position('busy', offset(LISBON, -100, -100)));
      await locator.updatePosition(position('stale', offset(LISBON, 0, 50), NOW - 600_000));
      await online(locator, 'outside', offset(LISBON, 20_000, 0));
      await locator.setAvailable('no-position', true);

      const box = {
        south: 38.7,
        west: -9.16,
        north: 38.74,
        east: -9.12,
        freshSince: NOW - 60_000,
        limit: 100,
      };
      const listed = await locator.listInBounds(box);
      expect(listed.sort((a, b) => a.driverId.localeCompare(b.driverId))).toEqual([
        { ...position('busy', offset(LISBON, -100, -100)), available: false },
        { ...position('idle', offset(LISBON, 100, 100)), available: true },
      ]);
      expect(await locator.listInBounds({ ...box, south: 39, north: 38 })).toEqual([]);
    });

    it('lists at most `limit` drivers, the ones nearest the centre of the box', async () => {
      const locator = await open();
      for (let i = 0; i < 40; i++) await online(locator, `d${i}`, offset(LISBON, 0, (i - 20) * 90 + 45));
      const box = { south: 38.7, west: -9.2, north: 38.75, east: -9.08, freshSince: 0, limit: 6 };
      const center = { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
      const listed = await locator.listInBounds(box);
      expect(listed).toHaveLength(6);
      const all = await locator.listInBounds({ ...box, limit: 1000 });
      expect(all).toHaveLength(40);
      const nearestSix = all
        .map((driver) => haversineMeters(center, driver))
        .sort((a, b) => a - b)
        .slice(0, 6);
      expect(listed.map((driver) => haversineMeters(center, driver)).sort((a, b) => a - b)).toEqual(
        nearestSix.map((distance) => expect.closeTo(distance, 0) as unknown),
      );
    });

    it('lists a box that crosses the antimeridian', async () => {
      const locator = await open();
      await online(locator, 'east-side', { lat: -16.5, lng: -179.9 });
      await online(locator, 'west-side', { lat: -16.5, lng: 179.9 });
      await online(locator, 'far-west', { lat: -16.5, lng: 178 });
      await online(locator, 'on-the-line', { lat: -16.6, lng: 180 });
      const listed = await locator.listInBounds({
        south: -17,
        west: 179.5,
        north: -16,
        east: -179.5,
        freshSince: 0,
        limit: 10,
      });
      expect(listed.map((driver) => driver.driverId).sort()).toEqual([
        'east-side',
        'on-the-line',
        'west-side',
      ]);
    });

    it('answers like a brute-force search over a few thousand drivers', async () => {
      const locator = await open();
      const random = seededRandom(20_261_121);
      const model = new Map<string, ModelDriver>();
      const updates: Array<Promise<void>> = [];
      for (let i = 0; i < 3000; i++) {
        const driverId = `driver-${i}`;
        const driver: ModelDriver = {
          position: position(
            driverId,
            offset(LISBON, (random() - 0.5) * 20_000, (random() - 0.5) * 20_000),
            NOW - Math.floor(random() * 120_000),
          ),
          available: random() < 0.7,
        };
        model.set(driverId, driver);
        updates.push(locator.updatePosition(driver.position!));
        if (driver.available) updates.push(locator.setAvailable(driverId, true));
      }
      await Promise.all(updates);

      for (let q = 0; q < 60; q++) {
        const exclude = new Set<string>();
        for (let e = 0; e < 10; e++) exclude.add(`driver-${Math.floor(random() * 3000)}`);
        const query: NearestAvailableQuery = {
          point: offset(LISBON, (random() - 0.5) * 24_000, (random() - 0.5) * 24_000),
          radiusMeters: 100 + random() * 4000,
          limit: 1 + Math.floor(random() * 12),
          freshSince: NOW - 30_000 - Math.floor(random() * 90_000),
          exclude,
        };
        expectReferenceAnswer(await locator.findNearestAvailable(query), model, query);
      }
    });

    it('answers like a brute-force search for any drivers, updates and query (property)', async () => {
      const anchors: LatLng[] = [
        LISBON,
        { lat: 0, lng: 0 },
        { lat: -16.5, lng: 179.995 },
        { lat: -16.5, lng: 180 },
        { lat: 69.6, lng: 18.9 },
        // Near the northern limit a few km east is most of a degree: searches wrap the antimeridian.
        { lat: 84.9, lng: 179.99 },
      ];
      const meters = fc.double({ min: -6000, max: 6000, noNaN: true });
      const driverArbitrary = fc.record({
        north: meters,
        east: meters,
        ageMs: fc.integer({ min: 0, max: 120_000 }),
        available: fc.boolean(),
        availableFirst: fc.boolean(),
        movedNorth: fc.option(meters, { nil: null }),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...anchors),
          fc.array(driverArbitrary, { maxLength: 30 }),
          fc.record({
            north: meters,
            east: meters,
            radiusMeters: fc.double({ min: 0, max: 9000, noNaN: true }),
            limit: fc.integer({ min: 1, max: 8 }),
            excludeEvery: fc.integer({ min: 2, max: 7 }),
          }),
          async (anchor, drivers, q) => {
            const locator = await create();
            try {
              const model = new Map<string, ModelDriver>();
              for (const [i, driver] of drivers.entries()) {
                const driverId = `p${i}`;
                let current = position(
                  driverId,
                  offset(anchor, driver.north, driver.east),
                  NOW - driver.ageMs,
                );
                if (driver.available && driver.availableFirst) await locator.setAvailable(driverId, true);
                await locator.updatePosition(current);
                if (driver.available && !driver.availableFirst) await locator.setAvailable(driverId, true);
                if (driver.movedNorth !== null) {
                  current = position(
                    driverId,
                    offset(anchor, driver.movedNorth, driver.east),
                    NOW - driver.ageMs,
                  );
                  await locator.updatePosition(current);
                }
                model.set(driverId, { position: current, available: driver.available });
              }
              const query: NearestAvailableQuery = {
                point: offset(anchor, q.north, q.east),
                radiusMeters: q.radiusMeters,
                limit: q.limit,
                freshSince: NOW - 60_000,
                exclude: new Set(drivers.map((_, i) => `p${i}`).filter((_, i) => i % q.excludeEvery === 0)),
              };
              expectReferenceAnswer(await locator.findNearestAvailable(query), model, query);
            } finally {
              await locator.close();
            }
          },
        ),
        { numRuns: 100 },
      );
    });
  });
}
