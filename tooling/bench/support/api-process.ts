// The RideBook API as the benchmarks run it: the real `buildApp` on a fresh database, listening on 127.0.0.1 on a
// free port, either in the benchmark's own process (the benchmark can reach `app.live`) or in a child process of
// its own (the load generator then does not share the API's event loop), optionally with benchmark code running
// inside it (ApiExtension). Also: accounts created in bulk with sessions, a light HTTP client, and the clean-up of
// the temporary PGlite folder, PostgreSQL database and Redis keys.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  buildApp,
  type App,
  loadEnv,
  openDatabase,
  openPostgres,
  type Database,
  type DatabaseHandle,
  driverOnlinePeriods,
  DEMO_CITY,
  driverProfiles,
  sessions,
  users,
  createAccessTokens,
  type AccessTokens,
  ACCESS_COOKIE,
  createLiveAdapters,
  closeRedis,
  connectRedis,
  hashPassword,
  STORED_AT_ONCE,
} from '@ridebook/api/bench';
import { forkChildServer, serveParent } from './child-server.ts';

/** The password of every benchmark account (hashed once: argon2 per account would dominate the set-up). */
export const BENCH_PASSWORD = 'BenchPassword1';
export const DEFAULT_POSTGRES_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A production-like API without web apps, demo data, simulated drivers, dispatch sweep or log output. */
const BENCH_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
  SERVE_APPS: 'false',
  SIMULATED_DRIVERS: '0',
  DISPATCH_INTERVAL_MS: '0',
  // Required in production (decision 015): links are never built from a request; no proxy in front.
  PUBLIC_SITE_URL: 'http://127.0.0.1',
  TRUST_PROXY: '0',
};

export type ApiOptions = {
  /** PGlite in a temporary folder, or a fresh database `ridebook_bench_<pid>` on this PostgreSQL server. */
  database?: { kind: 'pglite' } | { kind: 'postgres'; serverUrl: string };
  /** The in-process geo index and bus, or the Redis adapters under the key prefix `rb:bench:<pid>:`. */
  live?: { kind: 'memory' } | { kind: 'redis'; url: string };
  /** Extra environment variables for loadEnv. */
  env?: Record<string, string>;
};

export type SeedInput = {
  role: 'rider' | 'driver';
  count: number;
  /** Approved drivers with an open online period (what PUT /api/driver/availability opens) when true. */
  online?: boolean;
  /** The drivers' city; the demo city (San Francisco) when absent. */
  cityId?: string;
};
/**
 * `cookie` is the `rb_access=...` Cookie header of a session created the way POST /api/auth/login creates one
 * (a `sessions` row and an access token signed with the API's key), without an argon2 check per account: on two
 * busy cores sign-in runs at ~35 accounts/s, which would make the set-up longer than the measurement.
 */
export type SeededAccount = { id: string; email: string; cookie: string };

/** Cumulative figures of the API process; diff two of them to get a window's rates. */
export type ApiStats = {
  /** Completed `locator.updatePosition` calls: GPS fixes the API ingested (socket, HTTP and going online). */
  positionsIngested: number;
  rssBytes: number;
  /** process.cpuUsage() of the API process, in microseconds (user + system). */
  cpuMicros: number;
  /** performance.eventLoopUtilization() of the API process. */
  loop: { idle: number; active: number };
  /** Epoch ms (sub-millisecond) when the API process took these figures: a busy child answers late. */
  at: number;
};

/**
 * Work a benchmark runs inside the API process (e.g. watching the event bus): `module` (a file path) exports
 * `name`, a function of the in-process API returning named operations; `ApiServer.call` runs them there.
 */
export type ApiExtension = { module: string; name: string };
export type ExtensionOperations = Record<string, (input: never) => Promise<unknown>>;

