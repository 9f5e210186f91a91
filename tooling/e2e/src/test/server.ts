import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** A free TCP port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The operator's zone every journey's API runs in (DEFAULT_TIME_ZONE): where "today" starts and ends. */
export const OPERATOR_TIME_ZONE = 'America/Los_Angeles';

/** Today's date (yyyy-mm-dd) in the operator's zone, as the API cuts days and an admin types them. */
export function operatorToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(now);
}

/**
 * A new data folder in the system's temporary folder, for its maker to remove: a copy of `seeded` (a folder a
 * server has already migrated and seeded, see seeded-data.ts) when given, so the server starts without doing it
 * again, else empty.
 */
export function newDataDir(prefix: string, seeded?: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  if (seeded !== undefined) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

export type RunningServer = {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or an out-of-memory kill would: nothing is drained. */
  kill(): Promise<void>;
  /** What the process has printed so far (warnings and errors: LOG_LEVEL is warn), for a failed journey's message. */
  output(): string;
};

/**
 * Starts `node apps/api/src/server.ts` exactly as `pnpm start` does after its build, on a data folder of its own
 * (a copy of `seeded` when given, else empty) unless the caller gives DATA_DIR (and removes it itself).
 */
export async function startServer(
  env: Record<string, string> = {},
  { port, seeded }: { port?: number; seeded?: string } = {},
): Promise<RunningServer> {
  port ??= await findFreePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? newDataDir('ridebook-e2e-', seeded);
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEFAULT_TIME_ZONE: OPERATOR_TIME_ZONE,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${origin}/api/health/ready`, child, () => output);

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    origin,
    dataDir,
    stop: async () => {
      await end('SIGTERM');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
    output: () => output,
  };
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become ready within 60 s:\n${output()}`);
}
