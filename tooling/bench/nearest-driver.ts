// Prints how fast dispatch finds the nearest available drivers among 100,000 online ones in two cities (San Francisco
// and London, half each, one geo index per city as the API keeps them: `createCityLocators`), in the in-process
// locators and in the Redis ones (when REDIS_URL, default redis://127.0.0.1:6379, answers; each city under its own
// key prefix), how fast positions stream in, and what the in-process indexes cost in memory. Queries alternate
// between the cities and each asks its city's index; every driver found must be of that city (checked, and the run
// fails otherwise). Target: >= 50,000 queries/s in memory.
// Usage: node tooling/bench/nearest-driver.ts [--write] [--seconds=N]   (--write updates docs/benchmarks.md)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Redis } from 'ioredis';
import {
  type DriverPosition,
  type LatLng,
  type NearestAvailableQuery,
  DEMO_CITY,
  LONDON_CITY,
  cityKeyPrefix,
  closeRedis,
  connectRedis,
  createCityLocators,
  createMemoryDriverLocator,
  createRedisDriverLocator,
  seededRandom,
} from '@ridebook/api/bench';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';
import { offsetMeters } from '@ridebook/validation/geo';

const DRIVERS = 100_000;
const AVAILABLE_SHARE = 0.8;
const CITY_METERS = 30_000;
/** The two cities, each with its own index; a driver's id names its city, so a result of the other city shows. */
const CITIES = [
  { id: DEMO_CITY.id, name: 'San Francisco', center: { lat: 37.7749, lng: -122.4194 } },
  { id: 'london', name: LONDON_CITY.name, center: LONDON_CITY.center },
] as const;
const RADIUS_METERS = 3000;
const LIMIT = 5;
const IN_FLIGHT = 50;
export const TARGET_QUERIES_PER_SECOND = 50_000;

type Row = { locator: string; queriesPerSecond: number; updatesPerSecond: number };
type MemoryFootprint = { heapBytes: number; rssBytes: number; processRssBytes: number };
type QuerySample = { averageFound: number; averageFarthestMeters: number; otherCityFound: number };
/** A position or query point with the index of its city in CITIES (kept apart: the locator gets `value` itself). */
type InCity<T> = { city: number; value: T };
type CityLocatorSet = ReturnType<typeof createCityLocators>;

/** The id of a driver of city `city` (`<city id>:driver-<n>`). */
const driverIdIn = (city: number, n: number) => `${CITIES[city]!.id}:driver-${n}`;

/**
 * The two cities: drivers (every other one in London), who of them is available, query points (alternating
 * between the cities), and a stream of moves (each up to ~100 m).
 */
function generateCities(now: number) {
  const random = seededRandom(3);
  const inCity = (city: number) =>
    offsetMeters(CITIES[city]!.center, (random() - 0.5) * CITY_METERS, (random() - 0.5) * CITY_METERS);
  const drivers: InCity<DriverPosition>[] = Array.from({ length: DRIVERS }, (_, i) => ({
    city: i % CITIES.length,
    value: {
      driverId: driverIdIn(i % CITIES.length, i),
      ...inCity(i % CITIES.length),
      heading: Math.floor(random() * 360),
      speedKmh: Math.floor(random() * 60),
      accuracyMeters: 5,
      at: now,
    },
  }));
  const available = drivers
    .filter(() => random() < AVAILABLE_SHARE)
    .map(({ city, value }) => ({ city, value: value.driverId }));
  const queryPoints: InCity<LatLng>[] = Array.from({ length: 10_000 }, (_, i) => ({
    city: i % CITIES.length,
    value: inCity(i % CITIES.length),
  }));
  const moves: InCity<DriverPosition>[] = Array.from({ length: 200_000 }, (_, i) => {
    const { city, value: driver } = drivers[i % DRIVERS]!;
    return {
      city,
      value: {
        ...driver,
        ...offsetMeters(driver, (random() - 0.5) * 200, (random() - 0.5) * 200),
        at: now + 1,
      },
    };
  });
  return { drivers, available, queryPoints, moves };
}

/** Each city's index, in the order of CITIES (looked up once, not per operation). */
const indexesOf = (locators: CityLocatorSet) => CITIES.map((city) => locators.forCity(city.id));

