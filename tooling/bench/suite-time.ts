// The test suite's wall time per phase, as `pnpm test` runs it on a fresh clone (turbo's cache bypassed with
// --force), with the CPU time each phase used and the tests each package ran (docs/decisions/014-fast-test-suite.md).
// Usage: node tooling/bench/suite-time.ts [--phase <name>]... [--write]
//   --phase   only these phases (checks, tests, builds, storybook, journeys); all by default, in that order
//   --write   updates the suite-time section of docs/benchmarks.md (only for a run of every phase)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { writeBenchmarkSection } from './support/benchmarks-doc.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TIME = '/usr/bin/time';

type Phase = { name: string; what: string; turbo: string[] };

/** `pnpm test` in phases: the first three run as one turbo run there (two tasks at a time), then the browser suites. */
export const PHASES: Phase[] = [
  {
    name: 'checks',
    what: "Prettier's check, type checks and lint",
    turbo: ['format:check', 'typecheck', 'lint', '--concurrency=2'],
  },
  { name: 'tests', what: 'unit and API tests', turbo: ['test', '--concurrency=2'] },
  {
    name: 'builds',
    what: 'app and Storybook builds',
    turbo: ['build', 'build-storybook', '--concurrency=2'],
  },
  { name: 'storybook', what: 'every story in Chromium', turbo: ['e2e', '--filter=@ridebook/ui', '--only'] },
  { name: 'journeys', what: 'browser journeys', turbo: ['e2e', '--filter=@ridebook/e2e', '--only'] },
];

type Measured = {
  phase: Phase;
  ok: boolean;
  wallSeconds: number;
  /** user + sys of the phase's processes, or null without /usr/bin/time. */
  cpuSeconds: number | null;
  /** Per package and task: Vitest's summary, e.g. "1182 passed (1182)". */
  tests: Map<string, string>;
};

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Vitest's "Tests  12 passed (12)" lines, per turbo task prefix ("@ridebook/api:test"). */
export function testSummaries(output: string): Map<string, string> {
  const summaries = new Map<string, string>();
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '');
    const match = /^(@[\w-]+\/[\w-]+:[\w-]+): +Tests +(.+?)\s*$/.exec(line);
    if (match) summaries.set(match[1]!, match[2]!);
  }
  return summaries;
}

function run(phase: Phase): Promise<Measured> {
  const args = ['exec', 'turbo', 'run', ...phase.turbo, '--force', '--continue', '--output-logs=full'];
  const timed = existsSync(TIME);
  const dir = mkdtempSync(path.join(tmpdir(), 'suite-time-'));
  const timeFile = path.join(dir, 'time');
  const [command, commandArgs] = timed
    ? [TIME, ['-f', '%U %S', '-o', timeFile, 'pnpm', ...args]]
    : ['pnpm', args];
  console.log(`\n==> ${phase.name}: pnpm ${args.join(' ')}`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const wallSeconds = (performance.now() - started) / 1000;
      let cpuSeconds: number | null = null;
      if (timed && existsSync(timeFile)) {
        // The last line: the child's own "Command exited with non-zero status" line may come first.
        const last = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '';
        const [user, sys] = last.split(' ').map(Number);
        if (Number.isFinite(user) && Number.isFinite(sys)) cpuSeconds = user! + sys!;
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ phase, ok: code === 0, wallSeconds, cpuSeconds, tests: testSummaries(output) });
    });
  });
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

export function table(results: Measured[]): string {
  const rows = results.map(
    ({ phase, ok, wallSeconds, cpuSeconds }) =>
      `| ${phase.name} | ${phase.what} | ${minutes(wallSeconds)} | ${cpuSeconds === null ? 'n/a' : minutes(cpuSeconds)} | ${ok ? 'passed' : 'FAILED'} |`,
  );
  const wall = results.reduce((sum, result) => sum + result.wallSeconds, 0);
  const cpu = results.every((result) => result.cpuSeconds !== null)
    ? results.reduce((sum, result) => sum + result.cpuSeconds!, 0)
    : null;
  const tests = results
    .flatMap((result) => [...result.tests])
    .sort(([a], [b]) => a.localeCompare(b))
    // Vitest writes "1 failed | 100 passed (101)": a pipe inside a cell must be escaped.
    .map(([task, summary]) => `| ${task} | ${summary.replaceAll('|', '\\|')} |`);
  return [
    '| phase | what | wall time | CPU time (user + sys) | result |',
    '|---|---|---|---|---|',
    ...rows,
    `| **all** | | **${minutes(wall)}** | ${cpu === null ? 'n/a' : minutes(cpu)} | |`,
    '',
    '| package:task | tests |',
    '|---|---|',
    ...tests,
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const chosen = args.flatMap((arg, index) => (args[index - 1] === '--phase' ? [arg] : []));
  const unknown = chosen.filter((name) => !PHASES.some((phase) => phase.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown phase ${unknown.join(', ')}: choose from ${PHASES.map((p) => p.name).join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const phases = chosen.length === 0 ? PHASES : PHASES.filter((phase) => chosen.includes(phase.name));
  const results: Measured[] = [];
  for (const phase of phases) results.push(await run(phase));

  const output = `${availableParallelism()} cores; each phase from an empty turbo cache (--force).\n\n${table(results)}`;
  console.log(`\n${output}`);
  if (args.includes('--write')) {
    if (phases !== PHASES) console.error('\n--write needs every phase: docs/benchmarks.md was not changed.');
    else if (!writeBenchmarkSection('suite-time', 'pnpm bench:suite --write', output)) process.exitCode = 1;
  }
  if (results.some((result) => !result.ok)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