export type ApiServer = {
  mode: 'in-process' | 'child process';
  baseUrl: string;
  port: number;
  pid: number;
  databaseLabel: string;
  liveLabel: string;
  seedAccounts(input: SeedInput): Promise<SeededAccount[]>;
  stats(): Promise<ApiStats>;
  /** Runs an operation of the extension inside the API process (input and result travel as JSON). */
  call<T>(operation: string, input?: unknown): Promise<T>;
  /** Closes the API and removes what it created (PGlite folder, PostgreSQL database, Redis keys). */
  close(): Promise<void>;
};

export type InProcessApi = ApiServer & { app: App; database: DatabaseHandle };

type OpenedDatabase = { handle: DatabaseHandle; label: string; cleanup(): Promise<void> };

async function openBenchDatabase(choice: NonNullable<ApiOptions['database']>): Promise<OpenedDatabase> {
  if (choice.kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ridebook-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    return {
      handle,
      label: 'PGlite (in process, temporary folder)',
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `ridebook_bench_${process.pid}`;
  const admin = await openPostgres(choice.serverUrl);
  const version = (await admin.db.execute<{ server_version?: string }>('show server_version')) as {
    rows: Array<{ server_version?: string }>;
  };
  await admin.db.execute(`drop database if exists ${name} with (force)`);
  await admin.db.execute(`create database ${name}`);
  const url = new URL(choice.serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    const shown = version.rows[0]?.server_version?.split(' ')[0] ?? '';
    return {
      handle,
      label: `PostgreSQL ${shown} at ${url.host} (the API's pool of 10 connections)`,
      cleanup: async () => {
        await admin.db.execute(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  } catch (error) {
    await admin.db.execute(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.close();
    throw error;
  }
}

/** Deletes every Redis key under `prefix` (the bus channels are not keys and vanish with the connections). */
async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = await connectRedis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await closeRedis(redis);
  }
}

/** Creates accounts in bulk, all with BENCH_PASSWORD; drivers are approved (and online when asked). */
export async function seedAccounts(
  db: Database,
  accessTokens: AccessTokens,
  input: SeedInput,
): Promise<SeededAccount[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const stamp = `${process.pid}.${Date.now().toString(36)}`;
  const created: SeededAccount[] = [];
  const now = new Date();
  for (let from = 0; from < input.count; from += 500) {
    const rows = Array.from({ length: Math.min(500, input.count - from) }, (_, i) => ({
      name: `Bench ${input.role} ${from + i + 1}`,
      email: `bench-${input.role}-${from + i + 1}.${stamp}@example.com`,
      phone: '+1 (555) 010-0001',
      role: input.role,
      passwordHash,
    }));
    const inserted = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
    if (input.role === 'driver') {
      await db.insert(driverProfiles).values(
        inserted.map(({ id }) => ({
          userId: id,
          vehicleModel: 'Toyota Prius',
          vehiclePlate: 'BENCH-1',
          cityId: input.cityId ?? DEMO_CITY.id,
          approvalStatus: 'approved' as const,
        })),
      );
      if (input.online === true) {
        await db
          .insert(driverOnlinePeriods)
          .values(inserted.map(({ id }) => ({ driverId: id, startedAt: now })));
      }
    }
    const started = await db
      .insert(sessions)
      .values(
        inserted.map(({ id }) => ({
          userId: id,
          isPersistent: false,
          userAgent: 'ridebook-bench',
          ipAddress: '127.0.0.1',
          createdAt: now,
          lastUsedAt: now,
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    const sessionOf = new Map(started.map((session) => [session.userId, session.id]));
    for (const { id, email } of inserted) {
      const token = await accessTokens.sign({ userId: id, role: input.role, sessionId: sessionOf.get(id)! });
      created.push({ id, email, cookie: `${ACCESS_COOKIE}=${token}` });
    }
  }
  return created;
}

/** This process's figures, with `positionsIngested` as counted by the caller. */
export function currentStats(positionsIngested: number): ApiStats {
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  return {
    positionsIngested,
    rssBytes: process.memoryUsage().rss,
    cpuMicros: cpu.user + cpu.system,
    loop: { idle: loop.idle, active: loop.active },
    at: epochNow(),
  };
}

/** In process, the function itself may be given (a module cannot import itself while it is still loading). */
type ExtensionSource = ApiExtension | ((api: InProcessApi) => ExtensionOperations);

async function loadExtension(
  api: InProcessApi,
  extension: ExtensionSource | undefined,
): Promise<ExtensionOperations> {
  if (extension === undefined) return {};
  if (typeof extension === 'function') return extension(api);
  const loaded = (await import(extension.module)) as Record<string, unknown>;
  const create = loaded[extension.name];
  if (typeof create !== 'function')
    throw new Error(`${extension.module} exports no function ${extension.name}`);
  return (create as (api: InProcessApi) => ExtensionOperations)(api);
}

/** The API in this process. `app.live` is the real locator and bus, for benchmarks that observe them. */
export async function startInProcessApi(
  options: ApiOptions = {},
  extension?: ExtensionSource,
): Promise<InProcessApi> {
  // A known signing key, so the accounts seeded here get access tokens the API accepts.
  const env = loadEnv({ ...BENCH_ENV, JWT_SECRET: randomBytes(32).toString('hex'), ...options.env });
  const accessTokens = createAccessTokens({
    secret: env.JWT_SECRET!,
    ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  });
  const liveChoice = options.live ?? { kind: 'memory' };
  const opened = await openBenchDatabase(options.database ?? { kind: 'pglite' });
  const keyPrefix = `rb:bench:${process.pid}:`;
  let app: App;
  try {
    const live = await createLiveAdapters(
      liveChoice.kind === 'redis' ? { redisUrl: liveChoice.url, keyPrefix } : {},
    );
    app = await buildApp({ env, database: opened.handle, logger: false, live });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await opened.handle.close().catch(() => undefined);
    await opened.cleanup().catch(() => undefined);
    if (liveChoice.kind === 'redis') await deleteRedisKeys(liveChoice.url, keyPrefix).catch(() => undefined);
    throw error;
  }

  // Counts GPS fixes the API ingested. The drivers service reads the method off this object on each fix.
  let positionsIngested = 0;
  // The bench's drivers and rides are in the demo city: its geo index.
  const locator = app.live.locators.forCity(DEMO_CITY.id);
  const updatePosition = locator.updatePosition.bind(locator);
  // A fix stored at once is counted at once, so the count adds no promise to the API's own per fix.
  locator.updatePosition = (position) => {
    const stored = updatePosition(position);
    if (stored === STORED_AT_ONCE) {
      positionsIngested += 1;
      return stored;
    }
    return stored.then(() => {
      positionsIngested += 1;
    });
  };

  const { port } = app.server.address() as AddressInfo;
  let closed = false;
  let operations: ExtensionOperations = {};
  const api: InProcessApi = {
    mode: 'in-process',
    app,
    database: opened.handle,
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: process.pid,
    databaseLabel: opened.label,
    liveLabel:
      liveChoice.kind === 'redis' ? `Redis at ${new URL(liveChoice.url).host}` : 'in process (memory)',
    seedAccounts: (input) => seedAccounts(opened.handle.db, accessTokens, input),
    stats: async () => currentStats(positionsIngested),
    call: async <T>(operation: string, input?: unknown) => {
      const run = operations[operation];
      if (run === undefined) throw new Error(`No API extension operation "${operation}"`);
      // A JSON round trip, as over IPC, so both modes behave the same.
      return JSON.parse(JSON.stringify((await run(input as never)) ?? null)) as T;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      // Closing the app closes the database and the live adapters (its onClose hooks).
      await app.close();
      await opened.cleanup();
      if (liveChoice.kind === 'redis') await deleteRedisKeys(liveChoice.url, keyPrefix);
    },
  };
  try {
    operations = await loadExtension(api, extension);
  } catch (error) {
    await api.close();
    throw error;
  }
  return api;
}

// The child process: `node support/api-process.ts --api-child` with BENCH_API_OPTIONS in its environment;
// it answers `{ op, input }` requests from its parent over IPC (support/child-server.ts).
const CHILD_FLAG = '--api-child';

type ChildRequest =
  | { op: 'seed'; input: SeedInput }
  | { op: 'stats' | 'close' }
  | { op: 'call'; operation: string; input: unknown };
type ChildReady = { port: number; databaseLabel: string; liveLabel: string };

async function runChild(): Promise<void> {
  await serveParent<ChildReady, ChildRequest>(
    async () => {
      const { options, extension } = JSON.parse(process.env.BENCH_API_OPTIONS ?? '{}') as {
        options?: ApiOptions;
        extension?: ApiExtension;
      };
      const api = await startInProcessApi(options, extension);
      return {
        ready: { port: api.port, databaseLabel: api.databaseLabel, liveLabel: api.liveLabel },
        handle: async (request) => {
          if (request.op === 'seed') return api.seedAccounts(request.input);
          if (request.op === 'stats') return api.stats();
          if (request.op === 'call') return api.call(request.operation, request.input);
          await api.close();
          return null;
        },
        // The parent went away without closing us: close what we hold.
        onOrphaned: () => api.close(),
      };
    },
    (request) => request.op === 'close',
  );
}

/** The API in a child process of its own (the same `buildApp`, database and adapters as in process). */
export async function startChildApi(options: ApiOptions = {}, extension?: ApiExtension): Promise<ApiServer> {
  const child = await forkChildServer<ChildReady, ChildRequest>(import.meta.filename, CHILD_FLAG, {
    ...process.env,
    BENCH_API_OPTIONS: JSON.stringify({ options, extension }),
  });
  const { port, databaseLabel, liveLabel } = child.ready;
  return {
    mode: 'child process',
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    databaseLabel,
    liveLabel,
    seedAccounts: (input) => child.request<SeededAccount[]>({ op: 'seed', input }),
    stats: () => child.request<ApiStats>({ op: 'stats' }),
    call: <T>(operation: string, input?: unknown) => child.request<T>({ op: 'call', operation, input }),
    close: () => child.close({ op: 'close' }),
  };
}

// HTTP: a keep-alive agent and small JSON helpers (lighter than fetch on a client sharing the CPU).

export type HttpResponse<T> = { status: number; body: T };

export function createHttpClient(baseUrl: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);

  function request<T = unknown>(
    method: string,
    url: string,
    body?: unknown,
    cookie?: string,
  ): Promise<HttpResponse<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path: url,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(cookie === undefined ? {} : { cookie }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch {
              // Not JSON: keep the text.
            }
            resolve({ status: response.statusCode ?? 0, body: parsed as T });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  return {
    request,
    post: <T = unknown>(url: string, body?: unknown, cookie?: string) =>
      request<T>('POST', url, body, cookie),
    put: <T = unknown>(url: string, body?: unknown, cookie?: string) => request<T>('PUT', url, body, cookie),
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** Runs `task` over `items`, `concurrency` at a time, in order of start. */
export async function inParallel<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Epoch milliseconds with sub-millisecond precision, comparable between the benchmark's processes. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** The machine line every benchmark prints (other load on the machine lowers the figures). */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB`;
  return (
    `Machine: ${cpu}, ${os.cpus().length} cores, ${memory} memory, Node ${process.version}, ${os.platform()} ${os.arch()}; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine lowers the figures).`
  );
}

/**
 * The document with the section between `<!-- name:start -->` and `<!-- name:end -->` replaced, or null when the
 * markers are missing.
 */

// Not awaited: a benchmark module imported as an extension imports this module, which must have finished loading.
if (process.argv.includes(CHILD_FLAG) && import.meta.filename === process.argv[1]) void runChild();
