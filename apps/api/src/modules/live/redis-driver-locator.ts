import type { Redis } from 'ioredis';
import {
  assertDriverPosition,
  assertStorablePoint,
  type BoundsQuery,
  type DriverLocator,
  type DriverPosition,
  type LatLng,
  type NearbyDriver,
  type NearestAvailableQuery,
} from './driver-locator.ts';
import { MAX_POSITION_LATITUDE } from '@ridebook/validation';
import { circleHalfWidthDegrees, haversineMeters, toRadians } from '@ridebook/validation/geo';
import { closeRedis, createRedisClient, type RedisErrorListener } from './redis-connection.ts';
import { defineScript, runScript } from './redis-scripts.ts';

export type RedisDriverLocatorOptions = ({ redis: Redis } | { url: string; onError?: RedisErrorListener }) & {
  /** Prefix of the four keys, e.g. `rb:live:`; tests use a random one each. */
  keyPrefix?: string;
};

/** Redis measures on a sphere of this radius, slightly bigger than ours, with coordinates rounded to a geohash. */
const REDIS_EARTH_RADIUS_METERS = 6_372_797.560856;

/** In a busy city the few nearest drivers are within a few hundred meters; a quiet one widens from there. */
const FIRST_SEARCH_RADIUS_METERS = 250;

/**
 * Candidates fetched beyond `limit`: Redis orders by its own rounded distances, then we re-sort by exact
 * haversine, and a near tie at the cut-off must not drop the truly nearer driver.
 */
const OVERFETCH = 8;

// Layout: `positions` (GEO, every driver with a position), `available-positions` (GEO, available drivers with a
// position: what GEOSEARCH scans), `available` (SET, availability can come before the first position) and
// `meta` (HASH id -> "at|lat|lng|heading|speedKmh|accuracyMeters", exact values; GEO coordinates are rounded).
// Scripts keep the two GEO sets consistent when availability and positions race between API processes.

const UPDATE_POSITION = defineScript(`
redis.call('HSET', KEYS[4], ARGV[1], ARGV[4])
redis.call('GEOADD', KEYS[1], ARGV[2], ARGV[3], ARGV[1])
if redis.call('SISMEMBER', KEYS[3], ARGV[1]) == 1 then
  redis.call('GEOADD', KEYS[2], ARGV[2], ARGV[3], ARGV[1])
end
return 1
`);

const SET_AVAILABLE = defineScript(`
redis.call('SADD', KEYS[3], ARGV[1])
local meta = redis.call('HGET', KEYS[4], ARGV[1])
if meta then
  local _, lat, lng = string.match(meta, '^([^|]*)|([^|]*)|([^|]*)')
  if tonumber(lng) == 180 then lng = -180 end
  redis.call('GEOADD', KEYS[2], lng, lat, ARGV[1])
end
return 1
`);

/**
 * visit(id, meta, at, lat, lng) for each member within the circle that has metadata, nearest the centre first,
 * until visit returns true. GEOSEARCH scans every member within its radius however small its COUNT, so the
 * search starts at `startRadius` and widens fourfold until the visitor is satisfied or the radius is reached
 * (members already visited are skipped; the ones beyond the previous radius still come nearest first). GEOSEARCH
 * has no offset either: when the first `count` do not satisfy the visitor, it asks for four times as many.
 * Redis 7.0 misses members across the antimeridian from a centre near it, so a circle that crosses it is
 * searched once from a point on each side (crossLng, crossRadius) and ordered here.
 */
