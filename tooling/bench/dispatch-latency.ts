// Prints the latency from a rider's booking to the ride's first offer reaching a driver, at a steady request rate
// with 10,000 online drivers in two cities (San Francisco and London, half each; riders book in both): p50, p90, p99
// and max, and the offers that reached a driver of another city than the ride's, which must be none.
// Target: p99 <= 50 ms at 100 requests/s, and zero cross-city offers.
// The API runs in a child process (buildApp on 127.0.0.1, as in production); this process is the riders: they book
// over HTTP with their session cookie (POST /api/rides with a quote fetched beforehand) and cancel right after, so
// a rider never has two rides. Inside the API process London is created (the demo's London), the drivers are put in
// their city's geo index (`app.live.locators.forCity(cityId)`, with an open online period in the database), and an
// observer subscribed to every driver's channel `user:<id>` on `app.live.bus` (as a driver's socket is) notes when
// each ride's first `offer.new` arrives and which city's drivers were offered each ride.
// Usage: node tooling/bench/dispatch-latency.ts [--postgres] [--redis] [--all] [--in-process] [--write]
//        [--drivers=N] [--riders=N] [--rate=N] [--seconds=N]
//   --postgres    PostgreSQL (a fresh database ridebook_bench_<pid> on POSTGRES_URL, default
//                 postgres://postgres@127.0.0.1:5432/test, dropped afterwards) instead of PGlite
//   --redis       the Redis locator and bus (REDIS_URL, default redis://127.0.0.1:6379; keys rb:bench:<pid>:*,
//                 deleted afterwards) instead of the in-process ones
//   --all         PGlite + memory, PostgreSQL + memory, PostgreSQL + Redis, one after another, each in a fresh
//                 benchmark process after a pause (a run must not inherit the previous one's heap, sockets and
//                 the tail of its load)
//   --in-process  the riders' HTTP client in the API process (shares its event loop)
//   --write       updates the dispatch-latency section of docs/benchmarks.md with the rows of this run
//   --profile=DIR a CPU profile of the API process over the measured window, written to
//                 DIR/dispatch-<database>-<live>.cpuprofile (open it in Chrome DevTools; profiling slows the API)
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';
import { cpuProfileOperations } from './support/cpu-profile.ts';
import { performance } from 'node:perf_hooks';
import { CHANNELS, DEMO_CITY, LONDON_CITY, ensureDemoLondon, seededRandom } from '@ridebook/api/bench';
import { offsetMeters } from '@ridebook/validation/geo';
import {
  DEFAULT_POSTGRES_SERVER_URL,
  DEFAULT_REDIS_URL,
  createHttpClient,
  epochNow,
  inParallel,
  machineLine,
  startChildApi,
  startInProcessApi,
  type ApiOptions,
  type ApiStats,
  type ExtensionOperations,
  type HttpClient,
  type InProcessApi,
  type SeededAccount,
} from './support/api-process.ts';

export const TARGET_P99_MS = 50;
export const TARGET_RATE = 100;
const WARM_UP_SECONDS = 2;
type Area = { south: number; north: number; west: number; east: number };
type BenchCity = 'sanFrancisco' | 'london';
/**
 * Where each city's drivers wait and its riders are picked up: most of San Francisco (inside the demo service area)
 * and ~12 × 10 km of central London (inside the demo London's).
 */
const AREAS: Record<BenchCity, Area> = {
  sanFrancisco: { south: 37.71, north: 37.81, west: -122.51, east: -122.39 },
  london: { south: 51.46, north: 51.55, west: -0.2, east: -0.03 },
};
const BENCH_CITIES: BenchCity[] = ['sanFrancisco', 'london'];
const CITY_NAMES: Record<BenchCity, string> = { sanFrancisco: 'San Francisco', london: LONDON_CITY.name };
/** Offers reaching the bus after the last response: waited for this long at most. */
const STRAGGLER_WAIT_MS = 1_000;
/** With --all, the pause before each configuration after the first: the previous one's processes wind down. */
const SETTLE_SECONDS = 10;
/** Runs one configuration (`<database>+<live>`) and sends its result to the parent: how --all runs each one. */
const VARIANT_FLAG = '--variant=';

