import turfDestination from '@turf/destination';
import turfDistance from '@turf/distance';
import { point } from '@turf/helpers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from './coordinates.ts';
import {
  EARTH_RADIUS_METERS,
  bearingDegrees,
  distanceToSegmentMeters,
  haversineMeters,
  haversineTerm,
  haversineTermToMeters,
  interpolate,
  metersToHaversineTerm,
  moveToward,
  offsetMeters,
  pathLengthMeters,
  toRadians,
} from './distance.ts';

const FERRY_BUILDING = { lat: 37.7955, lng: -122.3937 };
const SFO = { lat: 37.6213, lng: -122.379 };

/** Within `percent` % of `expected`. */
function expectClose(actual: number, expected: number, percent: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual((Math.abs(expected) * percent) / 100);
}

const latLng = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
/** Points within a city (~50 km) of each other, where the flat helpers are meant to work. */
const cityPoint = fc.record({
  lat: fc.double({ min: 37.5, max: 37.9, noNaN: true }),
  lng: fc.double({ min: -122.6, max: -122.2, noNaN: true }),
});
const turfMeters = (a: LatLng, b: LatLng) =>
  turfDistance(point([a.lng, a.lat]), point([b.lng, b.lat]), { units: 'meters' });

describe('haversineMeters', () => {
  it('matches known great-circle distances to within 0.5 %', () => {
    // Nashville BNA to Los Angeles LAX, the classic haversine example: 2,887 km.
    expectClose(haversineMeters({ lat: 36.12, lng: -86.67 }, { lat: 33.94, lng: -118.4 }), 2_887_000, 0.5);
    // Paris to London: about 343.5 km.
    expectClose(haversineMeters({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 }), 343_500, 0.5);
    // SFO to JFK: about 4,150 km.
    expectClose(haversineMeters(SFO, { lat: 40.6398, lng: -73.7789 }), 4_150_000, 0.5);
  });

  it('measures one degree of latitude and a quarter meridian on the one Earth radius', () => {
    expect(EARTH_RADIUS_METERS).toBe(6_371_008.8);
    expectClose(haversineMeters({ lat: 10, lng: 5 }, { lat: 11, lng: 5 }), 111_195, 0.01);
    expectClose(haversineMeters({ lat: 0, lng: 0 }, { lat: 90, lng: 0 }), 10_007_557, 0.01);
  });

  it('is zero for the same point and short across the antimeridian', () => {
    expect(haversineMeters(SFO, SFO)).toBe(0);
    expectClose(haversineMeters({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }), 111_195, 0.01);
  });

  it('agrees with turf to the millimetre per 1,000 km', () => {
    fc.assert(
      fc.property(latLng, latLng, (a, b) => {
        expect(Math.abs(haversineMeters(a, b) - turfMeters(a, b))).toBeLessThanOrEqual(
          1e-3 * Math.max(1, turfMeters(a, b) / 1e6) + 1e-6,
        );
      }),
    );
  });

  it('is symmetric, never negative, at most half the circumference, and obeys the triangle inequality', () => {
    fc.assert(
      fc.property(latLng, latLng, latLng, (a, b, c) => {
        const ab = haversineMeters(a, b);
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6);
        expect(Math.abs(ab - haversineMeters(b, a))).toBeLessThanOrEqual(1e-6);
        // Haversine is ill-conditioned near the antipode: centimetres of rounding there.
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(ab + haversineMeters(b, c) + 0.1);
      }),
    );
  });
});

describe('haversine terms (the nearest-driver hot path)', () => {
  it('convert to the same metres as haversineMeters, and a distance round-trips through its term', () => {
    fc.assert(
      fc.property(latLng, latLng, (a, b) => {
        const [lat1, lat2] = [toRadians(a.lat), toRadians(b.lat)];
        const term = haversineTerm(
          lat1,
          toRadians(a.lng),
          Math.cos(lat1),
          lat2,
          toRadians(b.lng),
          Math.cos(lat2),
        );
        expect(haversineTermToMeters(term)).toBe(haversineMeters(a, b));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2e7, noNaN: true }), (meters) => {
        expect(haversineTermToMeters(metersToHaversineTerm(meters))).toBeCloseTo(meters, 3);
      }),
    );
  });
});