const NEAREST_FIRST = `
local function parseMeta(meta)
  local at, lat, lng = string.match(meta, '^([^|]*)|([^|]*)|([^|]*)')
  return tonumber(at), tonumber(lat), tonumber(lng)
end

local function nearestFirst(key, metaKey, lng, lat, radius, startRadius, crossLng, crossRadius, count, visit)
  if crossLng == '' then
    local finalRadius = tonumber(radius)
    local r = math.min(tonumber(startRadius), finalRadius)
    local visited = {}
    while true do
      local c, seen = count, 0
      while true do
        local ids = redis.call('GEOSEARCH', key, 'FROMLONLAT', lng, lat, 'BYRADIUS', r, 'm', 'ASC', 'COUNT', c)
        for i = seen + 1, #ids do
          local id = ids[i]
          if not visited[id] then
            visited[id] = true
            local meta = redis.call('HGET', metaKey, id)
            if meta then
              local at, mlat, mlng = parseMeta(meta)
              if visit(id, meta, at, mlat, mlng) then return end
            end
          end
        end
        if #ids < c then break end
        seen = #ids
        c = c * 4
      end
      if r >= finalRadius then return end
      r = math.min(r * 4, finalRadius)
    end
  end
  local rad = math.pi / 180
  local clat, clng, ccos = tonumber(lat), tonumber(lng), math.cos(tonumber(lat) * rad)
  local found, items = {}, {}
  local sides = {
    redis.call('GEOSEARCH', key, 'FROMLONLAT', lng, lat, 'BYRADIUS', radius, 'm'),
    redis.call('GEOSEARCH', key, 'FROMLONLAT', crossLng, lat, 'BYRADIUS', crossRadius, 'm'),
  }
  for _, ids in ipairs(sides) do
    for _, id in ipairs(ids) do
      local meta = (not found[id]) and redis.call('HGET', metaKey, id)
      found[id] = true
      if meta then
        local at, mlat, mlng = parseMeta(meta)
        local sinLat = math.sin((mlat - clat) * rad / 2)
        local sinLng = math.sin((mlng - clng) * rad / 2)
        local term = sinLat * sinLat + ccos * math.cos(mlat * rad) * sinLng * sinLng
        items[#items + 1] = { id, meta, at, mlat, mlng, term }
      end
    end
  end
  table.sort(items, function(a, b) return a[6] < b[6] end)
  for _, item in ipairs(items) do
    if visit(item[1], item[2], item[3], item[4], item[5]) then return end
  end
end
`;

// KEYS: available-positions, meta.
// ARGV: lng, lat, radius, startRadius, crossLng, crossRadius, want, freshSince, count, excluded ids...
const FIND_NEAREST = defineScript(`${NEAREST_FIRST}
local want, freshSince = tonumber(ARGV[7]), tonumber(ARGV[8])
local excluded = {}
for i = 10, #ARGV do excluded[ARGV[i]] = true end
local out = {}
nearestFirst(KEYS[1], KEYS[2], ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6], tonumber(ARGV[9]), function(id, meta, at)
  if excluded[id] or at < freshSince then return false end
  out[#out + 1] = id
  out[#out + 1] = meta
  return #out >= want * 2
end)
return out
`);

// KEYS: positions, meta, available.
// ARGV: lng, lat, radius, startRadius, crossLng, crossRadius, south, west, north, east, freshSince, limit.
const LIST_IN_BOUNDS = defineScript(`${NEAREST_FIRST}
local south, west, north, east = tonumber(ARGV[7]), tonumber(ARGV[8]), tonumber(ARGV[9]), tonumber(ARGV[10])
local freshSince, limit = tonumber(ARGV[11]), tonumber(ARGV[12])
local out = {}
nearestFirst(KEYS[1], KEYS[2], ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], ARGV[6], limit * 2, function(id, meta, at, lat, lng)
  local inLng
  if west <= east then inLng = lng >= west and lng <= east else inLng = lng >= west or lng <= east end
  if at < freshSince or lat < south or lat > north or not inLng then return false end
  out[#out + 1] = id
  out[#out + 1] = meta
  out[#out + 1] = redis.call('SISMEMBER', KEYS[3], id)
  return #out >= limit * 3
end)
return out
`);

/**
 * GEOSEARCH arguments of a circle, with the second centre when it crosses the antimeridian (see NEAREST_FIRST):
 * just across the line at the same latitude, reaching every point of the circle on that side.
 */
