import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@ridebook/validation/geo';
import { createStraightLineRouteProvider } from './straight-line-route-provider.ts';

const CITY_HALL = { lat: 37.7793, lng: -122.4193 };
const FERRY_BUILDING = { lat: 37.7955, lng: -122.3937 };

describe('straight-line route provider', () => {
  it('estimates distance as the great circle times the detour factor and duration at the city speed', async () => {
    const provider = createStraightLineRouteProvider();
    expect(provider.kind).toBe('straight-line');
    const estimate = await provider.route(CITY_HALL, FERRY_BUILDING);
    const expectedDistance = Math.round(haversineMeters(CITY_HALL, FERRY_BUILDING) * 1.3);
    expect(estimate.provider).toBe('straight-line');
    expect(estimate.distanceMeters).toBe(expectedDistance);
    // 25 km/h = 6.944 m/s.
    expect(estimate.durationSeconds).toBe(Math.round(expectedDistance / (25 / 3.6)));
    expect(Number.isInteger(estimate.distanceMeters)).toBe(true);
    expect(Number.isInteger(estimate.durationSeconds)).toBe(true);
  });

  it('gives 2.6 km and 6 min 14 s for 2 km as the crow flies with the defaults', async () => {
    // 2 km due north: 0.017986 degrees of latitude.
    const from = { lat: 37.7, lng: -122.45 };
    const to = { lat: 37.7 + 2000 / 111_195.08, lng: -122.45 };
    const estimate = await createStraightLineRouteProvider().route(from, to);
    expect(estimate.distanceMeters).toBe(2600);
    expect(estimate.durationSeconds).toBe(374);
  });

  it('uses the configured detour factor and speed', async () => {
    const from = { lat: 37.7, lng: -122.45 };
    const to = { lat: 37.7 + 2000 / 111_195.08, lng: -122.45 };
    const estimate = await createStraightLineRouteProvider({ detourFactor: 1.5, citySpeedKmh: 36 }).route(
      from,
      to,
    );
    expect(estimate.distanceMeters).toBe(3000);
    expect(estimate.durationSeconds).toBe(300);
  });

  it('draws a few points on the segment, from the pickup to the drop-off', async () => {
    const { path } = await createStraightLineRouteProvider().route(CITY_HALL, FERRY_BUILDING);
    expect(path.length).toBeGreaterThanOrEqual(3);
    expect(path.length).toBeLessThanOrEqual(200);
    expect(path[0]).toEqual([CITY_HALL.lat, CITY_HALL.lng]);
    expect(path.at(-1)).toEqual([FERRY_BUILDING.lat, FERRY_BUILDING.lng]);
    const total = haversineMeters(CITY_HALL, FERRY_BUILDING);
    for (const [lat, lng] of path) {
      // On the segment: the detour through the point is no longer than the segment itself.
      const through =
        haversineMeters(CITY_HALL, { lat, lng }) + haversineMeters({ lat, lng }, FERRY_BUILDING);
      expect(through).toBeCloseTo(total, 3);
    }
  });

  it('charges at least a minute for a short hop and nothing for no trip', async () => {
    const provider = createStraightLineRouteProvider();
    const hop = await provider.route(CITY_HALL, { lat: CITY_HALL.lat + 0.0005, lng: CITY_HALL.lng });
    expect(hop.distanceMeters).toBe(72);
    expect(hop.durationSeconds).toBe(60);
    const none = await provider.route(CITY_HALL, CITY_HALL);
    expect(none).toMatchObject({ distanceMeters: 0, durationSeconds: 0 });
    expect(none.path).toEqual([
      [CITY_HALL.lat, CITY_HALL.lng],
      [CITY_HALL.lat, CITY_HALL.lng],
    ]);
  });

  it('refuses invalid coordinates and settings', async () => {
    const provider = createStraightLineRouteProvider();
    await expect(provider.route({ lat: Number.NaN, lng: 0 }, CITY_HALL)).rejects.toThrow(RangeError);
    await expect(provider.route(CITY_HALL, { lat: 0, lng: 200 })).rejects.toThrow(
      /to is not a valid coordinate/,
    );
    expect(() => createStraightLineRouteProvider({ detourFactor: 0.5 })).toThrow(RangeError);
    expect(() => createStraightLineRouteProvider({ citySpeedKmh: 0 })).toThrow(RangeError);
  });

  it('honours an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createStraightLineRouteProvider().route(CITY_HALL, FERRY_BUILDING, controller.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