describe('pathLengthMeters', () => {
  it('adds up the legs of a path and is 0 for fewer than two points', () => {
    const middle = interpolate(SFO, FERRY_BUILDING, 0.5);
    const path: Array<[number, number]> = [
      [SFO.lat, SFO.lng],
      [middle.lat, middle.lng],
      [FERRY_BUILDING.lat, FERRY_BUILDING.lng],
    ];
    expect(pathLengthMeters(path)).toBeCloseTo(haversineMeters(SFO, FERRY_BUILDING), 3);
    expect(pathLengthMeters([[SFO.lat, SFO.lng]])).toBe(0);
  });
});

describe('interpolate', () => {
  it('returns the ends at 0 and 1 and splits the distance in proportion in between', () => {
    expect(interpolate(SFO, FERRY_BUILDING, 0)).toEqual(SFO);
    expect(interpolate(SFO, FERRY_BUILDING, 1)).toEqual(FERRY_BUILDING);
    const point = interpolate(SFO, FERRY_BUILDING, 0.25);
    const total = haversineMeters(SFO, FERRY_BUILDING);
    expect(haversineMeters(SFO, point)).toBeCloseTo(total * 0.25, 3);
    expect(haversineMeters(point, FERRY_BUILDING)).toBeCloseTo(total * 0.75, 3);
  });

  it('crosses the antimeridian the short way', () => {
    const point = interpolate({ lat: 0, lng: 179 }, { lat: 0, lng: -179 }, 0.5);
    expect(Math.abs(point.lng)).toBeCloseTo(180, 6);
  });
});

describe('bearingDegrees', () => {
  it('gives compass bearings in [0, 360)', () => {
    expect(bearingDegrees({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(0, 9);
    expect(bearingDegrees({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(90, 9);
    expect(bearingDegrees({ lat: 1, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo(180, 9);
    expect(bearingDegrees({ lat: 0, lng: 1 }, { lat: 0, lng: 0 })).toBeCloseTo(270, 9);
  });

  it('points the way turf walks: going that far on that bearing arrives at the target', () => {
    fc.assert(
      fc.property(cityPoint, cityPoint, (a, b) => {
        const meters = haversineMeters(a, b);
        const [lng, lat] = turfDestination(point([a.lng, a.lat]), meters, bearingDegrees(a, b), {
          units: 'meters',
        }).geometry.coordinates as [number, number];
        expect(haversineMeters({ lat, lng }, b)).toBeLessThan(0.01);
      }),
    );
  });
});

describe('city helpers (flat steps)', () => {
  it('offsetMeters moves the asked distance north and east', () => {
    fc.assert(
      fc.property(
        cityPoint,
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (from, north, east) => {
          const to = offsetMeters(from, north, east);
          expect(haversineMeters(from, to)).toBeCloseTo(Math.hypot(north, east), -0.5);
          if (Math.abs(north) > 1e-3) expect(Math.sign(to.lat - from.lat)).toBe(Math.sign(north));
        },
      ),
    );
  });

  it('moveToward steps the asked distance and stops at the target', () => {
    fc.assert(
      fc.property(
        cityPoint,
        cityPoint,
        fc.double({ min: 0, max: 60_000, noNaN: true }),
        (from, to, meters) => {
          const next = moveToward(from, to, meters);
          const total = haversineMeters(from, to);
          if (meters >= total) expect(next).toEqual(to);
          // A step straight in degrees: within 0.2 % of the great circle over a city.
          else
            expect(Math.abs(haversineMeters(from, next) - meters)).toBeLessThanOrEqual(meters * 2e-3 + 1e-6);
        },
      ),
    );
  });

  it('distanceToSegmentMeters is 0 on the segment and the distance to the nearer end beyond it', () => {
    const a = { lat: 37.78, lng: -122.42 };
    const b = offsetMeters(a, 0, 1000);
    expect(distanceToSegmentMeters(moveToward(a, b, 400), a, b)).toBeLessThan(0.01);
    expect(distanceToSegmentMeters(offsetMeters(a, 100, 500), a, b)).toBeCloseTo(100, 0);
    expect(distanceToSegmentMeters(offsetMeters(a, 0, -300), a, b)).toBeCloseTo(300, 0);
    expect(distanceToSegmentMeters(offsetMeters(a, 50, 0), a, a)).toBeCloseTo(50, 0);
  });
});
