import type { MapPlace } from '@ridebook/validation';

/** What the map draws under the ride: a vector style, raster tiles, or a plain map of the areas and places. */
export type BasemapKind = 'vector' | 'raster' | 'plain';

export type BasemapSources = {
  /** A MapLibre style URL; none: no vector map. */
  styleUrl?: string | null | undefined;
  /** A raster tile template; none: no raster map. */
  tileUrl?: string | null | undefined;
};

/**
 * The first basemap that is configured and has not failed: the vector style, then the raster tiles, then the plain
 * basemap (which needs nothing from the network, so it cannot fail).
 */
export function chooseBasemap(
  { styleUrl, tileUrl }: BasemapSources,
  failed: ReadonlySet<BasemapKind>,
): BasemapKind {
  if (styleUrl && !failed.has('vector')) return 'vector';
  if (tileUrl && !failed.has('raster')) return 'raster';
  return 'plain';
}

/** Which places win a crowded spot: the ones a person steers by first. */
const LABEL_RANK: Record<MapPlace['category'], number> = {
  neighborhood: 0,
  airport: 1,
  station: 2,
  landmark: 3,
  park: 3,
  stadium: 3,
  university: 4,
  hospital: 4,
  mall: 5,
  hotel: 6,
  address: 7,
};

/** The name as the map writes it: without what a label needs no room for ("Powell St Station (BART & Muni)"). */
export function labelText(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, '').trim();
}

export type LabelBox = { x: number; y: number; width: number; height: number };

export type PlacedLabel = { place: MapPlace; box: LabelBox };

const overlaps = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The labels to write, so that none covers another or what the map shows over them (`obstacles`: the pins, the
 * car): by rank (neighbourhoods, airports, stations first), each one that fits in the view and clears the rest.
 */
export function labelsThatFit(
  labels: readonly PlacedLabel[],
  view: { width: number; height: number },
  obstacles: readonly LabelBox[] = [],
): PlacedLabel[] {
  const inView = ({ x, y, width, height }: LabelBox) =>
    x >= 0 && y >= 0 && x + width <= view.width && y + height <= view.height;
  const ranked = [...labels].sort((a, b) => LABEL_RANK[a.place.category] - LABEL_RANK[b.place.category]);
  const shown: PlacedLabel[] = [];
  for (const label of ranked) {
    if (!inView(label.box)) continue;
    if (obstacles.some((obstacle) => overlaps(obstacle, label.box))) continue;
    if (shown.some((other) => overlaps(other.box, label.box))) continue;
    shown.push(label);
  }
  return shown;
}
