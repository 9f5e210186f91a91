// Signed-in reads per second against a bare Fastify "hello world" in the same run (issue 27). Target: a signed-in
// `GET /api/user/me` answers at least half of bare Fastify's requests/s on PostgreSQL, a quarter on PGlite.
// Both servers run in child processes of their own in production mode; this process is the load generator
// (autocannon, 50 connections). Rounds alternate (bare, API, bare, API, ...) so that other work on a shared
// machine weighs on both alike; the ratio is the median of each round's API/bare ratio. A last API round runs under
// the CPU profiler (slower, not counted) and its top items by self time are printed.
// Usage: node tooling/bench/signed-in-reads.ts [--postgres] [--all] [--write] [--rounds=N] [--seconds=N]
//        [--connections=N] [--profile=DIR]
//   --postgres      PostgreSQL (a fresh database ridebook_bench_<pid> on POSTGRES_URL, default
//                   postgres://postgres@127.0.0.1:5432/test, dropped afterwards) instead of PGlite
//   --all           PGlite, then PostgreSQL
//   --write         updates the signed-in-reads section of docs/benchmarks.md with the rows of this run
//   --profile=DIR   also keeps the API's CPU profile as DIR/signed-in-reads-<database>.cpuprofile
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import {
  DEFAULT_POSTGRES_SERVER_URL,
  machineLine,
  startChildApi,
  type ApiOptions,
} from './support/api-process.ts';
import { CPU_PROFILER, topItems, type CpuProfile } from './support/cpu-profile.ts';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';

const TARGETS = { postgres: 0.5, pglite: 0.25 } as const;
const BARE_FLAG = '--bare-child';
const WARM_UP_SECONDS = 2;
const TOP_ITEMS = 8;

type DatabaseKind = 'pglite' | 'postgres';
type Options = {
  databases: DatabaseKind[];
  rounds: number;
  seconds: number;
  connections: number;
  write: boolean;
  profileDir: string | undefined;
};

function parseOptions(argv: string[]): Options {
  const number = (name: string, fallback: number) => {
    const value = argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
    return value === undefined ? fallback : Number(value);
  };
  return {
    databases: argv.includes('--all')
      ? ['pglite', 'postgres']
      : argv.includes('--postgres')
        ? ['postgres']
        : ['pglite'],
    rounds: number('rounds', 3),
    seconds: number('seconds', 5),
    connections: number('connections', 50),
    write: argv.includes('--write'),
    profileDir: argv.find((arg) => arg.startsWith('--profile='))?.slice('--profile='.length),
  };
}

/** The bare Fastify child: one route, nothing else, production mode. */
async function runBareChild(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address !== null ? address.port : 0 });
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
}

async function startBareFastify(): Promise<{ url: string; close(): void }> {
  const child = fork(import.meta.filename, [BARE_FLAG], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, close: () => child.disconnect() };
}

type Round = { requestsPerSecond: number; p99Ms: number; failures: number; requests: number };