type Variant = { database: 'pglite' | 'postgres'; live: 'memory' | 'redis' };
type Options = {
  drivers: number;
  riders: number;
  rate: number;
  seconds: number;
  variants: Variant[];
  inProcess: boolean;
  write: boolean;
  profileDir: string | undefined;
};

function parseVariant(text: string): Variant {
  const [database, live] = text.split('+');
  if ((database !== 'pglite' && database !== 'postgres') || (live !== 'memory' && live !== 'redis'))
    throw new Error(`${VARIANT_FLAG}${text}: expected <pglite|postgres>+<memory|redis>`);
  return { database, live };
}

function parseOptions(argv: string[]): Options {
  const number = (name: string, fallback: number) => {
    const argument = argv.find((value) => value.startsWith(`--${name}=`));
    if (argument === undefined) return fallback;
    const value = Number(argument.slice(name.length + 3));
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  const single = argv.find((value) => value.startsWith(VARIANT_FLAG))?.slice(VARIANT_FLAG.length);
  const variants: Variant[] = single
    ? [parseVariant(single)]
    : argv.includes('--all')
      ? [
          { database: 'pglite', live: 'memory' },
          { database: 'postgres', live: 'memory' },
          { database: 'postgres', live: 'redis' },
        ]
      : [
          {
            database: argv.includes('--postgres') ? 'postgres' : 'pglite',
            live: argv.includes('--redis') ? 'redis' : 'memory',
          },
        ];
  return {
    drivers: number('drivers', 10_000),
    riders: number('riders', 200),
    rate: number('rate', TARGET_RATE),
    seconds: number('seconds', 20),
    variants,
    inProcess: argv.includes('--in-process'),
    write: argv.includes('--write'),
    profileDir: argv.find((value) => value.startsWith('--profile='))?.slice('--profile='.length),
  };
}

const inArea = (area: Area, random: () => number) => ({
  lat: area.south + random() * (area.north - area.south),
  lng: area.west + random() * (area.east - area.west),
});

const random = seededRandom(11);

/** A trip of 1-6 km from a random pickup, both inside the city's area. */
function randomTrip(city: BenchCity) {
  const area = AREAS[city];
  const pickup = inArea(area, random);
  for (;;) {
    const meters = 1_000 + random() * 5_000;
    const angle = random() * 2 * Math.PI;
    const { lat, lng } = offsetMeters(pickup, meters * Math.cos(angle), meters * Math.sin(angle));
    if (lat > area.south && lat < area.north && lng > area.west && lng < area.east) {
      return {
        pickup: { address: `Bench pickup, ${CITY_NAMES[city]}`, ...pickup },
        destination: { address: `Bench destination, ${CITY_NAMES[city]}`, lat, lng },
      };
    }
  }
}

type FirstOffers = {
  offersSeen: number;
  firstOfferAt: Record<string, number>;
  /** Per ride, the bench city of each driver it was offered to (one entry per offer). */
  offeredIn: Record<string, BenchCity[]>;
};

/**
 * Runs inside the API process (see ApiExtension): puts the drivers in the geo index, available, and subscribes to
 * each driver's channel as the driver's socket does, noting (epoch ms) when each ride's first offer arrives.
 */
export function dispatchObserver(api: InProcessApi): ExtensionOperations {
  const firstOfferAt = new Map<string, number>();
  const offeredIn = new Map<string, BenchCity[]>();
  let offersSeen = 0;
  const onDriverMessage =
    (driverCity: BenchCity) => (message: { type: string } & Record<string, unknown>) => {
      if (message.type !== 'offer.new') return;
      const at = epochNow();
      offersSeen += 1;
      const { rideId } = message.offer as { rideId: string };
      if (!firstOfferAt.has(rideId)) firstOfferAt.set(rideId, at);
      offeredIn.set(rideId, [...(offeredIn.get(rideId) ?? []), driverCity]);
    };
  return {
    /** The demo's London (its area, prices in pounds), made the way a start with demo data makes it; its id. */
    addLondon: async () => ensureDemoLondon(api.database.db, api.app.rideEngine.cities),
    placeDrivers: async ({
      drivers,
      cityIds,
      seed,
    }: {
      drivers: Array<{ id: string; city: BenchCity }>;
      cityIds: Record<BenchCity, string>;
      seed: number;
    }) => {
      const { bus } = api.app.live;
      await inParallel(drivers, 100, ({ id, city }) =>
        bus.subscribe(CHANNELS.user(id), onDriverMessage(city)),
      );
      const where = seededRandom(seed);
      const at = Date.now();
      await inParallel(drivers, 50, async ({ id, city }) => {
        const locator = api.app.live.locators.forCity(cityIds[city]);
        await locator.updatePosition({
          driverId: id,
          ...inArea(AREAS[city], where),
          heading: 0,
          speedKmh: 0,
          accuracyMeters: 5,
          at,
        });
        await locator.setAvailable(id, true);
      });
      return null;
    },
    firstOffers: async (): Promise<FirstOffers> => ({
      offersSeen,
      firstOfferAt: Object.fromEntries(firstOfferAt),
      offeredIn: Object.fromEntries(offeredIn),
    }),
    ...cpuProfileOperations(),
  };
}

type Rider = SeededAccount & { city: BenchCity; quoteId: string };
type Booking = {
  due: number;
  sentAt: number;
  respondedAt: number;
  status: number;
  rideId: string | undefined;
  city: BenchCity;
};

async function freshQuote(client: HttpClient, rider: SeededAccount & { city: BenchCity }): Promise<string> {
  const response = await client.post<{ data: { id: string } }>(
    '/api/rides/quote',
    randomTrip(rider.city),
    rider.cookie,
  );
  if (response.status !== 200)
    throw new Error(`quote failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

type Result = {
  variant: Variant;
  databaseLabel: string;
  liveLabel: string;
  setupSeconds: number;
  measured: number;
  achievedRate: number;
  latencies: number[];
  responseTimes: number[];
  withoutOffer: number;
  failed: number;
  failures: string[];
  missedSlots: number;
  scheduleLagP99: number;
  offersPerRide: number;
  /** Offers of a ride that reached a driver of the other city (must be 0), and all offers seen. */
  crossCityOffers: number;
  offersSeen: number;
  cancelFailures: number;
  apiMode: string;
  apiCpu: number;
  apiLoopBusy: number;
  /** The machine's 1-minute load average when the configuration started (other work lowers the figures). */
  loadAtStart: number;
};

async function run(options: Options, variant: Variant): Promise<Result> {
  const loadAtStart = os.loadavg()[0]!;
  const setupStartedAt = performance.now();
  const apiOptions: ApiOptions = {
    database:
      variant.database === 'postgres'
        ? { kind: 'postgres', serverUrl: process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_SERVER_URL }
        : { kind: 'pglite' },
    live:
      variant.live === 'redis'
        ? { kind: 'redis', url: process.env.REDIS_URL ?? DEFAULT_REDIS_URL }
        : { kind: 'memory' },
  };
  const api = options.inProcess
    ? await startInProcessApi(apiOptions, dispatchObserver)
    : await startChildApi(apiOptions, { module: import.meta.filename, name: 'dispatchObserver' });
  const client = createHttpClient(api.baseUrl, 256);
  try {
    const cityIds: Record<BenchCity, string> = {
      sanFrancisco: DEMO_CITY.id,
      london: await api.call<string>('addLondon'),
    };
    // Half the drivers in each city (San Francisco gets the odd one).
    const londonDrivers = Math.floor(options.drivers / 2);
    const drivers = [
      ...(
        await api.seedAccounts({ role: 'driver', count: options.drivers - londonDrivers, online: true })
      ).map((driver) => ({ id: driver.id, city: 'sanFrancisco' as const })),
      ...(
        await api.seedAccounts({ role: 'driver', count: londonDrivers, online: true, cityId: cityIds.london })
      ).map((driver) => ({ id: driver.id, city: 'london' as const })),
    ];
    const riderAccounts = await api.seedAccounts({ role: 'rider', count: options.riders });
    await api.call('placeDrivers', { drivers, cityIds, seed: 5 });
    // Riders alternate between the cities, so bookings in both are interleaved at every moment.
    const riders: Rider[] = await inParallel(
      riderAccounts.map((rider, index) => ({ ...rider, city: BENCH_CITIES[index % 2]! })),
      32,
      async (rider) => ({ ...rider, quoteId: await freshQuote(client, rider) }),
    );
    const setupSeconds = (performance.now() - setupStartedAt) / 1000;

    // Open loop: request k is due at start + k / rate, whatever happened to the ones before (no coordinated
    // omission). It goes to any rider without a ride in progress; when none is free the slot is missed.
    const free = [...riders];
    const bookings: Booking[] = [];
    const inFlight = new Set<Promise<void>>();
    let missedSlots = 0;
    let cancelFailures = 0;
    const failures: string[] = [];
    const total = Math.round(options.rate * (WARM_UP_SECONDS + options.seconds));
    const interval = 1000 / options.rate;

    const book = async (rider: Rider, due: number) => {
      const booking: Booking = {
        due,
        sentAt: epochNow(),
        respondedAt: 0,
        status: 0,
        rideId: undefined,
        city: rider.city,
      };
      bookings.push(booking);
      try {
        const response = await client.post<{ data?: { id: string } }>(
          '/api/rides',
          { quoteId: rider.quoteId, paymentMethod: 'cash', idempotencyKey: randomUUID() },
          rider.cookie,
        );
        booking.respondedAt = epochNow();
        booking.status = response.status;
        booking.rideId = response.body.data?.id;
        if (response.status !== 201 || booking.rideId === undefined) {
          if (failures.length < 3)
            failures.push(`${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        } else {
          const cancel = await client.post(
            `/api/rides/${booking.rideId}/cancel`,
            { reason: 'Changed my plans' },
            rider.cookie,
          );
          if (cancel.status !== 200) cancelFailures += 1;
        }
        rider.quoteId = await freshQuote(client, rider);
      } catch (error) {
        booking.respondedAt = booking.respondedAt || epochNow();
        if (failures.length < 3) failures.push(String(error));
      } finally {
        free.push(rider);
      }
    };

    const startedAt = epochNow() + 50;
    // The API's own figures over the measured part (its CPU and event loop).
    let windowStats: Promise<ApiStats> | undefined;
    await new Promise<void>((resolve) => {
      let k = 0;
      const tick = () => {
        const current = epochNow();
        if (windowStats === undefined && current >= startedAt + WARM_UP_SECONDS * 1000) {
          windowStats = api.stats();
          if (options.profileDir !== undefined) void api.call('startProfile');
        }
        while (k < total && startedAt + k * interval <= current) {
          const rider = free.shift();
          if (rider === undefined) missedSlots += 1;
          else {
            const promise = book(rider, startedAt + k * interval);
            inFlight.add(promise);
            void promise.finally(() => inFlight.delete(promise));
          }
          k += 1;
        }
        if (k >= total) resolve();
        else setTimeout(tick, Math.max(0, startedAt + k * interval - epochNow()));
      };
      tick();
    });
    const endStats = await api.stats();
    if (options.profileDir !== undefined) {
      const file = path.resolve(
        options.profileDir,
        `dispatch-${variant.database}-${variant.live}.cpuprofile`,
      );
      await api.call('stopProfile', { file });
      console.error(`CPU profile of the API over the measured window: ${file}`);
    }
    await Promise.all(inFlight);
    const lastResponse = Math.max(...bookings.map((booking) => booking.respondedAt));
    let offers = await api.call<FirstOffers>('firstOffers');
    while (epochNow() - lastResponse < STRAGGLER_WAIT_MS) {
      const { firstOfferAt } = offers;
      if (
        !bookings.some(
          (booking) => booking.rideId !== undefined && firstOfferAt[booking.rideId] === undefined,
        )
      )
        break;
      await sleep(50);
      offers = await api.call<FirstOffers>('firstOffers');
    }
    const { firstOfferAt, offeredIn } = offers;
    // Every booking, warm-up included: an offer to a driver of the other city is a failure whenever it happens.
    const crossCityOffers = bookings.reduce(
      (count, booking) =>
        count +
        (booking.rideId === undefined
          ? 0
          : (offeredIn[booking.rideId] ?? []).filter((city) => city !== booking.city).length),
      0,
    );
    const startStats = (await windowStats) ?? endStats;
    const apiSeconds = (endStats.at - startStats.at) / 1000;

    const windowStart = startedAt + WARM_UP_SECONDS * 1000;
    const measured = bookings.filter((booking) => booking.due >= windowStart);
    const booked = measured.filter((booking) => booking.status === 201 && booking.rideId !== undefined);
    const latencies = booked
      .filter((booking) => firstOfferAt[booking.rideId!] !== undefined)
      .map((booking) => firstOfferAt[booking.rideId!]! - booking.sentAt)
      .sort((a, b) => a - b);
    const responseTimes = booked.map((booking) => booking.respondedAt - booking.sentAt).sort((a, b) => a - b);
    const sentTimes = measured.map((booking) => booking.sentAt);
    const span = (Math.max(...sentTimes) - Math.min(...sentTimes)) / 1000;
    const lags = measured.map((booking) => booking.sentAt - booking.due).sort((a, b) => a - b);
    return {
      variant,
      databaseLabel: api.databaseLabel,
      liveLabel: api.liveLabel,
      setupSeconds,
      measured: measured.length,
      achievedRate: span > 0 ? (measured.length - 1) / span : 0,
      latencies,
      responseTimes,
      withoutOffer: booked.length - latencies.length,
      failed: measured.length - booked.length,
      failures,
      missedSlots,
      scheduleLagP99: percentile(lags, 0.99),
      offersPerRide:
        offers.offersSeen / Math.max(1, bookings.filter((booking) => booking.rideId !== undefined).length),
      crossCityOffers,
      offersSeen: offers.offersSeen,
      cancelFailures,
      apiMode: api.mode,
      apiCpu: apiSeconds > 0 ? (endStats.cpuMicros - startStats.cpuMicros) / 1e6 / apiSeconds : Number.NaN,
      apiLoopBusy:
        (endStats.loop.active - startStats.loop.active) /
        (endStats.loop.active + endStats.loop.idle - startStats.loop.active - startStats.loop.idle),
      loadAtStart,
    };
  } finally {
    client.close();
    await api.close();
  }
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(1)} ms`);

function report(options: Options, results: Result[]): string {
  const rows = results.map((result) => {
    const p99 = percentile(result.latencies, 0.99);
    const isClean =
      result.withoutOffer === 0 &&
      result.failed === 0 &&
      result.missedSlots === 0 &&
      result.crossCityOffers === 0;
    const met = p99 <= TARGET_P99_MS && result.achievedRate >= TARGET_RATE * 0.95 && isClean;
    const verdict =
      options.rate < TARGET_RATE ? `not measured (${options.rate}/s asked)` : met ? 'met' : '**missed**';
    return (
      `| ${result.variant.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${result.variant.live === 'redis' ? 'Redis' : 'memory'} | ` +
      `${thousands(result.measured)} | ${result.achievedRate.toFixed(1)}/s | ${ms(percentile(result.latencies, 0.5))} | ` +
      `${ms(percentile(result.latencies, 0.9))} | **${ms(p99)}** | ${ms(result.latencies.at(-1) ?? Number.NaN)} | ` +
      `${ms(percentile(result.responseTimes, 0.5))} / ${ms(percentile(result.responseTimes, 0.99))} | ` +
      `${result.withoutOffer + result.failed} | ${thousands(result.crossCityOffers)} of ${thousands(result.offersSeen)} | ${verdict} |`
    );
  });
  const notes = results.flatMap((result) => {
    const name = `${result.variant.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} + ${result.variant.live}`;
    const lines = [
      `${name}: ${result.databaseLabel}, live adapters ${result.liveLabel}; API ${result.apiMode}, ` +
        `${result.apiCpu.toFixed(2)} cores of CPU, event loop ${Math.round(result.apiLoopBusy * 100)}% busy; set-up ${result.setupSeconds.toFixed(1)} s; ` +
        `${result.offersPerRide.toFixed(1)} offers per ride; p99 lag of a request behind its schedule ${ms(result.scheduleLagP99)}; ` +
        `load average ${result.loadAtStart.toFixed(1)} at its start` +
        `${result.missedSlots > 0 ? `; **${thousands(result.missedSlots)} slots missed (no rider free)**` : ''}` +
        `${result.cancelFailures > 0 ? `; ${thousands(result.cancelFailures)} cancels failed` : ''}.`,
    ];
    if (result.failures.length > 0) lines.push(`  First failures: ${result.failures.join('; ')}`);
    return lines;
  });
  return [
    `${thousands(options.drivers)} drivers online and available in two cities' geo indexes, half spread over ~11 × 11 km of ` +
      `San Francisco and half over ~12 × 10 km of London; ${thousands(options.riders)} signed-in riders, half in each city, ` +
      `book 1-6 km trips in their city at a steady ${options.rate} requests/s for ${options.seconds} s ` +
      `(after a ${WARM_UP_SECONDS} s warm-up), each booking preceded by its quote and followed by a cancel ` +
      `(~${options.rate * 3} API calls/s in all). Latency: from just before POST /api/rides is sent to the first \`offer.new\` ` +
      "of that ride on a driver's channel of the event bus (what the driver's socket forwards); dispatch settings are the defaults. " +
      "Cross-city offers: offers of a ride that reached a driver of the other city, over the whole run (must be 0: dispatch asks only the ride's city's index).",
    '',
    '| database | locator and bus | requests measured | achieved rate | offer p50 | offer p90 | offer p99 | offer max | booking response p50 / p99 | without offer or failed | cross-city offers | target p99 <= 50 ms at 100/s, no cross-city offer |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...notes,
    options.inProcess
      ? "The riders' HTTP client runs in the API process and shares its event loop: the figures include that cost."
      : "The riders' HTTP client is a separate process; the offer is timed inside the API process (both clocks are " +
        "the system clock). Load generator, API, PostgreSQL and Redis share the machine's cores.",
    '',
    machineLine(),
  ].join('\n');
}