function circleArguments(
  center: LatLng,
  radiusMeters: number,
  startRadiusMeters: number,
): Array<string | number> {
  const halfWidth = circleHalfWidthDegrees(center, radiusMeters);
  const args = [center.lng, center.lat, radiusMeters, Math.min(startRadiusMeters, radiusMeters)];
  if (Math.abs(center.lng) + halfWidth <= 180) return [...args, '', ''];
  const crossLng = center.lng >= 0 ? -179.999999 : 179.999999;
  const gap = haversineMeters(center, { lat: center.lat, lng: crossLng });
  return [...args, crossLng, Math.min((radiusMeters + gap) * 1.01 + 1, 2e7)];
}

function encodeMeta(position: DriverPosition): string {
  const optional = (value: number | null) => (value === null ? '' : String(value));
  return [
    position.at,
    position.lat,
    position.lng,
    optional(position.heading),
    optional(position.speedKmh),
    optional(position.accuracyMeters),
  ].join('|');
}

function decodeMeta(driverId: string, meta: string): DriverPosition {
  const [at = '', lat = '', lng = '', heading = '', speedKmh = '', accuracyMeters = ''] = meta.split('|');
  const optional = (value: string) => (value === '' ? null : Number(value));
  return {
    driverId,
    lat: Number(lat),
    lng: Number(lng),
    heading: optional(heading),
    speedKmh: optional(speedKmh),
    accuracyMeters: optional(accuracyMeters),
    at: Number(at),
  };
}

/**
 * Redis stores longitude 180 at a geohash no search ever reaches; -180 is the same meridian (SET_AVAILABLE does the
 * same). The metadata keeps the longitude as given.
 */
function geoLongitude(lng: number): number {
  return lng === 180 ? -180 : lng;
}

/** Lua's tonumber reads neither Infinity nor NaN. */
function finite(value: number): number {
  if (Number.isFinite(value)) return value;
  return value > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE;
}

/** MULTI replies carry each command's error instead of rejecting. */
function assertExecuted(results: Array<[Error | null, unknown]> | null): void {
  const failure = results?.find(([error]) => error !== null)?.[0];
  if (failure) throw failure;
}

function asStrings(reply: unknown): string[] {
  if (!Array.isArray(reply)) throw new Error(`unexpected Redis reply: ${String(reply)}`);
  return reply.map(String);
}

/**
 * The circle around the box's centre that holds the whole box: BYRADIUS from the centre orders by distance to it
 * (the admin map's "nearest the centre first"); the script then filters the exact box.
 */
function searchCircle(query: BoundsQuery) {
  const south = Math.max(query.south, -MAX_POSITION_LATITUDE);
  const north = Math.min(query.north, MAX_POSITION_LATITUDE);
  const widthDegrees = query.west <= query.east ? query.east - query.west : query.east + 360 - query.west;
  const centerLng = query.west + widthDegrees / 2;
  const centerLat = (south + north) / 2;
  // Bound on the haversine term of any point in the box: its latitude is at most half the height away and its
  // parallel is at most as long as the one nearest the equator.
  const widestLat = south <= 0 && north >= 0 ? 0 : Math.min(Math.abs(south), Math.abs(north));
  const sinHalfHeight = Math.sin(toRadians((north - south) / 4));
  const sinHalfWidth = Math.sin(toRadians(Math.min(widthDegrees, 360) / 4));
  const term =
    sinHalfHeight * sinHalfHeight +
    Math.cos(toRadians(centerLat)) * Math.cos(toRadians(widestLat)) * sinHalfWidth * sinHalfWidth;
  const radius = 2 * REDIS_EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, term)));
  return {
    center: { lat: centerLat, lng: centerLng > 180 ? centerLng - 360 : centerLng },
    radiusMeters: Math.min(radius * 1.01 + 100, 2e7),
  };
}

/**
 * The scale-out locator: positions in Redis GEO sets shared by every API process. Searches run as one Lua
 * script (GEOSEARCH, then staleness and exclusions against the metadata) so a query is one round trip.
 */
