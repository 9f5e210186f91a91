import { describe, expect, it } from 'vitest';
import { areasOverlap, isAreaWithin, rectangleArea } from './service-area.ts';

const box = (south: number, west: number, north: number, east: number) =>
  rectangleArea({ south, west, north, east });
const city = box(37.7, -122.5, 37.8, -122.4);
const withHole = [[...city[0]!, box(37.74, -122.46, 37.76, -122.44)[0]![0]!]];

describe('areasOverlap', () => {
  it('is true when the areas share ground, false when they share only an edge or a corner or nothing', () => {
    expect(areasOverlap(city, box(37.79, -122.41, 37.9, -122.3))).toBe(true);
    expect(areasOverlap(city, box(37.72, -122.48, 37.73, -122.47))).toBe(true);
    expect(areasOverlap(city, box(37.8, -122.5, 37.9, -122.4))).toBe(false);
    expect(areasOverlap(city, box(37.8, -122.4, 37.9, -122.3))).toBe(false);
    expect(areasOverlap(city, box(51.4, -0.3, 51.6, 0.1))).toBe(false);
  });

  it('does not count an area lying in the other one’s hole', () => {
    expect(areasOverlap(withHole, box(37.745, -122.455, 37.755, -122.445))).toBe(false);
    expect(areasOverlap(withHole, box(37.745, -122.47, 37.755, -122.445))).toBe(true);
  });
});

describe('isAreaWithin', () => {
  it('holds an area inside the other, on its edge too, and refuses one partly out or in a hole', () => {
    expect(isAreaWithin(box(37.71, -122.49, 37.72, -122.48), city)).toBe(true);
    expect(isAreaWithin(box(37.7, -122.5, 37.72, -122.48), city)).toBe(true);
    expect(isAreaWithin(box(37.79, -122.41, 37.81, -122.39), city)).toBe(false);
    expect(isAreaWithin(box(37.745, -122.455, 37.755, -122.445), withHole)).toBe(false);
  });
});
