import { describe, expect, it } from 'vitest';
import { glideDuration, glidePosition, headingOf, nearestRotation } from './car-motion.ts';

describe('car motion', () => {
  it('glides over the time between fixes, within bounds', () => {
    expect(glideDuration(1_200)).toBe(1_200);
    expect(glideDuration(10)).toBe(300);
    expect(glideDuration(60_000)).toBe(3_000);
  });

  it('turns the short way round', () => {
    expect(nearestRotation(350, 10)).toBe(370);
    expect(nearestRotation(10, 350)).toBe(-10);
    expect(nearestRotation(720, 90)).toBe(810);
    expect(nearestRotation(0, 180)).toBe(-180);
  });

  it('uses the fix heading, else the bearing of a real move', () => {
    const a = { lat: 51.5, lng: -0.12 };
    expect(headingOf(a, a, 45)).toBe(45);
    expect(headingOf(a, a, undefined)).toBeNull();
    expect(headingOf(null, a, undefined)).toBeNull();
    expect(headingOf(a, { lat: 51.51, lng: -0.12 }, undefined)).toBeCloseTo(0, 3);
  });

  it('moves from the last fix to the new one over the glide', () => {
    const from = { lat: 0, lng: 0 };
    const to = { lat: 0, lng: 0.01 };
    expect(glidePosition(from, to, 0, 1000)).toEqual(from);
    expect(glidePosition(from, to, 500, 1000).lng).toBeCloseTo(0.005, 6);
    expect(glidePosition(from, to, 1500, 1000)).toEqual(to);
  });
});