export function createRedisDriverLocator(options: RedisDriverLocatorOptions): DriverLocator {
  const ownsConnection = !('redis' in options);
  const redis = 'redis' in options ? options.redis : createRedisClient(options.url, options.onError);
  const prefix = options.keyPrefix ?? 'rb:live:';
  const positionsKey = `${prefix}positions`;
  const availablePositionsKey = `${prefix}available-positions`;
  const availableKey = `${prefix}available`;
  const metaKey = `${prefix}meta`;
  const allKeys = [positionsKey, availablePositionsKey, availableKey, metaKey];

  async function updatePosition(position: DriverPosition): Promise<void> {
    assertDriverPosition(position);
    await runScript(redis, UPDATE_POSITION, allKeys, [
      position.driverId,
      geoLongitude(position.lng),
      position.lat,
      encodeMeta(position),
    ]);
  }

  async function findNearestAvailable(query: NearestAvailableQuery): Promise<NearbyDriver[]> {
    const { point, radiusMeters } = query;
    assertStorablePoint(point);
    const limit = Math.floor(query.limit);
    if (!(limit >= 1) || !(radiusMeters >= 0)) return [];
    const excluded = query.exclude === undefined ? [] : [...query.exclude];
    const want = limit + OVERFETCH;
    const reply = asStrings(
      await runScript(
        redis,
        FIND_NEAREST,
        [availablePositionsKey, metaKey],
        [
          // Redis's bigger sphere and rounded coordinates must not cut a driver our haversine keeps.
          ...circleArguments(point, Math.min(radiusMeters * 1.005 + 5, 2e7), FIRST_SEARCH_RADIUS_METERS),
          want,
          finite(query.freshSince),
          want + excluded.length,
          ...excluded,
        ],
      ),
    );
    const drivers: NearbyDriver[] = [];
    for (let i = 0; i < reply.length; i += 2) {
      const position = decodeMeta(reply[i]!, reply[i + 1]!);
      const distanceMeters = haversineMeters(point, position);
      if (distanceMeters <= radiusMeters) drivers.push({ ...position, distanceMeters });
    }
    drivers.sort(
      (a, b) =>
        a.distanceMeters - b.distanceMeters ||
        (a.driverId < b.driverId ? -1 : a.driverId > b.driverId ? 1 : 0),
    );
    return drivers.slice(0, limit);
  }

  async function listInBounds(query: BoundsQuery): Promise<Array<DriverPosition & { available: boolean }>> {
    const limit = Math.floor(query.limit);
    if (!(limit >= 1) || !(query.south <= query.north)) return [];
    const circle = searchCircle(query);
    const reply = asStrings(
      await runScript(
        redis,
        LIST_IN_BOUNDS,
        [positionsKey, metaKey, availableKey],
        [
          ...circleArguments(circle.center, circle.radiusMeters, circle.radiusMeters / 8),
          query.south,
          query.west,
          query.north,
          query.east,
          finite(query.freshSince),
          limit,
        ],
      ),
    );
    const drivers: Array<DriverPosition & { available: boolean }> = [];
    for (let i = 0; i < reply.length; i += 3) {
      drivers.push({ ...decodeMeta(reply[i]!, reply[i + 1]!), available: reply[i + 2] === '1' });
    }
    return drivers;
  }

  return {
    kind: 'redis',
    updatePosition: (position) => updatePosition(position),
    positionsOf: (driverId) => (fix) => updatePosition({ ...fix, driverId }),
    setAvailable: async (driverId, available) => {
      if (available) {
        await runScript(redis, SET_AVAILABLE, allKeys, [driverId]);
      } else {
        assertExecuted(
          await redis.multi().srem(availableKey, driverId).zrem(availablePositionsKey, driverId).exec(),
        );
      }
    },
    remove: async (driverId) => {
      assertExecuted(
        await redis
          .multi()
          .hdel(metaKey, driverId)
          .zrem(positionsKey, driverId)
          .zrem(availablePositionsKey, driverId)
          .srem(availableKey, driverId)
          .exec(),
      );
    },
    getPosition: async (driverId) => {
      const meta = await redis.hget(metaKey, driverId);
      return meta === null ? null : decodeMeta(driverId, meta);
    },
    findNearestAvailable,
    listInBounds,
    close: async () => {
      if (ownsConnection) await closeRedis(redis);
    },
  };
}
