import { describe, expect, it } from 'vitest';
import { FIX_STALE_AFTER_MS, isFixFresh, toPositionInput } from './position-input.ts';

const fix = { lat: 37.7955, lng: -122.3937, accuracy: 12, heading: 90, speed: 8, at: 1_000_000 };

describe('a fix for the API', () => {
  it('keeps a valid fix as it is', () => {
    expect(toPositionInput(fix)).toEqual({
      lat: 37.7955,
      lng: -122.3937,
      accuracy: 12,
      heading: 90,
      speed: 8,
    });
  });

  it('refuses a fix more than 1 km off, as the API would', () => {
    expect(toPositionInput({ ...fix, accuracy: 1_000 })).not.toBeNull();
    expect(toPositionInput({ ...fix, accuracy: 1_001 })).toBeNull();
  });

  it('drops a heading or speed out of range rather than the fix', () => {
    expect(toPositionInput({ ...fix, heading: 361, speed: 71 })).toMatchObject({
      heading: null,
      speed: null,
    });
  });

  it('counts a fix as fresh for 30 seconds', () => {
    expect(isFixFresh(fix, fix.at + FIX_STALE_AFTER_MS)).toBe(true);
    expect(isFixFresh(fix, fix.at + FIX_STALE_AFTER_MS + 1)).toBe(false);
    expect(isFixFresh(null, fix.at)).toBe(false);
  });
});
