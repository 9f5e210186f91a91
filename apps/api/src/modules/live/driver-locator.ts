import { MAX_POSITION_LATITUDE } from '@ridebook/validation';
import { assertLatLng } from '@ridebook/validation/geo';

export type LatLng = { lat: number; lng: number };

export type DriverPosition = LatLng & {
  driverId: string;
  heading: number | null;
  speedKmh: number | null;
  accuracyMeters: number | null;
  /** Epoch ms when the device measured the position. */
  at: number;
};

export type NearbyDriver = DriverPosition & { distanceMeters: number };

/** A position without whose it is (positionsOf knows). */
export type DriverFix = Omit<DriverPosition, 'driverId'>;

export type NearestAvailableQuery = {
  point: LatLng;
  radiusMeters: number;
  limit: number;
  /** Epoch ms: positions measured before this are treated as lost signal and never returned. */
  freshSince: number;
  exclude?: ReadonlySet<string>;
};

export type BoundsQuery = {
  south: number;
  west: number;
  north: number;
  /** West greater than east means the box crosses the antimeridian. */
  east: number;
  freshSince: number;
  limit: number;
};

/**
 * What `updatePosition` returns when it stored the fix before returning (the in-process locator): one settled
 * promise, so the hot path of a GPS fix (every online driver, every few seconds) can tell it needs no await, and
 * goes on without a promise or a microtask of its own per fix.
 */
export const STORED_AT_ONCE: Promise<void> = Promise.resolve();

/**
 * The geo index of online drivers that dispatch asks "who is nearest?". Two adapters pass one contract
 * (driver-locator.contract.ts): in-process (memory-driver-locator.ts) for one API process, Redis
 * (redis-driver-locator.ts) when several API processes serve one city.
 */
export type DriverLocator = {
  readonly kind: 'memory' | 'redis';
  /**
   * Records a driver's latest position (an online driver, available or busy); the last write wins. Returns
   * STORED_AT_ONCE when the position is stored by the time it returns.
   */
  updatePosition(position: DriverPosition): Promise<void>;
  /**
   * updatePosition for one driver's fixes from one source (a socket), the driver looked up once instead of per fix
   * (the in-process index keeps their entry; a fix arrives every few seconds from every online driver). Still
   * right after remove(): the next fix records the driver again, as updatePosition would.
   */
  positionsOf(driverId: string): (fix: DriverFix) => Promise<void>;
  /** Available = online and idle: only available drivers are returned by findNearestAvailable. */
  setAvailable(driverId: string, available: boolean): Promise<void>;
  /** Forget the driver entirely (went offline). */
  remove(driverId: string): Promise<void>;
  getPosition(driverId: string): Promise<DriverPosition | null>;
  /**
   * Available drivers within radiusMeters of point, nearest first (haversine; equal distances by id), at most
   * `limit`, whose position is not older than `freshSince`, skipping `exclude` ids.
   */
  findNearestAvailable(query: NearestAvailableQuery): Promise<NearbyDriver[]>;
  /**
   * Positions of all drivers updated since freshSince within the box (admin live map), at most `limit`;
   * when more match, the ones nearest the centre of the box win.
   */
  listInBounds(query: BoundsQuery): Promise<Array<DriverPosition & { available: boolean }>>;
  close(): Promise<void>;
};

/**
 * Throws a RangeError for a point neither locator can store: Redis GEO (Web Mercator) cannot hold latitudes beyond
 * MAX_POSITION_LATITUDE and the memory locator refuses them too, for parity. Driver positions are validated against
 * the same limit (driverPositionSchema), so none reaches a locator.
 */
export function assertStorablePoint(point: LatLng): void {
  assertLatLng(point, 'point', MAX_POSITION_LATITUDE);
}

/** Throws a RangeError for a position neither locator can store. */
export function assertDriverPosition(position: DriverFix): void {
  assertStorablePoint(position);
  if (!Number.isFinite(position.at)) throw new RangeError(`at must be an epoch in ms, got ${position.at}`);
}