/** Runs `operation` from `inFlight` concurrent loops for about `seconds`; returns completed operations per second. */
async function perSecond(
  seconds: number,
  inFlight: number,
  operation: () => Promise<unknown>,
): Promise<number> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let done = 0;
  const loop = async () => {
    // Read the clock every 16 operations: reading it each time would weigh on microsecond operations.
    while (performance.now() < deadline) {
      for (let i = 0; i < 16; i++) await operation();
      done += 16;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  return done / ((performance.now() - start) / 1000);
}

/** Loads both cities into their locators, `inFlight` writes at a time; returns positions written per second. */
async function load(
  locators: CityLocatorSet,
  world: ReturnType<typeof generateCities>,
  inFlight: number,
): Promise<number> {
  const indexes = indexesOf(locators);
  const start = performance.now();
  let next = 0;
  const loop = async () => {
    while (next < world.drivers.length) {
      const { city, value } = world.drivers[next++]!;
      await indexes[city]!.updatePosition(value);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  const rate = world.drivers.length / ((performance.now() - start) / 1000);
  let nextAvailable = 0;
  const availableLoop = async () => {
    while (nextAvailable < world.available.length) {
      const { city, value } = world.available[nextAvailable++]!;
      await indexes[city]!.setAvailable(value, true);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, availableLoop));
  return rate;
}

/** The next query, each to its point's city's index (as dispatch asks only its ride's city's). */
function queries(locators: CityLocatorSet, points: InCity<LatLng>[], freshSince: number) {
  const indexes = indexesOf(locators);
  let i = 0;
  return () => {
    const { city, value: point } = points[i++ % points.length]!;
    const query: NearestAvailableQuery = { point, radiusMeters: RADIUS_METERS, limit: LIMIT, freshSince };
    return indexes[city]!.findNearestAvailable(query);
  };
}

async function measureQueries(
  locators: CityLocatorSet,
  points: InCity<LatLng>[],
  freshSince: number,
  seconds: number,
  inFlight: number,
) {
  const next = queries(locators, points, freshSince);
  // Warm-up: lets V8 optimise the search and Redis cache its scripts before the clock starts.
  await perSecond(Math.min(1, seconds / 2), inFlight, next);
  return perSecond(seconds, inFlight, next);
}

async function measureUpdates(
  locators: CityLocatorSet,
  moves: InCity<DriverPosition>[],
  seconds: number,
  inFlight: number,
) {
  const indexes = indexesOf(locators);
  let i = 0;
  return perSecond(seconds, inFlight, () => {
    const { city, value } = moves[i++ % moves.length]!;
    return indexes[city]!.updatePosition(value);
  });
}

/**
 * What the queries return, so the figures are known to be about real work (5 drivers found, not 0), and that
 * every driver found is of the query's city.
 */
async function sample(
  locators: CityLocatorSet,
  points: InCity<LatLng>[],
  freshSince: number,
): Promise<QuerySample> {
  let found = 0;
  let farthest = 0;
  let otherCityFound = 0;
  const indexes = indexesOf(locators);
  for (const { city, value: point } of points.slice(0, 1000)) {
    const nearest = await indexes[city]!.findNearestAvailable({
      point,
      radiusMeters: RADIUS_METERS,
      limit: LIMIT,
      freshSince,
    });
    found += nearest.length;
    farthest += nearest.at(-1)?.distanceMeters ?? 0;
    otherCityFound += nearest.filter((driver) => !driver.driverId.startsWith(`${CITIES[city]!.id}:`)).length;
  }
  return {
    averageFound: found / 1000,
    averageFarthestMeters: farthest / Math.max(1, found / LIMIT),
    otherCityFound,
  };
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

async function measureMemory(world: ReturnType<typeof generateCities>, seconds: number, freshSince: number) {
  collectGarbage();
  const before = process.memoryUsage();
  const locators = createCityLocators('memory', () => createMemoryDriverLocator());
  await load(locators, world, 1);
  collectGarbage();
  const after = process.memoryUsage();
  const footprint: MemoryFootprint = {
    heapBytes: after.heapUsed - before.heapUsed,
    rssBytes: after.rss - before.rss,
    processRssBytes: after.rss,
  };
  const querySample = await sample(locators, world.queryPoints, freshSince);
  const row: Row = {
    locator: 'memory (in process)',
    queriesPerSecond: await measureQueries(locators, world.queryPoints, freshSince, seconds, 1),
    updatesPerSecond: await measureUpdates(locators, world.moves, seconds, 1),
  };
  await locators.close();
  return { row, footprint, querySample };
}

async function measureRedis(
  redis: Redis,
  world: ReturnType<typeof generateCities>,
  seconds: number,
  freshSince: number,
) {
  const prefix = `rb:bench:${randomUUID()}:`;
  // Each city's keys under its own prefix, as the API keeps them (`<prefix>live:city:<id>:…`).
  const keys = CITIES.flatMap((city) =>
    ['positions', 'available-positions', 'available', 'meta'].map(
      (key) => cityKeyPrefix(prefix, city.id) + key,
    ),
  );
  const locators = createCityLocators('redis', (cityId) =>
    createRedisDriverLocator({ redis, keyPrefix: cityKeyPrefix(prefix, cityId) }),
  );
  try {
    await load(locators, world, IN_FLIGHT);
    const querySample = await sample(locators, world.queryPoints, freshSince);
    const rows: Row[] = [];
    for (const inFlight of [1, IN_FLIGHT]) {
      rows.push({
        locator: inFlight === 1 ? 'Redis, 1 command in flight' : `Redis, ${inFlight} in flight (pipelined)`,
        queriesPerSecond: await measureQueries(locators, world.queryPoints, freshSince, seconds, inFlight),
        updatesPerSecond: await measureUpdates(locators, world.moves, seconds, inFlight),
      });
    }
    let redisBytes = 0;
    for (const key of keys) redisBytes += Number(await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0'));
    const version = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? 'unknown';
    return { rows, redisBytes, version, otherCityFound: querySample.otherCityFound };
  } finally {
    await redis.del(...keys);
  }
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function report(options: {
  rows: Row[];
  footprint: MemoryFootprint;
  memorySample: QuerySample;
  redis: { version: string; redisBytes: number; otherCityFound: number } | { unreachable: string };
}): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const redisNote =
    'unreachable' in options.redis
      ? `Redis not measured: ${options.redis.unreachable}.`
      : `Redis ${options.redis.version} on the same machine; each city's four keys (eight in all) hold the ${thousands(DRIVERS)} drivers in ${megabytes(options.redis.redisBytes)}.`;
  const otherCity =
    options.memorySample.otherCityFound + ('unreachable' in options.redis ? 0 : options.redis.otherCityFound);
  return [
    `${thousands(DRIVERS)} online drivers (${AVAILABLE_SHARE * 100}% available) in two cities, ${CITIES.map((city) => city.name).join(' and ')}, ` +
      `half in each, spread evenly over ${CITY_METERS / 1000} × ${CITY_METERS / 1000} km around each centre, one geo index per city. ` +
      `Queries alternate between the cities, each to its city's index, asking for the ${LIMIT} nearest available drivers ` +
      `within ${RADIUS_METERS / 1000} km whose position is under a minute old (it finds ` +
      `${options.memorySample.averageFound.toFixed(1)} on average, the farthest at ~${Math.round(options.memorySample.averageFarthestMeters)} m); ` +
      'an update moves one driver by up to ~100 m.',
    '',
    '| locator | nearest-driver queries/s | position updates/s |',
    '|---|---|---|',
    ...options.rows.map(
      (row) => `| ${row.locator} | ${thousands(row.queriesPerSecond)} | ${thousands(row.updatesPerSecond)} |`,
    ),
    '',
    `Memory locator holding ${thousands(DRIVERS)} drivers: +${megabytes(options.footprint.heapBytes)} heap, ` +
      `+${megabytes(options.footprint.rssBytes)} RSS (whole benchmark process: ${megabytes(options.footprint.processRssBytes)} RSS). ` +
      `Target: >= ${thousands(TARGET_QUERIES_PER_SECOND)} queries/s in memory: ` +
      `${options.rows[0]!.queriesPerSecond >= TARGET_QUERIES_PER_SECOND ? 'met' : '**missed**'}.`,
    redisNote,
    `Drivers of the other city among the results of 1,000 sampled queries per locator: ${otherCity}` +
      `${otherCity === 0 ? ' (as required)' : ' (**must be 0**)'}.`,
    '',
    `Machine: ${cpu}, ${os.cpus().length} cores, ${megabytes(os.totalmem())} memory, Node ${process.version}, ${os.platform()} ${os.arch()}; ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine lowers the figures).`,
  ].join('\n');
}

async function main(): Promise<void> {
  const secondsArgument = process.argv.find((argument) => argument.startsWith('--seconds='));
  const seconds = secondsArgument === undefined ? 3 : Number(secondsArgument.slice('--seconds='.length));
  const now = Date.now();
  const freshSince = now - 60_000;
  const world = generateCities(now);

  const memory = await measureMemory(world, seconds, freshSince);
  const rows = [memory.row];
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = await connectRedis(redisUrl).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  let redisResult: { version: string; redisBytes: number; otherCityFound: number } | { unreachable: string };
  if (redis instanceof Error) {
    redisResult = { unreachable: redis.message };
  } else {
    try {
      const measured = await measureRedis(redis, world, seconds, freshSince);
      rows.push(...measured.rows);
      redisResult = measured;
    } finally {
      await closeRedis(redis);
    }
  }

  const output = report({
    rows,
    footprint: memory.footprint,
    memorySample: memory.querySample,
    redis: redisResult,
  });
  console.log(output);
  if (
    process.argv.includes('--write') &&
    !writeBenchmarkSection(
      'nearest-driver',
      'pnpm --filter @ridebook/bench bench:nearest-driver --write',
      output,
    )
  )
    process.exitCode = 1;
  if (memory.row.queriesPerSecond < TARGET_QUERIES_PER_SECOND) process.exitCode = 1;
  const otherCity =
    memory.querySample.otherCityFound + ('unreachable' in redisResult ? 0 : redisResult.otherCityFound);
  if (otherCity > 0) {
    console.error(
      `${otherCity} drivers of another city were found: a city's index must hold only its drivers.`,
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
