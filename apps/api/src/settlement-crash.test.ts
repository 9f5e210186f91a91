import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { cardPayments, ledgerEntries } from './db/schema.ts';
import { startFakeStripe, type FakeStripe } from './test/stripe-test-server.ts';
import { acceptedRide } from './test/money-support.ts';
import { signedInDriver, signedInRider } from './test/ride-support.ts';
import { testEnv } from './test/test-app.ts';
import { freePort } from './test/test-servers.ts';

// The crash test of durable settlement (docs/decisions/021): a real API process is killed with SIGKILL right after
// a card ride's completion committed and before its capture ran; the next process captures it, exactly once.

const SERVER = path.join(import.meta.dirname, 'server.ts');

/** `node server.ts` on the data directory, answering once it listens. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      SERVE_APPS: 'false',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_SITE_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('RideBook is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, url };
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Signs in over HTTP and answers the session cookies, as a browser keeps them. */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('a crash between a ride’s completion and its capture', () => {
  it('captures exactly once after the restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ridebook-settlement-'));
    const stripe: FakeStripe = await startFakeStripe();
    const payments = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_crash',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ridebook',
      STRIPE_API_BASE: stripe.baseUrl,
    };
    const captures = () => stripe.received.filter((request) => request.path.endsWith('/capture'));
    try {
      // A card ride on its way, made in this process on the data directory the servers will use.
      const database = await openDatabase({ dataDir });
      const app = await buildApp({
        env: testEnv({ ...payments, PAYMENT_PROVIDER: 'stripe', DISPATCH_INTERVAL_MS: 0 }),
        database,
        logger: false,
      });
      const rider = await signedInRider(app);
      const driver = await signedInDriver(app, database.db);
      const ride = await acceptedRide(rider, driver, 'card');
      for (const step of ['arrive', 'pick-up', 'start']) {
        expect((await driver.browser.post(`/api/driver/rides/${ride.id}/${step}`)).statusCode).toBe(200);
      }
      await app.close();

      // The first server completes the ride and dies before any settlement worker ran (it has none).
      const first = await startServer({ DATA_DIR: dataDir, ...payments, SETTLEMENT_WORKERS: '0' });
      const cookie = await signIn(first.url, driver.account.email, driver.account.password);
      const completed = await fetch(`${first.url}/api/driver/rides/${ride.id}/complete`, {
        method: 'POST',
        headers: { cookie, origin: first.url },
      });
      expect(completed.status).toBe(200);
      await stop(first.child, 'SIGKILL');
      expect(captures()).toEqual([]);

      // The next server captures it, once.
      const second = await startServer({ DATA_DIR: dataDir, ...payments, SETTLEMENT_WORKERS: '1' });
      const deadline = Date.now() + 60_000;
      while (captures().length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await stop(second.child, 'SIGTERM');
      expect(captures()).toHaveLength(1);

      // Exactly once: a later start (its recovery runs before it listens) finds nothing left to capture.
      const third = await startServer({ DATA_DIR: dataDir, ...payments, SETTLEMENT_WORKERS: '1' });
      await stop(third.child, 'SIGTERM');
      expect(captures()).toHaveLength(1);

      const after = await openDatabase({ dataDir });
      const [hold] = await after.db.select().from(cardPayments).where(eq(cardPayments.rideId, ride.id));
      const entries = await after.db.select().from(ledgerEntries);
      await after.close();
      expect(hold).toMatchObject({ status: 'captured', settlementAttempts: 0 });
      expect(captures()[0]?.headers['idempotency-key']).toBe(`capture-${hold?.id}`);
      expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    } finally {
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
