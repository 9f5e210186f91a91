import { describe, expect, it } from 'vitest';
import {
  bearingDegrees,
  downsamplePath,
  haversineMeters,
  interpolate,
  isValidLatLng,
  pathLengthMeters,
} from './geo-math.ts';

const FERRY_BUILDING = { lat: 37.7955, lng: -122.3937 };
const SFO = { lat: 37.6213, lng: -122.379 };

/** Within `percent` % of `expected`. */
function expectClose(actual: number, expected: number, percent: number) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual((Math.abs(expected) * percent) / 100);
}

describe('haversineMeters', () => {
  it('matches known great-circle distances to within 0.5 %', () => {
    // Nashville BNA to Los Angeles LAX, the classic haversine example: 2,887 km.
    expectClose(haversineMeters({ lat: 36.12, lng: -86.67 }, { lat: 33.94, lng: -118.4 }), 2_887_000, 0.5);
    // Central Paris to central London: 343.5 km.
    expectClose(haversineMeters({ lat: 48.8566, lng: 2.3522 }, { lat: 51.5074, lng: -0.1278 }), 343_500, 0.5);
    // SFO to JFK: 2,586 statute miles.
    expectClose(
      haversineMeters({ lat: 37.6189, lng: -122.375 }, { lat: 40.6398, lng: -73.7789 }),
      2586 * 1609.344,
      0.5,
    );
  });

  it('gives 111.2 km for a degree of latitude and a quarter meridian from the equator to the pole', () => {
    expectClose(haversineMeters({ lat: 10, lng: 5 }, { lat: 11, lng: 5 }), 111_195, 0.01);
    expectClose(haversineMeters({ lat: 0, lng: 0 }, { lat: 90, lng: 0 }), 10_007_557, 0.01);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineMeters(SFO, SFO)).toBe(0);
    expect(haversineMeters(SFO, FERRY_BUILDING)).toBeCloseTo(haversineMeters(FERRY_BUILDING, SFO), 6);
  });

  it('crosses the antimeridian the short way', () => {
    expectClose(haversineMeters({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }), 111_195, 0.01);
  });
});

describe('interpolate', () => {
  it('returns the ends at 0 and 1 and the midpoint of the great circle at 0.5', () => {
    expect(interpolate(SFO, FERRY_BUILDING, 0)).toEqual(SFO);
    expect(interpolate(SFO, FERRY_BUILDING, 1)).toEqual(FERRY_BUILDING);
    const middle = interpolate({ lat: 0, lng: 0 }, { lat: 0, lng: 90 }, 0.5);
    expect(middle.lat).toBeCloseTo(0, 9);
    expect(middle.lng).toBeCloseTo(45, 9);
  });

  it('puts the point at that fraction of the distance', () => {
    const point = interpolate(SFO, FERRY_BUILDING, 0.25);
    const total = haversineMeters(SFO, FERRY_BUILDING);
    expect(haversineMeters(SFO, point)).toBeCloseTo(total * 0.25, 3);
    expect(haversineMeters(point, FERRY_BUILDING)).toBeCloseTo(total * 0.75, 3);
  });

  it('handles identical points', () => {
    expect(interpolate(SFO, SFO, 0.5)).toEqual(SFO);
  });
});

describe('pathLengthMeters', () => {
  it('adds up the segments and is zero without a segment', () => {
    const middle = interpolate(SFO, FERRY_BUILDING, 0.5);
    const path: Array<[number, number]> = [
      [SFO.lat, SFO.lng],
      [middle.lat, middle.lng],
      [FERRY_BUILDING.lat, FERRY_BUILDING.lng],
    ];
    expect(pathLengthMeters(path)).toBeCloseTo(haversineMeters(SFO, FERRY_BUILDING), 3);
    expect(pathLengthMeters([[SFO.lat, SFO.lng]])).toBe(0);
    expect(pathLengthMeters([])).toBe(0);
  });
});

describe('bearingDegrees', () => {
  it('gives compass bearings in [0, 360)', () => {
    expect(bearingDegrees({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(0, 9);
    expect(bearingDegrees({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(90, 9);
    expect(bearingDegrees({ lat: 1, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo(180, 9);
    expect(bearingDegrees({ lat: 0, lng: 1 }, { lat: 0, lng: 0 })).toBeCloseTo(270, 9);
  });

  it('points north-east from City Hall to the Ferry Building and just west of north from SFO', () => {
    const cityHall = { lat: 37.7793, lng: -122.4193 };
    expect(bearingDegrees(cityHall, FERRY_BUILDING)).toBeGreaterThan(40);
    expect(bearingDegrees(cityHall, FERRY_BUILDING)).toBeLessThan(60);
    expect(bearingDegrees(SFO, FERRY_BUILDING)).toBeGreaterThan(350);
  });
});

describe('isValidLatLng', () => {
  it('accepts real coordinates only', () => {
    expect(isValidLatLng(SFO)).toBe(true);
    expect(isValidLatLng({ lat: 90, lng: -180 })).toBe(true);
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: 180.5 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
  });
});

describe('downsamplePath', () => {
  it('keeps short paths and thins long ones to the limit, keeping both ends', () => {
    const short = [1, 2, 3];
    expect(downsamplePath(short, 200)).toEqual([1, 2, 3]);
    const long = Array.from({ length: 1001 }, (_, index) => index);
    const thinned = downsamplePath(long, 200);
    expect(thinned).toHaveLength(200);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(1000);
    expect(thinned).toEqual([...thinned].sort((a, b) => a - b));
  });
});
