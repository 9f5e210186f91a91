// Prints how many driver GPS fixes one API process ingests per second over the WebSocket (/api/ws): approved,
// online drivers each hold several authenticated sockets (rb_access cookie of a real session), and every socket
// sends a fix every --interval-ms (the API drops a fix closer than 500 ms to the previous one of the same
// socket, so the rate comes from many sockets, not fast ones). "Ingested" is counted inside the API: completed
// `locator.updatePosition` calls. Target: >= 50,000 updates/s.
// By default the API runs in a child process, so the load generator (this process) does not share its event
// loop; the two still share the machine's cores. --in-process runs both in one process.
// --bare first runs the very same load (sockets, frames, rate, child process, CPU accounting) against a bare `ws`
// server on node:http that only counts messages through `ws`'s own receiver: what one WebSocket frame per fix costs
// on this machine through `ws` alone, printed beside the API's figure (the API reads a fix's frame beside that
// receiver, decision 036).
// Targets: >= 50,000 updates/s in one process; at most 15 µs of API CPU per fix (issue #27).
// Usage: node tooling/bench/realtime-positions.ts [--write] [--in-process] [--bare] [--drivers=N] [--sockets=N]
//        [--seconds=N] [--interval-ms=N] [--profile=DIR]
//   --write        updates docs/benchmarks.md
//   --bare         also measures a bare `ws` server (in a child process), before the API
//   --profile=DIR  a CPU profile of the API process over the measured window, written to
//                  DIR/positions.cpuprofile (and of the bare server, DIR/positions-bare.cpuprofile, with --bare;
//                  open them in Chrome DevTools; profiling slows the server)
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';
import { forkChildServer, serveParent } from './support/child-server.ts';
import { CPU_PROFILER, cpuProfileOperations } from './support/cpu-profile.ts';
import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { seededRandom } from '@ridebook/api/bench';
import { offsetMeters, toRadians } from '@ridebook/validation/geo';
import {
  currentStats,
  inParallel,
  machineLine,
  startChildApi,
  startInProcessApi,
  type ApiServer,
  type ApiStats,
} from './support/api-process.ts';

export const TARGET_UPDATES_PER_SECOND = 50_000;
/** Issue #27: API CPU per fix, about 66,000 fixes/s per core. */
const TARGET_MICROS_PER_FIX = 15;
/** The API's own floor between two fixes of one socket (realtime.routes.ts). */
const SERVER_MIN_INTERVAL_MS = 500;
const TICK_MS = 10;
const WARM_UP_MS = 2_000;
/** Every process may hold this many open files (`ulimit -n`); each socket is one in each process holding it. */
const FILE_LIMIT = openFileLimit();
const RESERVED_FILES = 200;

/**
 * This process's `ulimit -n` (soft "Max open files" in /proc/self/limits), 20,000 where it cannot be read. Raise it
 * for a bigger run, e.g. `prlimit --nofile=100000:100000 node tooling/bench/realtime-positions.ts --sockets=32000`.
 */
function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) && soft > 0 ? soft : 20_000;
  } catch {
    return 20_000;
  }
}
const CENTER = { lat: 37.7749, lng: -122.4194 };
const CITY_METERS = 12_000;

type Options = {
  drivers: number;
  sockets: number;
  seconds: number;
  intervalMs: number;
  inProcess: boolean;
  bare: boolean;
  write: boolean;
  profileDir: string | undefined;
};

