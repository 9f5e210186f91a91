import { describe, expect, it } from 'vitest';
import { downsamplePath, splitPathAt } from './path.ts';

describe('splitPathAt', () => {
  const route = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 0.01 },
    { lat: 0.01, lng: 0.01 },
  ];

  it('splits the route where the vehicle is, on its nearest segment', () => {
    const { behind, ahead } = splitPathAt(route, { lat: 0.0001, lng: 0.005 });
    expect(behind).toHaveLength(2);
    expect(behind[1]!.lng).toBeCloseTo(0.005, 6);
    expect(behind[1]!.lat).toBeCloseTo(0, 6);
    expect(ahead[0]).toEqual(behind[1]);
    expect(ahead.slice(1)).toEqual(route.slice(1));
  });

  it('leaves all of it ahead at the start and none of it at the end', () => {
    expect(splitPathAt(route, { lat: -0.001, lng: -0.001 }).ahead).toEqual(route);
    const atEnd = splitPathAt(route, { lat: 0.02, lng: 0.01 });
    expect(atEnd.ahead).toEqual([route[2], route[2]]);
  });

  it('keeps a route of one point ahead', () => {
    expect(splitPathAt([route[0]!], route[0]!)).toEqual({ behind: [], ahead: [route[0]] });
  });
});

describe('downsamplePath', () => {
  it('keeps the ends', () => {
    expect(downsamplePath([1, 2, 3, 4, 5], 3)).toEqual([1, 3, 5]);
  });
});
