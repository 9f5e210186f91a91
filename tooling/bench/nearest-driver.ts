// Prints how fast dispatch finds the nearest available drivers among 100,000 online ones, in the in-process
// locator and in the Redis one (when REDIS_URL, default redis://127.0.0.1:6379, answers), how fast positions
// stream in, and what the in-process index costs in memory. Target: >= 50,000 queries/s in memory.
// Usage: node tooling/bench/nearest-driver.ts [--write] [--seconds=N]   (--write updates docs/benchmarks.md)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Redis } from 'ioredis';
import {
  type DriverLocator,
  type DriverPosition,
  type LatLng,
  type NearestAvailableQuery,
  createMemoryDriverLocator,
  closeRedis,
  connectRedis,
  createRedisDriverLocator,
  seededRandom,
} from '@ridebook/api/bench';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';
import { offsetMeters } from '@ridebook/validation/geo';

const DRIVERS = 100_000;
const AVAILABLE_SHARE = 0.8;
const CITY_METERS = 30_000;
const CENTER: LatLng = { lat: 38.7223, lng: -9.1393 };
const RADIUS_METERS = 3000;
const LIMIT = 5;
const IN_FLIGHT = 50;
export const TARGET_QUERIES_PER_SECOND = 50_000;

type Row = { locator: string; queriesPerSecond: number; updatesPerSecond: number };
type MemoryFootprint = { heapBytes: number; rssBytes: number; processRssBytes: number };
type QuerySample = { averageFound: number; averageFarthestMeters: number };

/** The city: drivers, who of them is available, query points, and a stream of moves (each up to ~100 m). */
function generateCity(now: number) {
  const random = seededRandom(3);
  const inCity = () => offsetMeters(CENTER, (random() - 0.5) * CITY_METERS, (random() - 0.5) * CITY_METERS);
  const drivers: DriverPosition[] = Array.from({ length: DRIVERS }, (_, i) => ({
    driverId: `driver-${i}`,
    ...inCity(),
    heading: Math.floor(random() * 360),
    speedKmh: Math.floor(random() * 60),
    accuracyMeters: 5,
    at: now,
  }));
  const available = drivers.filter(() => random() < AVAILABLE_SHARE).map((driver) => driver.driverId);
  const queryPoints = Array.from({ length: 10_000 }, inCity);
  const moves: DriverPosition[] = Array.from({ length: 200_000 }, (_, i) => {
    const driver = drivers[i % DRIVERS]!;
    return {
      ...driver,
      ...offsetMeters(driver, (random() - 0.5) * 200, (random() - 0.5) * 200),
      at: now + 1,
    };
  });
  return { drivers, available, queryPoints, moves };
}

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

/** Loads the city into a locator, `inFlight` writes at a time; returns positions written per second. */
async function load(
  locator: DriverLocator,
  city: ReturnType<typeof generateCity>,
  inFlight: number,
): Promise<number> {
  const start = performance.now();
  let next = 0;
  const loop = async () => {
    while (next < city.drivers.length) await locator.updatePosition(city.drivers[next++]!);
  };
  await Promise.all(Array.from({ length: inFlight }, loop));
  const rate = city.drivers.length / ((performance.now() - start) / 1000);
  let nextAvailable = 0;
  const availableLoop = async () => {
    while (nextAvailable < city.available.length) {
      await locator.setAvailable(city.available[nextAvailable++]!, true);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, availableLoop));
  return rate;
}

async function measureQueries(
  locator: DriverLocator,
  points: LatLng[],
  freshSince: number,
  seconds: number,
  inFlight: number,
) {
  let i = 0;
  const query = (): NearestAvailableQuery => ({
    point: points[i++ % points.length]!,
    radiusMeters: RADIUS_METERS,
    limit: LIMIT,
    freshSince,
  });
  // Warm-up: lets V8 optimise the search and Redis cache its scripts before the clock starts.
  await perSecond(Math.min(1, seconds / 2), inFlight, () => locator.findNearestAvailable(query()));
  return perSecond(seconds, inFlight, () => locator.findNearestAvailable(query()));
}

