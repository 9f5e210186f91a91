import destination from '@turf/destination';
import { point } from '@turf/helpers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundsOf, boxAround, isInBounds } from './bounds.ts';
import { haversineMeters } from './distance.ts';

const latLng = fc.record({
  lat: fc.double({ min: -89, max: 89, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('isInBounds', () => {
  it('includes the edges and wraps across the antimeridian when west is east of east', () => {
    const box = { south: 10, west: 20, north: 11, east: 21 };
    expect(isInBounds({ lat: 10, lng: 21 }, box)).toBe(true);
    expect(isInBounds({ lat: 11.0001, lng: 20.5 }, box)).toBe(false);
    const across = { south: -1, west: 179, north: 1, east: -179 };
    expect(isInBounds({ lat: 0, lng: 179.5 }, across)).toBe(true);
    expect(isInBounds({ lat: 0, lng: -179.5 }, across)).toBe(true);
    expect(isInBounds({ lat: 0, lng: 0 }, across)).toBe(false);
  });
});

describe('boundsOf', () => {
  it('is null for no points and the corners around every point otherwise', () => {
    expect(boundsOf([])).toBeNull();
    fc.assert(
      fc.property(fc.array(latLng, { minLength: 1, maxLength: 20 }), (points) => {
        const [southWest, northEast] = boundsOf(points) ?? [];
        const box = {
          south: southWest!.lat,
          west: southWest!.lng,
          north: northEast!.lat,
          east: northEast!.lng,
        };
        for (const point of points) expect(isInBounds(point, box)).toBe(true);
        expect(points.some((point) => point.lat === box.south)).toBe(true);
        expect(points.some((point) => point.lng === box.east)).toBe(true);
      }),
    );
  });
});

/** Where turf's great-circle walk from `center` ends, or null where it cannot say (a walk onto a pole). */
function walkFrom(
  center: { lat: number; lng: number },
  meters: number,
  bearing: number,
): [number, number] | null {
  try {
    const [lng, lat] = destination(point([center.lng, center.lat]), meters, bearing, { units: 'meters' })
      .geometry.coordinates as [number, number];
    return Number.isFinite(lat) && Number.isFinite(lng) ? [lng, lat] : null;
  } catch {
    return null;
  }
}

describe('boxAround', () => {
  it('holds every point within the radius, across the antimeridian and near the poles', () => {
    fc.assert(
      fc.property(
        latLng,
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1, max: 2_000_000, noNaN: true }),
        (center, bearing, fraction, radius) => {
          // turf walks to a point within the radius (a hair inside it: rounding at the very edge). A walk that
          // ends on a pole is left out: turf's arcsine then gets a hair over 1 and it has no point to give.
          const target = walkFrom(center, radius * fraction * 0.999_999, bearing);
          fc.pre(target !== null);
          const [lng, lat] = target;
          expect(isInBounds({ lat, lng }, boxAround(center, radius))).toBe(true);
        },
      ),
    );
  });

  it('is about the radius wide each way in a city', () => {
    const box = boxAround({ lat: 37.78, lng: -122.42 }, 10_000);
    expect(haversineMeters({ lat: box.south, lng: -122.42 }, { lat: 37.78, lng: -122.42 })).toBeCloseTo(
      10_000,
      3,
    );
    expect(haversineMeters({ lat: 37.78, lng: box.east }, { lat: 37.78, lng: -122.42 })).toBeGreaterThan(
      10_000,
    );
    expect(haversineMeters({ lat: 37.78, lng: box.east }, { lat: 37.78, lng: -122.42 })).toBeLessThan(10_020);
    // Within 5 km of a pole every meridian is in reach.
    expect(boxAround({ lat: 89.99, lng: 0 }, 5_000)).toMatchObject({
      west: -180,
      north: 90,
      east: 180,
    });
  });
});
