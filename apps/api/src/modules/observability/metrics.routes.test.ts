import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RIDE_MESSAGES } from '@ridebook/validation';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing, testDatabaseKind } from '../../test/test-database.ts';
import { METRICS_NOT_EXPOSED, METRICS_TOKEN_WRONG, startMetricsServer } from './metrics.routes.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample in a Prometheus text exposition (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map<string, string>();
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      found.set(key, value);
    }
    const wanted = Object.entries(labels);
    if (wanted.length === found.size && wanted.every(([key, value]) => found.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return 0;
}

describe.skipIf(isTestDatabaseMissing)(`metrics at /api/metrics (${testDatabaseKind})`, () => {
  let context: RideTestContext;
  beforeAll(async () => {
    context = await buildRideTestContext({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => context.app.close());

  async function scrape(): Promise<string> {
    const response = await context.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  it('refuses a reader without the token, or with a wrong one', async () => {
    const missing = await context.app.inject('/api/metrics');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 'UNAUTHENTICATED', message: METRICS_TOKEN_WRONG });
    const wrong = await context.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts HTTP requests by route pattern and status, never by raw URL', async () => {
    const rider = await signedInRider(context.app);
    const before = await scrape();
    const missingRide = await rider.browser.get(`/api/rides/${randomUUID()}`);
    expect(missingRide.statusCode).toBe(404);
    const after = await scrape();
    const labels = { method: 'GET', route: '/api/rides/:id', status: '404' };
    expect(sample(after, 'ridebook_http_requests_total', labels)).toBe(
      sample(before, 'ridebook_http_requests_total', labels) + 1,
    );
    expect(sample(after, 'ridebook_http_request_duration_seconds_count', labels)).toBe(
      sample(before, 'ridebook_http_request_duration_seconds_count', labels) + 1,
    );
    expect(after).not.toMatch(/route="\/api\/rides\/[0-9a-f-]{36}"/);
    // The process's own figures: event-loop lag among them.
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // PostgreSQL's pool (PGlite has none).
    if (testDatabaseKind === 'postgres') {
      expect(sample(after, 'ridebook_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(after).not.toContain('ridebook_db_pool_connections');
    }
  });

  it('counts the rounds of a ride nobody takes and its "no driver found"', async () => {
    const rider = await signedInRider(context.app);
    const before = await scrape();
    const ride = rideOf(await book(rider.browser));
    // No driver is online: each round finds nobody and retries 5 s later, until the last batch gives up.
    for (let round = 0; round < 6; round += 1) {
      context.clock.advance(5_001);
      await context.app.rideEngine.dispatch.runDueWork();
    }
    const ended = rideOf(await rider.browser.get(`/api/rides/${ride.id}`));
    expect(ended.cancellationReason).toBe(RIDE_MESSAGES.noDriverFound);
    const after = await scrape();
    const rounds = (outcome: string, text: string) =>
      sample(text, 'ridebook_dispatch_rounds_total', { outcome });
    expect(rounds('no-candidates', after) - rounds('no-candidates', before)).toBe(6);
    expect(rounds('no-driver', after) - rounds('no-driver', before)).toBe(1);
    expect(
      sample(after, 'ridebook_dispatch_no_driver_found_total') -
        sample(before, 'ridebook_dispatch_no_driver_found_total'),
    ).toBe(1);
  });

  it('counts offers sent, declined and accepted, and the time to match', async () => {
    const rider = await signedInRider(context.app);
    const first = await signedInDriver(context.app, context.db, PLACES.embarcadero);
    const second = await signedInDriver(context.app, context.db, { lat: 37.7945, lng: -122.396 });
    const before = await scrape();
    const ride = rideOf(await book(rider.browser));
    const booked = await scrape();
    const offers = (result: string, text: string) =>
      sample(text, 'ridebook_dispatch_offers_total', { result });
    expect(offers('sent', booked) - offers('sent', before)).toBe(2);
    expect(
      sample(booked, 'ridebook_dispatch_rounds_total', { outcome: 'offered' }) -
        sample(before, 'ridebook_dispatch_rounds_total', { outcome: 'offered' }),
    ).toBe(1);

    expect((await first.browser.post(`/api/driver/rides/${ride.id}/decline`)).statusCode).toBe(200);
    context.clock.advance(3_000);
    expect((await second.browser.post(`/api/driver/rides/${ride.id}/accept`)).statusCode).toBe(200);
    const after = await scrape();
    expect(offers('declined', after) - offers('declined', before)).toBe(1);
    expect(offers('accepted', after) - offers('accepted', before)).toBe(1);
    expect(
      sample(after, 'ridebook_dispatch_rides_matched_total') -
        sample(before, 'ridebook_dispatch_rides_matched_total'),
    ).toBe(1);
    // Accepted 3 s after the request: in the 5-second bucket, not in the 2-second one.
    const bucket = (le: string, text: string) =>
      sample(text, 'ridebook_dispatch_time_to_match_seconds_bucket', { le });
    expect(bucket('5', after) - bucket('5', before)).toBe(1);
    expect(bucket('2', after) - bucket('2', before)).toBe(0);
  });

  it('counts open WebSockets by role', async () => {
    const rider = await signedInRider(context.app);
    // Over a real port: an injected socket's server side only sees the close after ws's 30-second timeout.
    const address = await context.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/api/ws`, {
      headers: { cookie: `rb_access=${rider.browser.cookie('rb_access')}` },
    });
    await new Promise<void>((resolve) => socket.once('message', () => resolve()));
    expect(sample(await scrape(), 'ridebook_websocket_connections', { role: 'rider' })).toBe(1);
    socket.close();
    await expect
      .poll(async () => sample(await scrape(), 'ridebook_websocket_connections', { role: 'rider' }))
      .toBe(0);
  });
});

describe.skipIf(isTestDatabaseMissing)('metrics without a token', () => {
  it('refuses /api/metrics on the public port whoever asks', async () => {
    const context = await buildRideTestContext();
    try {
      const response = await context.app.inject({
        url: '/api/metrics',
        headers: { authorization: 'Bearer anything-at-all-0123456789' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: METRICS_NOT_EXPOSED });
    } finally {
      await context.app.close();
    }
  });
});

describe('the internal metrics port', () => {
  it('answers /metrics without a token and nothing else', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    await metrics.job('test-job', () => Promise.resolve());
    const server = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(
        sample(await response.text(), 'ridebook_job_runs_total', { job: 'test-job', result: 'ok' }),
      ).toBe(1);
      expect((await fetch(`${base}/api/metrics`)).status).toBe(200);
      expect((await fetch(`${base}/api/health/live`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