async function measureUpdates(
  locator: DriverLocator,
  moves: DriverPosition[],
  seconds: number,
  inFlight: number,
) {
  let i = 0;
  return perSecond(seconds, inFlight, () => locator.updatePosition(moves[i++ % moves.length]!));
}

/** What the queries return, so the figures are known to be about real work (5 drivers found, not 0). */
async function sample(locator: DriverLocator, points: LatLng[], freshSince: number): Promise<QuerySample> {
  let found = 0;
  let farthest = 0;
  for (const point of points.slice(0, 1000)) {
    const nearest = await locator.findNearestAvailable({
      point,
      radiusMeters: RADIUS_METERS,
      limit: LIMIT,
      freshSince,
    });
    found += nearest.length;
    farthest += nearest.at(-1)?.distanceMeters ?? 0;
  }
  return { averageFound: found / 1000, averageFarthestMeters: farthest / Math.max(1, found / LIMIT) };
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

async function measureMemory(city: ReturnType<typeof generateCity>, seconds: number, freshSince: number) {
  collectGarbage();
  const before = process.memoryUsage();
  const locator = createMemoryDriverLocator();
  await load(locator, city, 1);
  collectGarbage();
  const after = process.memoryUsage();
  const footprint: MemoryFootprint = {
    heapBytes: after.heapUsed - before.heapUsed,
    rssBytes: after.rss - before.rss,
    processRssBytes: after.rss,
  };
  const querySample = await sample(locator, city.queryPoints, freshSince);
  const row: Row = {
    locator: 'memory (in process)',
    queriesPerSecond: await measureQueries(locator, city.queryPoints, freshSince, seconds, 1),
    updatesPerSecond: await measureUpdates(locator, city.moves, seconds, 1),
  };
  await locator.close();
  return { row, footprint, querySample };
}

async function measureRedis(
  redis: Redis,
  city: ReturnType<typeof generateCity>,
  seconds: number,
  freshSince: number,
) {
  const keyPrefix = `rb:bench:${randomUUID()}:`;
  const keys = ['positions', 'available-positions', 'available', 'meta'].map((key) => keyPrefix + key);
  const locator = createRedisDriverLocator({ redis, keyPrefix });
  try {
    await load(locator, city, IN_FLIGHT);
    const rows: Row[] = [];
    for (const inFlight of [1, IN_FLIGHT]) {
      rows.push({
        locator: inFlight === 1 ? 'Redis, 1 command in flight' : `Redis, ${inFlight} in flight (pipelined)`,
        queriesPerSecond: await measureQueries(locator, city.queryPoints, freshSince, seconds, inFlight),
        updatesPerSecond: await measureUpdates(locator, city.moves, seconds, inFlight),
      });
    }
    let redisBytes = 0;
    for (const key of keys) redisBytes += Number(await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0'));
    const version = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? 'unknown';
    return { rows, redisBytes, version };
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
  redis: { version: string; redisBytes: number } | { unreachable: string };
}): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const redisNote =
    'unreachable' in options.redis
      ? `Redis not measured: ${options.redis.unreachable}.`
      : `Redis ${options.redis.version} on the same machine; its four keys hold the 100,000 drivers in ${megabytes(options.redis.redisBytes)}.`;
  return [
    `${thousands(DRIVERS)} online drivers (${AVAILABLE_SHARE * 100}% available) spread evenly over a ` +
      `${CITY_METERS / 1000} × ${CITY_METERS / 1000} km city. A query asks for the ${LIMIT} nearest available drivers ` +
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
  const city = generateCity(now);

  const memory = await measureMemory(city, seconds, freshSince);
  const rows = [memory.row];
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = await connectRedis(redisUrl).catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  );
  let redisResult: { version: string; redisBytes: number } | { unreachable: string };
  if (redis instanceof Error) {
    redisResult = { unreachable: redis.message };
  } else {
    try {
      const measured = await measureRedis(redis, city, seconds, freshSince);
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
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
