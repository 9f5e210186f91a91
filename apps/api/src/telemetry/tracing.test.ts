import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arePostgresAndRedisReachable,
  freePort,
  testDatabaseUrl,
  testRedisUrl,
} from '../test/test-servers.ts';

/**
 * Tracing end to end: a real API process started with the tracing preload (`--import telemetry/register.ts`, as
 * the start script does) on PostgreSQL and Redis sends its spans to a local OTLP/HTTP receiver. The preload patches
 * modules process-wide, so it runs in its own process, never in this test worker.
 */
const SERVER = path.resolve(import.meta.dirname, '../server.ts');
const PRELOAD = path.resolve(import.meta.dirname, 'register.ts');
const ADMIN_URL = testDatabaseUrl();
const REDIS_URL = testRedisUrl();

const isMissing = !(await arePostgresAndRedisReachable('the tracing tests'));

/** A span as OTLP/JSON sends it (opentelemetry-proto's JSON mapping: ids in hex, attributes as key/value). */
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string } }>;
};
type Received = { service: string; scope: string; span: OtlpSpan };

/** A local OTLP/HTTP receiver: POST /v1/traces with a JSON ExportTraceServiceRequest. */
function startReceiver(received: Received[]): Promise<Server> {
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(body) as {
        resourceSpans: Array<{
          resource: { attributes: OtlpSpan['attributes'] };
          scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
        }>;
      };
      for (const { resource, scopeSpans } of payload.resourceSpans) {
        const service = resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const { scope, spans } of scopeSpans)
          for (const span of spans) received.push({ service, scope: scope.name, span });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
}

describe.skipIf(isMissing)('traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  const databaseName = `ridebook_tracing_${process.pid}`;
  const keyPrefix = `rb:test:${randomUUID()}:`;
  const received: Received[] = [];
  let receiver: Server;
  let child: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    receiver = await startReceiver(received);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${databaseName}`;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', PRELOAD, SERVER], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_SITE_URL: origin,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        SERVE_APPS: 'false',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
        OTEL_SERVICE_NAME: 'ridebook-api-under-test',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while ((await fetch(`${origin}/api/health/ready`).catch(() => null))?.status !== 200) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`API process on ${origin} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    receiver.close();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  async function call(cookies: string, method: string, url: string, body?: unknown) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie: cookies, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { response, json: (await response.json()) as { data: { id: string } } };
  }

  it("sends a booking's HTTP span with its request id, and its database, Redis and dispatch round spans under it", async () => {
    const email = `rider.${randomUUID()}@example.com`;
    await call('', 'POST', '/api/user/register', {
      name: 'Traced Rider',
      email,
      phone: '+1 (555) 010-0002',
      password: 'Secret123',
      role: 'rider',
    });
    const login = await call('', 'POST', '/api/auth/login', { email, password: 'Secret123' });
    const cookies = login.response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const quote = await call(cookies, 'POST', '/api/rides/quote', {
      pickup: { address: 'Ferry Building', lat: 37.7955, lng: -122.3937 },
      destination: { address: 'City Hall', lat: 37.7793, lng: -122.4193 },
    });
    // The card typed on the sandbox's hosted card page (as the rider's browser does), then saved by its setup.
    const setup = await call(cookies, 'POST', '/api/rider/payment-methods/setup', {
      returnUrl: `${origin}/rider/wallet`,
    });
    expect(setup.response.status).toBe(201);
    const { setupId, hostedPageUrl } = setup.json.data as unknown as {
      setupId: string;
      hostedPageUrl: string;
    };
    const typed = await fetch(`${origin}${hostedPageUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '4242424242424242', expMonth: '12', expYear: '2040', cvc: '123' }),
      redirect: 'manual',
    });
    expect(typed.status).toBe(303);
    expect((await call(cookies, 'POST', '/api/rider/payment-methods', { setupId })).response.status).toBe(
      201,
    );
    const booked = await call(cookies, 'POST', '/api/rides', {
      quoteId: quote.json.data.id,
      paymentMethod: 'card',
      idempotencyKey: randomUUID(),
    });
    expect(booked.response.status).toBe(201);
    const requestId = booked.response.headers.get('x-request-id');

    // SIGTERM drains the process; the last batch of spans leaves before it exits.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;

    const spans = received.map(({ span }) => span);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const isUnder = (span: OtlpSpan, ancestor: OtlpSpan): boolean => {
      for (
        let parent = byId.get(span.parentSpanId ?? '');
        parent;
        parent = byId.get(parent.parentSpanId ?? '')
      )
        if (parent.spanId === ancestor.spanId) return true;
      return false;
    };
    expect(new Set(received.map(({ service }) => service))).toEqual(new Set(['ridebook-api-under-test']));

    const http = spans.filter((span) => attribute(span, 'ridebook.request_id') === requestId);
    expect(http).toHaveLength(1);
    const [booking] = http as [OtlpSpan];
    expect(booking).toMatchObject({ name: 'POST', kind: 2 }); // SERVER
    expect(booking.parentSpanId ?? '').toBe('');
    expect(attribute(booking, 'http.route')).toBe('/api/rides');

    const inBooking = spans.filter((span) => isUnder(span, booking));
    const scopeOf = (span: OtlpSpan) => received.find((entry) => entry.span === span)?.scope;
    expect(
      inBooking.some(
        (span) =>
          scopeOf(span) === '@opentelemetry/instrumentation-pg' && span.parentSpanId === booking.spanId,
      ),
    ).toBe(true);
    expect(inBooking.some((span) => scopeOf(span) === '@opentelemetry/instrumentation-ioredis')).toBe(true);

    const round = inBooking.find((span) => span.name === 'dispatch.round');
    expect(round).toBeDefined();
    expect(attribute(round!, 'ridebook.ride_id')).toBe(booked.json.data.id);
    expect(attribute(round!, 'ridebook.dispatch.outcome')).toBe('offered');
    const roundQueries = spans.filter(
      (span) => span.parentSpanId === round!.spanId && scopeOf(span) === '@opentelemetry/instrumentation-pg',
    );
    expect(roundQueries.length).toBeGreaterThan(0);
    expect(new Set(inBooking.map((span) => span.traceId))).toEqual(new Set([booking.traceId]));
  });
});