async function load(
  url: string,
  options: Options,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Round> {
  const result = await autocannon({ url, connections: options.connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.total / (result.duration || seconds),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Result = {
  database: DatabaseKind;
  databaseLabel: string;
  bare: Round[];
  api: Round[];
  ratios: number[];
  apiCpuMicrosPerRequest: number;
  top: { name: string; share: number }[];
  loadAtStart: number;
};

async function measure(database: DatabaseKind, options: Options): Promise<Result> {
  const loadAtStart = os.loadavg()[0]!;
  const apiOptions: ApiOptions = {
    database:
      database === 'postgres'
        ? { kind: 'postgres', serverUrl: process.env.POSTGRES_URL ?? DEFAULT_POSTGRES_SERVER_URL }
        : { kind: 'pglite' },
    live: { kind: 'memory' },
  };
  const api = await startChildApi(apiOptions, CPU_PROFILER);
  const bare = await startBareFastify();
  try {
    const [rider] = await api.seedAccounts({ role: 'rider', count: 1 });
    const meUrl = `${api.baseUrl}/api/user/me`;
    const headers = { cookie: rider!.cookie };
    const check = await fetch(meUrl, { headers });
    if (check.status !== 200)
      throw new Error(`GET /api/user/me answered ${check.status}: ${await check.text()}`);

    await load(bare.url, options, WARM_UP_SECONDS);
    await load(meUrl, options, WARM_UP_SECONDS, headers);
    const bareRounds: Round[] = [];
    const apiRounds: Round[] = [];
    let cpuMicros = 0;
    for (let round = 0; round < options.rounds; round++) {
      bareRounds.push(await load(bare.url, options, options.seconds));
      const before = await api.stats();
      apiRounds.push(await load(meUrl, options, options.seconds, headers));
      const after = await api.stats();
      cpuMicros += after.cpuMicros - before.cpuMicros;
      console.error(
        `${database} round ${round + 1}: bare ${bareRounds.at(-1)!.requestsPerSecond.toFixed(0)}/s, ` +
          `GET /api/user/me ${apiRounds.at(-1)!.requestsPerSecond.toFixed(0)}/s`,
      );
    }
    await api.call('startProfile');
    await load(meUrl, options, options.seconds, headers);
    const file =
      options.profileDir === undefined
        ? undefined
        : path.resolve(options.profileDir, `signed-in-reads-${database}.cpuprofile`);
    const profile = await api.call<CpuProfile>('stopProfile', { file });
    if (file !== undefined) console.error(`CPU profile of the API: ${file}`);
    const totalApiRequests = apiRounds.reduce((sum, round) => sum + round.requests, 0);
    return {
      database,
      databaseLabel: api.databaseLabel,
      bare: bareRounds,
      api: apiRounds,
      ratios: apiRounds.map((round, index) => round.requestsPerSecond / bareRounds[index]!.requestsPerSecond),
      apiCpuMicrosPerRequest: totalApiRequests === 0 ? 0 : cpuMicros / totalApiRequests,
      top: topItems(profile, TOP_ITEMS),
      loadAtStart,
    };
  } finally {
    bare.close();
    await api.close();
  }
}

const integer = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function report(results: Result[], options: Options): string {
  const lines = [
    `One signed-in rider; \`GET /api/user/me\` with the session cookie against a bare Fastify \`GET /\` returning \`{"hello":"world"}\`, each in a child process in production mode; autocannon in this process, ${options.connections} connections, ${options.rounds} alternating rounds of ${options.seconds} s each after a ${WARM_UP_SECONDS} s warm-up. Ratio: median of the rounds' API/bare ratios.`,
    '',
    '| database | bare Fastify req/s (median) | `GET /api/user/me` req/s (median) | ratio (median; per round) | API CPU per request | p99 bare / API | non-2xx or errors | target |',
    '| -------- | --------------------------- | --------------------------------- | ------------------------- | ------------------- | -------------- | ----------------- | ------ |',
  ];
  for (const result of results) {
    const ratio = median(result.ratios);
    const target = TARGETS[result.database];
    const failures = [...result.bare, ...result.api].reduce((sum, round) => sum + round.failures, 0);
    lines.push(
      `| ${result.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${integer(median(result.bare.map((round) => round.requestsPerSecond)))} | ${integer(median(result.api.map((round) => round.requestsPerSecond)))} | **${ratio.toFixed(2)}** (${result.ratios.map((value) => value.toFixed(2)).join(', ')}) | ${result.apiCpuMicrosPerRequest.toFixed(0)} µs | ${median(result.bare.map((round) => round.p99Ms))} / ${median(result.api.map((round) => round.p99Ms))} ms | ${failures} | >= ${target}: ${ratio >= target ? 'met' : '**missed**'} |`,
    );
  }
  lines.push('');
  for (const result of results) {
    lines.push(
      `${result.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${result.databaseLabel}; load average ${result.loadAtStart.toFixed(1)} at its start. The API's CPU profile over one more round, top ${TOP_ITEMS} by self time (share of the time not idle): ${result.top.map((item) => `\`${item.name}\` ${percent(item.share)}`).join(', ')}.`,
      '',
    );
  }
  lines.push(machineLine());
  return lines.join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const results: Result[] = [];
  for (const database of options.databases) results.push(await measure(database, options));
  const output = report(results, options);
  console.log(output);
  if (options.write) {
    const command = `pnpm --filter @ridebook/bench bench:reads ${process.argv.slice(2).join(' ')}`.trim();
    if (!writeBenchmarkSection('signed-in-reads', command, output)) process.exitCode = 1;
  }
}

if (process.argv.includes(BARE_FLAG)) await runBareChild();
else if (import.meta.filename === process.argv[1]) await main();