/** One configuration in a fresh benchmark process (with the same options), for --all. */
function runInFreshProcess(argv: string[], variant: Variant): Promise<Result> {
  const own = argv.filter(
    (value) =>
      !['--all', '--write', '--postgres', '--redis'].includes(value) && !value.startsWith(VARIANT_FLAG),
  );
  const child = fork(import.meta.filename, [...own, `${VARIANT_FLAG}${variant.database}+${variant.live}`], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let result: Result | undefined;
    child.on('message', (message: Result) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (result !== undefined) resolve(result);
      else
        reject(
          new Error(`The ${variant.database} + ${variant.live} run exited (code ${code}) without a result`),
        );
    });
  });
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const options = parseOptions(argv);
  if (argv.some((value) => value.startsWith(VARIANT_FLAG)) && process.send !== undefined) {
    const result = await run(options, options.variants[0]!);
    // The IPC channel keeps this process alive: let go of it once the result is on its way.
    process.send(result, () => process.disconnect());
    return;
  }
  const results: Result[] = [];
  for (const [index, variant] of options.variants.entries()) {
    if (options.variants.length === 1) {
      results.push(await run(options, variant));
      continue;
    }
    if (index > 0) await sleep(SETTLE_SECONDS * 1000);
    results.push(await runInFreshProcess(argv, variant));
  }
  const output = report(options, results);
  console.log(output);
  const crossCity = results.reduce((sum, result) => sum + result.crossCityOffers, 0);
  if (crossCity > 0) {
    console.error(
      `${crossCity} offers reached a driver of another city than the ride's: dispatch must not do that.`,
    );
    process.exitCode = 1;
  }
  if (
    options.write &&
    !writeBenchmarkSection(
      'dispatch-latency',
      `pnpm --filter @ridebook/bench bench:dispatch ${process.argv.slice(2).join(' ')}`,
      output,
    )
  )
    process.exitCode = 1;
}

if (import.meta.filename === process.argv[1]) await main();
