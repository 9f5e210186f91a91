import { cellToLatLng, latLngToCell } from 'h3-js';
import type { HeatmapCell, LatLng } from '@ridebook/validation';

/**
 * Counts pickups per H3 cell at `resolution` (hexagons of about equal area, so counts compare across the map),
 * each cell with its centre; busiest first, then by index so equal counts keep one order.
 */
export function pickupHeatmap(pickups: readonly LatLng[], resolution: number): HeatmapCell[] {
  const counts = new Map<string, number>();
  for (const { lat, lng } of pickups) {
    const cell = latLngToCell(lat, lng, resolution);
    counts.set(cell, (counts.get(cell) ?? 0) + 1);
  }
  return [...counts]
    .map(([cell, count]) => {
      const [lat, lng] = cellToLatLng(cell);
      return { cell, count, lat, lng };
    })
    .sort((a, b) => b.count - a.count || (a.cell < b.cell ? -1 : a.cell > b.cell ? 1 : 0));
}
