import { describe, expect, it } from 'vitest';
import { describeDriverLocatorContract } from './driver-locator.contract.ts';
import { STORED_AT_ONCE } from './driver-locator.ts';
import { createMemoryDriverLocator } from './memory-driver-locator.ts';

describeDriverLocatorContract('memory', async () => createMemoryDriverLocator());
// Tiny cells make searches walk many rings; huge ones put everything in a few cells.
describeDriverLocatorContract('memory, 0.001° cells', async () =>
  createMemoryDriverLocator({ cellSizeDegrees: 0.001 }),
);
describeDriverLocatorContract('memory, 1° cells', async () =>
  createMemoryDriverLocator({ cellSizeDegrees: 1 }),
);

describe('createMemoryDriverLocator', () => {
  it('is the memory kind', () => {
    expect(createMemoryDriverLocator().kind).toBe('memory');
  });

  it('stores a fix before returning, and says so with STORED_AT_ONCE (the fix path then needs no await)', async () => {
    const locator = createMemoryDriverLocator();
    await locator.setAvailable('d1', true);
    const fix = {
      driverId: 'd1',
      lat: 38.72,
      lng: -9.14,
      heading: null,
      speedKmh: null,
      accuracyMeters: 5,
      at: 1,
    };
    expect(locator.updatePosition(fix)).toBe(STORED_AT_ONCE);
    expect(locator.updatePosition({ ...fix, lat: 38.73, at: 2 })).toBe(STORED_AT_ONCE);
    expect(
      (
        await locator.findNearestAvailable({
          point: { lat: 38.73, lng: -9.14 },
          radiusMeters: 10,
          freshSince: 0,
          limit: 1,
        })
      ).map(({ driverId, at }) => ({ driverId, at })),
    ).toEqual([{ driverId: 'd1', at: 2 }]);
    // A refused fix still rejects (never the settled promise), and changes nothing.
    const refused = locator.updatePosition({ ...fix, lat: 91, at: 3 });
    expect(refused).not.toBe(STORED_AT_ONCE);
    await expect(refused).rejects.toThrow(RangeError);
    expect((await locator.getPosition('d1'))?.at).toBe(2);
  });

  it('refuses a cell size that does not divide the globe into whole columns', () => {
    expect(() => createMemoryDriverLocator({ cellSizeDegrees: 0.007 })).toThrow(RangeError);
    expect(() => createMemoryDriverLocator({ cellSizeDegrees: 0 })).toThrow(RangeError);
    expect(() => createMemoryDriverLocator({ cellSizeDegrees: 0.0025 })).not.toThrow();
  });
});
