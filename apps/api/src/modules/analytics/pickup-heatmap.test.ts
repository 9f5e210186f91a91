import { cellToLatLng, getResolution, latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { pickupHeatmap } from './pickup-heatmap.ts';

const ferryBuilding = { lat: 37.7955, lng: -122.3937 };
const aFewMetresAway = { lat: 37.79552, lng: -122.39372 };
const cityHall = { lat: 37.7793, lng: -122.4193 };
const outerSunset = { lat: 37.7535, lng: -122.5053 };

describe('pickupHeatmap', () => {
  it('counts pickups per cell, busiest first, each cell with its centre', () => {
    const cells = pickupHeatmap([cityHall, ferryBuilding, aFewMetresAway, cityHall, ferryBuilding], 9);
    expect(cells.map(({ cell, count }) => [cell, count])).toEqual([
      [latLngToCell(ferryBuilding.lat, ferryBuilding.lng, 9), 3],
      [latLngToCell(cityHall.lat, cityHall.lng, 9), 2],
    ]);
    for (const { cell, lat, lng } of cells) {
      expect(getResolution(cell)).toBe(9);
      expect([lat, lng]).toEqual(cellToLatLng(cell));
    }
    // A resolution-9 cell is a few hundred metres across: its centre is near the pickups in it.
    expect(cells[0]?.lat).toBeCloseTo(ferryBuilding.lat, 2);
    expect(cells[0]?.lng).toBeCloseTo(ferryBuilding.lng, 2);
  });

  it('uses the resolution asked: coarser cells gather more pickups', () => {
    const pickups = [ferryBuilding, cityHall, outerSunset];
    expect(pickupHeatmap(pickups, 9)).toHaveLength(3);
    for (const resolution of [7, 8]) {
      expect(pickupHeatmap(pickups, resolution).every(({ cell }) => getResolution(cell) === resolution)).toBe(
        true,
      );
    }
    const coarse = pickupHeatmap([ferryBuilding, { lat: 37.788, lng: -122.4075 }], 7);
    expect(coarse).toHaveLength(1);
    expect(coarse[0]?.count).toBe(2);
  });

  it('orders equal counts by cell index, and has no cells without pickups', () => {
    const cells = pickupHeatmap([outerSunset, cityHall, ferryBuilding], 8);
    expect(cells.map((cell) => cell.cell)).toEqual(cells.map((cell) => cell.cell).toSorted());
    expect(pickupHeatmap([], 8)).toEqual([]);
  });
});
