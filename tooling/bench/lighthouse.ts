// Lighthouse (mobile, the default form factor; simulated throttling unless --applied) on the production build,
// served as `pnpm start` serves it, in Debian's Chromium. Prints performance and accessibility per page.
// Usage: node tooling/bench/lighthouse.ts [--write] [--runs=N] [--applied]
//   --write    updates the table in docs/benchmarks.md
//   --runs=N   audits each page N times (default 3) and prints every run's figures before the medians; a run that
//              Lighthouse could not finish (its runtime error is printed) is left out of the medians
//   --applied  throttles for real (Lighthouse's devtools throttling: the CPU slowed 4x while the page loads) instead
//              of simulating it: the blocking time is then measured, not estimated from an unthrottled trace
// Targets (issue 5): performance >= 95, accessibility 100. Figures only: nothing asserts on them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = ['/', '/login'];
const APPLIED = process.argv.includes('--applied');
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs= takes a whole number of runs, at least 1');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-lighthouse-'));
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Scores = {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own measure of the machine's speed: simulated throttling assumes one of 1,500 or more. */
  benchmarkIndex: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Audit = Omit<Scores, 'page'> | { failed: string };

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(APPLIED ? { throttlingMethod: 'devtools' as const } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (no first paint, a protocol timeout) scores nothing: it is not a score of 0.
  if (runtimeError || categories.performance?.score == null) {
    return {
      failed: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : 'no performance score',
    };
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

function table(rows: Scores[]): string {
  return [
    `| page | performance (median of ${RUNS}) | accessibility | LCP (${APPLIED ? 'measured' : 'simulated'}) | TBT | Lighthouse benchmark index |`,
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.benchmarkIndex.toLocaleString('en')} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const rows: Scores[] = [];
  try {
    for (const page of PAGES) {
      const runs: Omit<Scores, 'page'>[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await audit(`${server.origin}${page}`, chrome.port);
        if ('failed' in result) {
          console.log(`${page} run ${run + 1}: failed (${result.failed}), left out of the medians`);
          continue;
        }
        console.log(
          `${page} run ${run + 1}: performance ${result.performance}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms, benchmark index ${result.benchmarkIndex}`,
        );
        runs.push(result);
      }
      if (runs.length === 0) throw new Error(`Lighthouse finished no run of ${page}`);
      rows.push({
        page,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      });
    }
  } finally {
    chrome.kill();
    server.stop();
  }
  const output = table(rows);
  console.log(output);
  if (process.argv.includes('--write')) {
    const file = path.join(ROOT, 'docs', 'benchmarks.md');
    const start = '<!-- lighthouse:start -->';
    const end = '<!-- lighthouse:end -->';
    const stamped = `${start}\n_Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench:lighthouse --write\` (Lighthouse mobile, ${APPLIED ? 'applied' : 'simulated'} throttling, Debian Chromium)._\n\n${output}\n${end}`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(new RegExp(`${start}[\\s\\S]*?${end}`), stamped));
    console.log(`\nUpdated ${path.relative(ROOT, file)}`);
  }
}

await main();
