import { describe, expect, it } from 'vitest';
import { assertLatLng, isValidLatLng } from './coordinates.ts';
import { downsamplePath } from './path.ts';

describe('isValidLatLng and assertLatLng', () => {
  it('accept real coordinates only, within a narrower latitude when asked', () => {
    expect(isValidLatLng({ lat: 37.6213, lng: -122.379 })).toBe(true);
    expect(isValidLatLng({ lat: 90, lng: -180 })).toBe(true);
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: 180.5 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 86, lng: 0 }, 85.05112878)).toBe(false);
  });

  it('names the argument in its RangeError', () => {
    expect(() => assertLatLng({ lat: 0, lng: Number.POSITIVE_INFINITY }, 'pickup')).toThrow(
      new RangeError(
        'pickup is not a valid coordinate (latitude -90 to 90, longitude -180 to 180): 0, Infinity',
      ),
    );
    expect(() => assertLatLng({ lat: 1, lng: 2 }, 'pickup')).not.toThrow();
  });
});

describe('downsamplePath', () => {
  it('keeps short paths and thins long ones to the limit, keeping both ends in order', () => {
    expect(downsamplePath([1, 2, 3], 200)).toEqual([1, 2, 3]);
    const thinned = downsamplePath(
      Array.from({ length: 1001 }, (_, index) => index),
      200,
    );
    expect(thinned).toHaveLength(200);
    expect(thinned[0]).toBe(0);
    expect(thinned.at(-1)).toBe(1000);
    expect(thinned).toEqual([...thinned].sort((a, b) => a - b));
    expect(() => downsamplePath([1, 2, 3], 1)).toThrow(RangeError);
  });
});