function parseOptions(argv: string[]): Options {
  const number = (name: string, fallback: number) => {
    const argument = argv.find((value) => value.startsWith(`--${name}=`));
    if (argument === undefined) return fallback;
    const value = Number(argument.slice(name.length + 3));
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  const inProcess = argv.includes('--in-process');
  const options: Options = {
    drivers: number('drivers', 2_000),
    // One socket is a file in the load generator and one in the API: in one process they share the limit.
    // Opening a socket costs the API three database reads (~400 sockets/s on PGlite): this keeps the run ~1.5 min.
    sockets: number('sockets', inProcess ? 9_000 : 18_000),
    seconds: number('seconds', 10),
    intervalMs: number('interval-ms', 600),
    inProcess,
    bare: argv.includes('--bare'),
    write: argv.includes('--write'),
    profileDir: argv.find((value) => value.startsWith('--profile='))?.slice('--profile='.length),
  };
  const maxSockets = Math.floor((FILE_LIMIT - RESERVED_FILES) / (inProcess ? 2 : 1));
  if (options.sockets > maxSockets) {
    throw new Error(
      `--sockets=${options.sockets} is over what ulimit -n ${FILE_LIMIT} allows here (${maxSockets}).`,
    );
  }
  if (options.bare && inProcess)
    throw new Error('--bare measures a child process: run it without --in-process.');
  if (options.intervalMs < SERVER_MIN_INTERVAL_MS + 20) {
    throw new Error(
      `--interval-ms must be at least ${SERVER_MIN_INTERVAL_MS + 20}: the API drops fixes closer than ${SERVER_MIN_INTERVAL_MS} ms.`,
    );
  }
  return options;
}

// Reset for each server measured, so that each gets the very same frames.
let random = seededRandom(7);

function pointInCity() {
  return offsetMeters(CENTER, (random() - 0.5) * CITY_METERS, (random() - 0.5) * CITY_METERS);
}

/** One phone: its socket, where it is, when it last sent. */
type SimSocket = {
  ws: WebSocket;
  lat: number;
  lng: number;
  heading: number;
  lastSentAt: number;
  queued: boolean;
};

function openSocket(url: string, cookie: string, start: { lat: number; lng: number }): Promise<SimSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { cookie }, perMessageDeflate: false });
    const fail = (error: Error) => {
      ws.terminate();
      reject(error);
    };
    ws.once('error', fail);
    ws.once('close', (code) => reject(new Error(`socket closed before ready (code ${code})`)));
    ws.once('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string };
      if (message.type !== 'ready') {
        fail(new Error(`first message was ${data.toString()}`));
        return;
      }
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      resolve({
        ws,
        ...start,
        heading: Math.floor(random() * 360),
        lastSentAt: Number.NEGATIVE_INFINITY,
        queued: false,
      });
    });
  });
}

/** Moves the phone ~8 m and sends the fix. */
function sendFix(socket: SimSocket, now: number): void {
  socket.heading = (socket.heading + (random() - 0.5) * 30 + 360) % 360;
  const radians = toRadians(socket.heading);
  Object.assign(socket, offsetMeters(socket, 8 * Math.cos(radians), 8 * Math.sin(radians)));
  socket.lastSentAt = now;
  socket.ws.send(
    JSON.stringify({
      type: 'position',
      position: {
        lat: socket.lat,
        lng: socket.lng,
        accuracy: 5,
        heading: Math.round(socket.heading),
        speed: 8,
      },
    }),
  );
}

/**
 * Every socket sends one fix per `intervalMs`, starts spread evenly over the first interval. A socket whose slot
 * comes while its last fix is younger than `intervalMs` (a late timer) waits, so no socket ever sends faster.
 */
function startSending(sockets: SimSocket[], intervalMs: number) {
  const slots = Math.max(1, Math.round(intervalMs / TICK_MS));
  const members: SimSocket[][] = Array.from({ length: slots }, () => []);
  sockets.forEach((socket, i) => members[i % slots]!.push(socket));
  const startedAt = performance.now();
  let processedTick = -1;
  let queue: SimSocket[] = [];
  let sent = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const tick = Math.floor((now - startedAt) / TICK_MS);
    while (processedTick < tick) {
      processedTick += 1;
      for (const socket of members[processedTick % slots]!) {
        if (!socket.queued) {
          socket.queued = true;
          queue.push(socket);
        }
      }
    }
    const waiting: SimSocket[] = [];
    for (const socket of queue) {
      if (now - socket.lastSentAt >= intervalMs && socket.ws.readyState === WebSocket.OPEN) {
        socket.queued = false;
        sendFix(socket, now);
        sent += 1;
      } else if (socket.ws.readyState === WebSocket.OPEN) {
        waiting.push(socket);
      }
    }
    queue = waiting;
  }, TICK_MS);
  return {
    sent: () => sent,
    stop: () => clearInterval(timer),
  };
}

/** The process that runs the bare `ws` server: `node realtime-positions.ts --bare-ws-child`. */
const BARE_CHILD_FLAG = '--bare-ws-child';
/** The API's socket options (app.ts: no compression, `ws`'s default, and 16 KiB frames at most). */
const BARE_SOCKET_OPTIONS = { maxPayload: 16 * 1024, perMessageDeflate: false };

type BareRequest = { op: 'stats' | 'close' | 'call'; operation?: string; input?: unknown };

