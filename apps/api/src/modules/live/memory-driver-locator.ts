import {
  assertDriverPosition,
  assertStorablePoint,
  type BoundsQuery,
  type DriverFix,
  type DriverLocator,
  type DriverPosition,
  type NearbyDriver,
  type NearestAvailableQuery,
  STORED_AT_ONCE,
} from './driver-locator.ts';
import {
  EARTH_RADIUS_METERS,
  haversineTerm,
  haversineTermToMeters,
  isInBounds,
  metersToHaversineTerm,
  toRadians,
} from '@ridebook/validation/geo';

/**
 * ~280 m of latitude. With 100,000 drivers over a 30 km city a query for the 5 nearest scans ~9 cells and ~50
 * drivers (0.005° scans ~150); a 3 km search where nobody is visits at most ~800 mostly absent cells.
 */
const DEFAULT_CELL_SIZE_DEGREES = 0.0025;

/** One driver. Every field is set at creation so all entries share one hidden class on the hot path. */
type Entry = {
  driverId: string;
  available: boolean;
  hasPosition: boolean;
  lat: number;
  lng: number;
  latRad: number;
  lngRad: number;
  cosLat: number;
  at: number;
  heading: number | null;
  speedKmh: number | null;
  accuracyMeters: number | null;
  /** The grid cell holding the entry (only while available with a position) and its index there. */
  cell: Cell | null;
  slot: number;
  /** Set once remove() (or close) drops the entry: a positionsOf writer holding it looks the driver up again. */
  isRemoved: boolean;
};

/** Numbers a search reads per driver, interleaved in a cell's `data`. */
const STRIDE = 4;
const LAT = 0;
const LNG = 1;
const COS_LAT = 2;
const AT = 3;

/**
 * The available drivers of one grid cell. What a search reads for every driver sits interleaved in one typed
 * array, so scanning a cell reads one contiguous block instead of chasing a pointer per driver; only the few
 * close enough touch their Entry.
 */
type Cell = { count: number; data: Float64Array; entries: Array<Entry | undefined> };

function createCell(): Cell {
  return { count: 0, data: new Float64Array(8 * STRIDE), entries: [] };
}

function writeSlot(cell: Cell, slot: number, entry: Entry): void {
  const base = slot * STRIDE;
  cell.data[base + LAT] = entry.latRad;
  cell.data[base + LNG] = entry.lngRad;
  cell.data[base + COS_LAT] = entry.cosLat;
  cell.data[base + AT] = entry.at;
  cell.entries[slot] = entry;
  entry.cell = cell;
  entry.slot = slot;
}

function pushToCell(cell: Cell, entry: Entry): void {
  if ((cell.count + 1) * STRIDE > cell.data.length) {
    const bigger = new Float64Array(cell.data.length * 2);
    bigger.set(cell.data);
    cell.data = bigger;
  }
  writeSlot(cell, cell.count++, entry);
}

/** Swap-remove: the last driver of the cell takes the slot. */
function removeFromCell(cell: Cell, entry: Entry): void {
  const last = cell.entries[--cell.count]!;
  if (last !== entry) writeSlot(cell, entry.slot, last);
  cell.entries[cell.count] = undefined;
  entry.cell = null;
  entry.slot = -1;
}

function createEntry(driverId: string): Entry {
  return {
    driverId,
    available: false,
    hasPosition: false,
    lat: 0,
    lng: 0,
    latRad: 0,
    lngRad: 0,
    cosLat: 1,
    at: 0,
    heading: null,
    speedKmh: null,
    accuracyMeters: null,
    cell: null,
    slot: -1,
    isRemoved: false,
  };
}

function toPosition(entry: Entry): DriverPosition {
  return {
    driverId: entry.driverId,
    lat: entry.lat,
    lng: entry.lng,
    heading: entry.heading,
    speedKmh: entry.speedKmh,
    accuracyMeters: entry.accuracyMeters,
    at: entry.at,
  };
}

/** The angle (radians) of a haversine term, a hair wide so that rounding never skips a driver exactly at it. */
function termToAngle(term: number): number {
  return term >= 1 ? Math.PI : 2 * Math.asin(Math.sqrt(term)) * (1 + 1e-9) + 1e-12;
}

