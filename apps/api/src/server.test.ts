import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from './modules/demo/index.ts';
import { newAccount } from './test/accounts.ts';
import { freePort } from './test/test-servers.ts';

const SERVER = path.join(import.meta.dirname, 'server.ts');

/** Starts `node server.ts` with the given environment and returns its exit code and stderr. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, SERVE_APPS: 'false', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('server start with a bad environment', () => {
  it('stops on PORT=abc with one readable line', () => {
    const { status, stderr } = start({ PORT: 'abc' });
    expect(status).toBe(1);
    expect(stderr).toBe('Invalid environment: PORT must be a whole number from 1 to 65535 (got "abc")');
  });

  it('stops on a malformed DATABASE_URL with one readable line', () => {
    const { status, stderr } = start({ DATABASE_URL: 'not a url' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^Invalid environment: DATABASE_URL must be a PostgreSQL URL[^\n]*$/);
  });

  it('stops on an unreachable PostgreSQL with one readable line', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:1 \([^\n]*\)$/);
  });
});

/** A free TCP port on 127.0.0.1. */
/** Starts the server until its startup output is complete, stops it, and returns that output. */
async function startupOutput(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [SERVER], {
    env: { PATH: process.env.PATH, SERVE_APPS: 'false', LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      // The startup report ends with an empty line.
      if (/RideBook is running[\s\S]*\n\n$/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return output;
}

describe('server start', () => {
  // A first start migrates, seeds two cities' demo accounts and simulated drivers with their documents (images
  // re-encoded): about half a minute on a quiet two-core machine, more beside the other suites.
  it('creates the demo accounts on first start and prints them with their password', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-server-'));
    try {
      const first = await startupOutput({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(first).toContain(
        `demo accounts (created now; password ${DEMO_PASSWORD}; SEED_DEMO_DATA=false turns them off):`,
      );
      expect(first).toMatch(
        /admin +admin@ridebook\.demo\n +rider +rider@ridebook\.demo\n +driver +driver@ridebook\.demo/,
      );

      const second = await startupOutput({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(second).toContain(
        `demo accounts (password ${DEMO_PASSWORD}; SEED_DEMO_DATA=false turns them off):`,
      );

      const off = await startupOutput({
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        SEED_DEMO_DATA: 'false',
      });
      expect(off).not.toContain('demo accounts');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('server shutdown', () => {
  it('on SIGTERM finishes the request in flight, closes WebSockets with 1012 (reconnect elsewhere) and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-server-'));
    const port = await freePort();
    const child = spawn(process.execPath, [SERVER], {
      env: {
        PATH: process.env.PATH,
        SERVE_APPS: 'false',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
      },
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      let output = '';
      child.stdout.setEncoding('utf8');
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: string) => {
          output += chunk;
          if (output.includes('RideBook is running')) resolve();
        });
        void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      const account = newAccount();
      const registered = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      expect(registered.status).toBe(201);
      const signIn = JSON.stringify({ email: account.email, password: account.password });
      const signedIn = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: signIn,
      });
      const cookie = signedIn.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');

      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie } });
      const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));
      await new Promise<void>((resolve) => socket.once('message', () => resolve()));

      // A request in flight: its headers and half its body have arrived when the signal does.
      const inFlight = httpRequest(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(signIn) },
      });
      const answered = new Promise<number | undefined>((resolve, reject) => {
        inFlight.once('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        inFlight.once('error', reject);
      });
      inFlight.write(signIn.slice(0, 10));
      await new Promise((resolve) => setTimeout(resolve, 200));

      child.kill('SIGTERM');
      expect(await socketClosed).toBe(1012);
      inFlight.end(signIn.slice(10));
      expect(await answered).toBe(200);
      expect(await exited).toBe(0);
      // Nothing new is taken once it has stopped.
      await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