/**
 * The bare `ws` server: `ws` on a plain node:http server, answering each socket with the `ready` message the load
 * generator waits for, then only counting messages (no authentication, no reading of the frame's text). It
 * answers the same `stats` and profiling requests as the API's child process.
 */
async function runBareChild(): Promise<void> {
  await serveParent<{ port: number }, BareRequest>(
    async () => {
      const server = http.createServer();
      const sockets = new WebSocketServer({ server, path: '/api/ws', ...BARE_SOCKET_OPTIONS });
      let messages = 0;
      sockets.on('connection', (socket) => {
        socket.on('message', () => {
          messages += 1;
        });
        socket.send('{"type":"ready"}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const operations = cpuProfileOperations();
      return {
        ready: { port: (server.address() as AddressInfo).port },
        handle: async (request) => {
          if (request.op === 'stats') return currentStats(messages);
          if (request.op === 'close') return null;
          const operation = operations[request.operation ?? ''];
          if (operation === undefined) throw new Error(`No operation "${request.operation}"`);
          return operation(request.input as never);
        },
        onOrphaned: async () => undefined,
      };
    },
    (request) => request.op === 'close',
  );
}

/** The bare `ws` server in a child process, behind the interface the API's child process has. */
async function startBareServer(): Promise<ApiServer> {
  const child = await forkChildServer<{ port: number }, BareRequest>(import.meta.filename, BARE_CHILD_FLAG);
  const { port } = child.ready;
  return {
    mode: 'child process',
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    databaseLabel: 'no database',
    liveLabel: 'none',
    // Nobody signs in: the sockets only need as many (unused) cookies as the API's run has drivers.
    seedAccounts: async ({ count }) =>
      Array.from({ length: count }, (_, i) => ({ id: `bare-${i}`, email: '', cookie: 'rb_bare=1' })),
    stats: () => child.request<ApiStats>({ op: 'stats' }),
    call: <T>(operation: string, input?: unknown) => child.request<T>({ op: 'call', operation, input }),
    close: () => child.close({ op: 'close' }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one run measured: the API, or the bare `ws` server. */
type Server = 'api' | 'bare';

type Result = {
  options: Options;
  server: Server;
  api: Pick<ApiServer, 'mode' | 'databaseLabel'>;
  setupSeconds: number;
  socketsPerSecond: number;
  windowSeconds: number;
  sent: number;
  ingested: number;
  sentTotal: number;
  ingestedTotal: number;
  apiCpu: number;
  apiLoopBusy: number;
  apiRssBytes: number;
  generatorCpu: number;
  serverErrors: number;
};

async function run(options: Options, server: Server): Promise<Result> {
  random = seededRandom(7);
  const setupStartedAt = performance.now();
  // Each simulated driver holds several sockets (accounts are the slow part of the set-up); the API's per-user cap
  // (WS_MAX_SOCKETS_PER_USER, 5 by default) would close the oldest of them, so it is raised to what the run opens.
  const apiOptions = {
    env: { WS_MAX_SOCKETS_PER_USER: String(Math.ceil(options.sockets / options.drivers)) },
  };
  const api =
    server === 'bare'
      ? await startBareServer()
      : options.inProcess
        ? await startInProcessApi(apiOptions, cpuProfileOperations)
        : await startChildApi(apiOptions, CPU_PROFILER);
  const sockets: SimSocket[] = [];
  try {
    // Approved, signed in and online (an open online period: what the socket's driver state reads).
    const drivers = await api.seedAccounts({ role: 'driver', count: options.drivers, online: true });
    const starts = drivers.map(pointInCity);
    const setupSeconds = (performance.now() - setupStartedAt) / 1000;

    const url = `${api.baseUrl.replace('http', 'ws')}/api/ws`;
    const openedAt = performance.now();
    const indexes = Array.from({ length: options.sockets }, (_, i) => i);
    await inParallel(indexes, 200, async (i) => {
      const socket = await openSocket(url, drivers[i % drivers.length]!.cookie, starts[i % drivers.length]!);
      sockets.push(socket);
    });
    const socketsPerSecond = options.sockets / ((performance.now() - openedAt) / 1000);
    let serverErrors = 0;
    for (const socket of sockets) {
      socket.ws.on('message', (data: Buffer) => {
        if (data.includes('"type":"error"')) serverErrors += 1;
      });
    }

    const before = await api.stats();
    const sender = startSending(sockets, options.intervalMs);
    await sleep(WARM_UP_MS);
    const windowStart: { stats: ApiStats; sent: number; at: number; cpu: NodeJS.CpuUsage } = {
      stats: await api.stats(),
      sent: sender.sent(),
      at: performance.now(),
      cpu: process.cpuUsage(),
    };
    if (options.profileDir !== undefined) await api.call('startProfile');
    await sleep(options.seconds * 1000);
    const windowEnd = {
      stats: await api.stats(),
      sent: sender.sent(),
      at: performance.now(),
      cpu: process.cpuUsage(windowStart.cpu),
    };
    sender.stop();
    if (options.profileDir !== undefined) {
      const file = path.resolve(
        options.profileDir,
        server === 'bare' ? 'positions-bare.cpuprofile' : 'positions.cpuprofile',
      );
      await api.call('stopProfile', { file });
      console.error(
        `CPU profile of the ${server === 'bare' ? 'bare ws server' : 'API'} over the measured window: ${file}`,
      );
    }
    // Let the API finish what is in flight, then compare everything sent with everything ingested.
    let drained = windowEnd.stats;
    for (let i = 0; i < 50; i++) {
      await sleep(200);
      const next = await api.stats();
      const isIdle = next.positionsIngested === drained.positionsIngested;
      drained = next;
      if (isIdle) break;
    }

    const apiSeconds = (windowEnd.stats.at - windowStart.stats.at) / 1000;
    const busy = (stats: ApiStats) => stats.loop.active;
    const total = (stats: ApiStats) => stats.loop.active + stats.loop.idle;
    return {
      options,
      server,
      api,
      setupSeconds,
      socketsPerSecond,
      windowSeconds: apiSeconds,
      sent: windowEnd.sent - windowStart.sent,
      ingested: windowEnd.stats.positionsIngested - windowStart.stats.positionsIngested,
      sentTotal: sender.sent(),
      ingestedTotal: drained.positionsIngested - before.positionsIngested,
      apiCpu: (windowEnd.stats.cpuMicros - windowStart.stats.cpuMicros) / 1e6 / apiSeconds,
      apiLoopBusy:
        (busy(windowEnd.stats) - busy(windowStart.stats)) /
        (total(windowEnd.stats) - total(windowStart.stats)),
      apiRssBytes: windowEnd.stats.rssBytes,
      generatorCpu:
        (windowEnd.cpu.user + windowEnd.cpu.system) / 1e6 / ((windowEnd.at - windowStart.at) / 1000),
      serverErrors,
    };
  } finally {
    for (const socket of sockets) socket.ws.terminate();
    await api.close();
  }
}

const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** CPU time per counted message; in process it includes the load generator's share. */
const cpuPerUpdate = (result: Result) =>
  (result.apiCpu * 1e6) / Math.max(1, result.ingested / result.windowSeconds);

function tableRow(result: Result, label: string): string {
  const { options } = result;
  return (
    `| ${label} | ${thousands(options.drivers)} | ${thousands(options.sockets)} | ${result.windowSeconds.toFixed(1)} s | ` +
    `${thousands(result.sent)} | ${thousands(result.ingested)} | **${thousands(result.ingested / result.windowSeconds)}** | ` +
    `${result.apiCpu.toFixed(2)} | ${cpuPerUpdate(result).toFixed(1)} µs | ${percent(result.apiLoopBusy)} | ` +
    `${thousands(result.apiRssBytes / 1024 / 1024)} MB |`
  );
}

/** The API's result, and the bare `ws` server's before it when --bare measured one. */
function report(result: Result, bare: Result | undefined): string {
  const { options } = result;
  const rate = result.ingested / result.windowSeconds;
  const isInProcess = options.inProcess;
  const lost = result.sentTotal - result.ingestedTotal;
  const offered = (options.sockets * 1000) / options.intervalMs;
  const sentRate = result.sent / result.windowSeconds;
  const apiMicros = cpuPerUpdate(result);
  const keptUp = result.ingested >= result.sent * 0.98;
  const ceiling = isInProcess
    ? "run without --in-process for the API's own CPU cost per update"
    : `at ${apiMicros.toFixed(0)} µs of API CPU per update one fully used core would ingest ~${thousands(1e6 / apiMicros)}/s (an extrapolation)`;
  const verdict =
    rate >= TARGET_UPDATES_PER_SECOND
      ? 'met'
      : `**missed**: ${thousands(rate)}/s ingested while ${thousands(sentRate)}/s were sent (` +
        (keptUp
          ? 'all of them: the offered load, bounded by the sockets one process may hold under `ulimit -n` 20,000 and by the 2 cores the load generator shares, is below the target'
          : `${Math.round((100 * result.ingested) / Math.max(1, result.sent))}% of them`) +
        `); ${ceiling}`;
  const beside =
    bare === undefined
      ? []
      : [
          `Beside it (--bare): the same sockets, frames and rate against a bare \`ws\` server on node:http that only ` +
            `counts messages through \`ws\`'s own receiver (no sign-in, no reading of the frame), in a child process ` +
            `measured the same way: ${cpuPerUpdate(bare).toFixed(1)} µs of CPU per message. The API, which reads a ` +
            `fix's frame beside that receiver (decision 036): ${apiMicros.toFixed(1)} µs per fix, ` +
            `${(apiMicros / cpuPerUpdate(bare)).toFixed(2)}× the bare server's. ` +
            `${thousands(bare.serverErrors)} unexpected messages from the bare server.`,
          '',
        ];
  const cpuVerdict = isInProcess
    ? 'not measured in process'
    : `${apiMicros.toFixed(1)} µs: ${apiMicros <= TARGET_MICROS_PER_FIX ? 'met' : '**missed**'}`;
  return [
    `${thousands(options.drivers)} approved drivers, signed in and online, ` +
      `${thousands(options.sockets)} WebSockets (${(options.sockets / options.drivers).toFixed(0)} per driver), ` +
      `each sending one fix every ${options.intervalMs} ms (the API drops fixes closer than ${SERVER_MIN_INTERVAL_MS} ms per socket): ` +
      `an offered load of ${thousands(offered)} fixes/s, measured for ${result.windowSeconds.toFixed(1)} s ` +
      `after a ${WARM_UP_MS / 1000} s warm-up. Ingested = completed \`locator.updatePosition\` calls inside the API ` +
      `(memory locator, ${result.api.databaseLabel})${bare === undefined ? '' : ', or messages counted by the bare server'}.`,
    '',
    '| server (runs in) | drivers | sockets | measured | updates sent | updates ingested | ingested/s | server CPU (cores) | server CPU per update | server event loop busy | server RSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...(bare === undefined ? [] : [tableRow(bare, `bare \`ws\`, its own receiver (${bare.api.mode})`)]),
    tableRow(result, `API (${result.api.mode})`),
    '',
    ...beside,
    `Target: >= ${thousands(TARGET_UPDATES_PER_SECOND)} updates/s in one process: ${verdict}. ` +
      `Over the whole run ${thousands(result.sentTotal)} fixes were sent and ${thousands(result.ingestedTotal)} ingested` +
      `${lost > 0 ? ` (${thousands(lost)} not ingested: fixes that queued behind others reach the API closer than 500 ms apart and are dropped)` : ''}; ` +
      `${thousands(result.serverErrors)} error messages from the API.`,
    `Target: at most ${TARGET_MICROS_PER_FIX} µs of API CPU per fix (issue #27): ${cpuVerdict}.`,
    (isInProcess
      ? 'The load generator runs inside the API process (one event loop): the CPU figures are of both together; '
      : `The load generator is a separate process on the same machine and used ${result.generatorCpu.toFixed(2)} cores itself` +
        `${bare === undefined ? '' : ` (${bare.generatorCpu.toFixed(2)} against the bare server)`}; `) +
      `opening the sockets (upgrade, cookie check, driver state) ran at ${thousands(result.socketsPerSecond)} sockets/s; ` +
      `starting the API and creating the accounts took ${result.setupSeconds.toFixed(1)} s.`,
    '',
    machineLine(),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // The bare server first: the API's run, the longer one, then starts on a machine that run has left idle.
  const bare = options.bare ? await run(options, 'bare') : undefined;
  const output = report(await run(options, 'api'), bare);
  console.log(output);
  if (
    options.write &&
    !writeBenchmarkSection(
      'realtime-positions',
      'pnpm --filter @ridebook/bench bench:positions --write',
      output,
    )
  )
    process.exitCode = 1;
}

if (import.meta.filename === process.argv[1]) {
  if (process.argv.includes(BARE_CHILD_FLAG)) await runBareChild();
  else await main();
}