/**
 * The in-process locator: a uniform grid of lat/lng cells holding the available drivers. A search visits rings
 * of cells outward from the query's cell and stops once no unvisited cell can hold anything nearer than the
 * k-th best so far (or the radius). Moving a driver between cells is O(1) (swap-remove).
 */
export function createMemoryDriverLocator(options: { cellSizeDegrees?: number } = {}): DriverLocator {
  const cellDeg = options.cellSizeDegrees ?? DEFAULT_CELL_SIZE_DEGREES;
  const columns = Math.round(360 / cellDeg);
  // Whole columns around the globe keep every cell the same width, which the search's distance bound assumes.
  if (!(cellDeg > 0 && cellDeg <= 10) || Math.abs(columns * cellDeg - 360) > 1e-9) {
    throw new RangeError('cellSizeDegrees must divide 360 and be above 0 and at most 10');
  }
  const entries = new Map<string, Entry>();
  // Rows then columns: integer keys stay small integers (fast Map keys) at any cell size.
  const grid = new Map<number, Map<number, Cell>>();

  // Top-k buffers reused by every search: a search never awaits, so one at a time uses them.
  const bestTerms: number[] = [];
  const bestEntries: Entry[] = [];

  const rowOf = (lat: number) => Math.floor((lat + 90) / cellDeg);
  const columnOf = (lng: number) => {
    const column = Math.floor((lng + 180) / cellDeg);
    return column >= columns ? column - columns : column;
  };

  function addToGrid(entry: Entry): void {
    const row = rowOf(entry.lat);
    const column = columnOf(entry.lng);
    let cells = grid.get(row);
    if (cells === undefined) {
      cells = new Map();
      grid.set(row, cells);
    }
    let cell = cells.get(column);
    if (cell === undefined) {
      cell = createCell();
      cells.set(column, cell);
    }
    pushToCell(cell, entry);
  }

  function removeFromGrid(entry: Entry): void {
    const cell = entry.cell;
    if (cell === null) return;
    removeFromCell(cell, entry);
    if (cell.count === 0) {
      // Drop empty cells so a fleet roaming a region does not leave a trail of them behind.
      const row = rowOf(entry.lat);
      const cells = grid.get(row);
      cells?.delete(columnOf(entry.lng));
      if (cells?.size === 0) grid.delete(row);
    }
  }

  function sameCell(entry: Entry, lat: number, lng: number): boolean {
    return rowOf(entry.lat) === rowOf(lat) && columnOf(entry.lng) === columnOf(lng);
  }

  function search(query: NearestAvailableQuery): NearbyDriver[] {
    const { point, radiusMeters, freshSince, exclude } = query;
    assertStorablePoint(point);
    const limit = Math.floor(query.limit);
    if (!(limit >= 1) || !(radiusMeters >= 0)) return [];
    const excluded = exclude !== undefined && exclude.size > 0 ? exclude : null;

    const latRad = toRadians(point.lat);
    const lngRad = toRadians(point.lng);
    const cosLat = Math.cos(latRad);
    const radiusTerm = metersToHaversineTerm(radiusMeters);
    // A driver within the radius is at most this far from the equator, so its cos(latitude) is at least this;
    // it bounds how short a degree of longitude can be inside the search.
    const minCosLat = Math.cos(Math.min(Math.PI / 2, Math.abs(latRad) + radiusMeters / EARTH_RADIUS_METERS));
    const row0 = rowOf(point.lat);
    const unwrappedColumn = Math.floor((point.lng + 180) / cellDeg);
    const column0 = columnOf(point.lng);
    const cellRad = toRadians(cellDeg);
    // Where the point sits inside its cell, in radians from the cell's south and west edges (at 180° the cell
    // is the one east of the antimeridian).
    const fromSouth = toRadians(point.lat + 90) - row0 * cellRad;
    const fromWest = toRadians(point.lng + 180) - unwrappedColumn * cellRad;
    const maxRing = Math.ceil(columns / 2);

    let found = 0;
    let threshold = radiusTerm;
    // The latitude (or longitude) difference alone that puts a driver beyond the threshold: cheap tests that spare
    // most drivers of the scanned cells the trigonometry.
    const lngScale = cosLat * minCosLat;
    let maxLatDelta = termToAngle(threshold);
    let maxLngDelta = lngScale > 0 ? termToAngle(threshold / lngScale) : Math.PI;

    for (let ring = 0; ring <= maxRing; ring++) {
      if (ring > 0) {
        // Every unvisited cell lies outside the block of rings 0..ring-1, so at least this far in latitude or
        // in longitude from the point; once both exceed the threshold, nothing nearer can remain.
        const latGap = Math.min(fromSouth + (ring - 1) * cellRad, ring * cellRad - fromSouth);
        const lngGap = Math.min(fromWest + (ring - 1) * cellRad, ring * cellRad - fromWest);
        const sinLat = Math.sin(Math.min(Math.PI, latGap) / 2);
        const sinLng = Math.sin(Math.min(Math.PI, lngGap) / 2);
        const lowerBound = Math.min(sinLat * sinLat, cosLat * minCosLat * sinLng * sinLng);
        if (lowerBound > threshold) break;
      }
      for (let row = row0 - ring; row <= row0 + ring; row++) {
        const cells = grid.get(row);
        if (cells === undefined) continue;
        const edgeRow = row === row0 - ring || row === row0 + ring;
        const step = edgeRow || ring === 0 ? 1 : 2 * ring;
        for (let column = column0 - ring; column <= column0 + ring; column += step) {
          const wrapped = column < 0 ? column + columns : column >= columns ? column - columns : column;
          const cell = cells.get(wrapped);
          if (cell === undefined) continue;
          const { count, data, entries: cellEntries } = cell;
          for (let i = 0; i < count; i++) {
            const base = i * STRIDE;
            // Cheapest and most selective test first: most drivers of a scanned cell are too far north or south.
            const latDelta = data[base + LAT]! - latRad;
            if (latDelta > maxLatDelta || latDelta < -maxLatDelta) continue;
            let lngDelta = data[base + LNG]! - lngRad;
            if (lngDelta > Math.PI) lngDelta -= 2 * Math.PI;
            else if (lngDelta < -Math.PI) lngDelta += 2 * Math.PI;
            if (lngDelta > maxLngDelta || lngDelta < -maxLngDelta) continue;
            if (data[base + AT]! < freshSince) continue;
            const term = haversineTerm(
              latRad,
              lngRad,
              cosLat,
              data[base + LAT]!,
              data[base + LNG]!,
              data[base + COS_LAT]!,
            );
            if (term > threshold) continue;
            // Entries are only read here, for the few that come this far: each read is a likely cache miss.
            const entry = cellEntries[i]!;
            if (excluded !== null && excluded.has(entry.driverId)) continue;
            if (
              found === limit &&
              term === threshold &&
              !(entry.driverId < bestEntries[limit - 1]!.driverId)
            ) {
              continue;
            }
            // Insertion into the sorted top-k buffers (equal distances by id, as the Redis locator orders them).
            let at = found < limit ? found++ : limit - 1;
            while (at > 0) {
              const previous = bestTerms[at - 1]!;
              if (term > previous || (term === previous && entry.driverId > bestEntries[at - 1]!.driverId))
                break;
              bestTerms[at] = previous;
              bestEntries[at] = bestEntries[at - 1]!;
              at--;
            }
            bestTerms[at] = term;
            bestEntries[at] = entry;
            if (found === limit && bestTerms[limit - 1]! < threshold) {
              threshold = bestTerms[limit - 1]!;
              maxLatDelta = termToAngle(threshold);
              maxLngDelta = lngScale > 0 ? termToAngle(threshold / lngScale) : Math.PI;
            }
          }
        }
      }
      // Once the ring wraps all the way round in longitude, the next one would revisit cells.
      if (2 * ring + 1 >= columns) break;
    }

    const result: NearbyDriver[] = [];
    for (let i = 0; i < found; i++) {
      const entry = bestEntries[i]!;
      const distanceMeters = haversineTermToMeters(bestTerms[i]!);
      // The term comparison can admit a driver a rounding error beyond the radius; meters decide.
      if (distanceMeters <= radiusMeters) {
        result.push({
          driverId: entry.driverId,
          lat: entry.lat,
          lng: entry.lng,
          heading: entry.heading,
          speedKmh: entry.speedKmh,
          accuracyMeters: entry.accuracyMeters,
          at: entry.at,
          distanceMeters,
        });
      }
    }
    bestEntries.fill(undefined as unknown as Entry, 0, found);
    return result;
  }

  function listInBounds(query: BoundsQuery): Array<DriverPosition & { available: boolean }> {
    const limit = Math.floor(query.limit);
    if (!(limit >= 1)) return [];
    // A linear scan: the admin map asks every few seconds for most of a city, where a grid saves little, and
    // busy drivers are not in the grid.
    const matches: Entry[] = [];
    for (const entry of entries.values()) {
      if (entry.hasPosition && entry.at >= query.freshSince && isInBounds(entry, query)) matches.push(entry);
    }
    if (matches.length > limit) {
      const width = query.west <= query.east ? query.east - query.west : query.east + 360 - query.west;
      const centerLng = query.west + width / 2;
      const centerLatRad = toRadians((query.south + query.north) / 2);
      const centerLngRad = toRadians(centerLng > 180 ? centerLng - 360 : centerLng);
      const cosCenter = Math.cos(centerLatRad);
      const terms = new Map<Entry, number>();
      for (const entry of matches) {
        terms.set(
          entry,
          haversineTerm(centerLatRad, centerLngRad, cosCenter, entry.latRad, entry.lngRad, entry.cosLat),
        );
      }
      matches.sort((a, b) => terms.get(a)! - terms.get(b)! || (a.driverId < b.driverId ? -1 : 1));
      matches.length = limit;
    }
    return matches.map((entry) => ({ ...toPosition(entry), available: entry.available }));
  }

  function entryFor(driverId: string): Entry {
    let entry = entries.get(driverId);
    if (entry === undefined) {
      entry = createEntry(driverId);
      entries.set(driverId, entry);
    }
    return entry;
  }

  function storeFix(entry: Entry, fix: DriverFix): void {
    assertDriverPosition(fix);
    const inGrid = entry.cell !== null;
    const moves = inGrid && !sameCell(entry, fix.lat, fix.lng);
    if (moves) removeFromGrid(entry);
    entry.hasPosition = true;
    entry.lat = fix.lat;
    entry.lng = fix.lng;
    entry.latRad = toRadians(fix.lat);
    entry.lngRad = toRadians(fix.lng);
    entry.cosLat = Math.cos(entry.latRad);
    entry.at = fix.at;
    entry.heading = fix.heading;
    entry.speedKmh = fix.speedKmh;
    entry.accuracyMeters = fix.accuracyMeters;
    if (entry.available && (moves || !inGrid)) addToGrid(entry);
    else if (entry.cell !== null) writeSlot(entry.cell, entry.slot, entry);
  }

  const rejected = (error: unknown) =>
    Promise.reject(error instanceof Error ? error : new Error(String(error)));

  return {
    kind: 'memory',
    // Not async functions: a stored fix returns the one settled promise (no promise per fix), a refused one still
    // rejects.
    updatePosition: (position) => {
      try {
        storeFix(entryFor(position.driverId), position);
      } catch (error) {
        return rejected(error);
      }
      return STORED_AT_ONCE;
    },
    positionsOf: (driverId) => {
      let entry = entries.get(driverId);
      return (fix) => {
        try {
          if (entry === undefined || entry.isRemoved) entry = entryFor(driverId);
          storeFix(entry, fix);
        } catch (error) {
          return rejected(error);
        }
        return STORED_AT_ONCE;
      };
    },
    setAvailable: async (driverId, available) => {
      // Unavailable is what an unknown driver already is: no entry to keep for them.
      if (!available && !entries.has(driverId)) return;
      const entry = entryFor(driverId);
      if (entry.available === available) return;
      entry.available = available;
      if (available && entry.hasPosition) addToGrid(entry);
      if (!available) removeFromGrid(entry);
    },
    remove: async (driverId) => {
      const entry = entries.get(driverId);
      if (entry === undefined) return;
      removeFromGrid(entry);
      entries.delete(driverId);
      entry.isRemoved = true;
    },
    getPosition: async (driverId) => {
      const entry = entries.get(driverId);
      return entry?.hasPosition === true ? toPosition(entry) : null;
    },
    findNearestAvailable: async (query) => search(query),
    listInBounds: async (query) => listInBounds(query),
    close: async () => {
      for (const entry of entries.values()) entry.isRemoved = true;
      entries.clear();
      grid.clear();
    },
  };
}
