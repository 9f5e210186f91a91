import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { book, signedInDriver, signedInRider } from '../test/ride-support.ts';
import { testEnv } from '../test/test-app.ts';
import { isTestDatabaseMissing, openTestDatabase } from '../test/test-database.ts';
import { REQUEST_ID_HEADER } from './request-context.ts';

type LogLine = { msg: string; reqId?: string; rideId?: string };

/** One request id from the HTTP request through the dispatch it causes and the socket messages it sends. */
describe.skipIf(isTestDatabaseMissing)('one request id through the work a request causes', () => {
  let app: App;
  let db: Database;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    db = database.db;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    app = await buildApp({
      env: testEnv({ DISPATCH_INTERVAL_MS: 0 }),
      database,
      logger: { level: 'info', stream },
    });
  });
  afterAll(() => app.close());

  it('answers with the id, keeps a plain one the proxy sent, and replaces one that is not plain', async () => {
    const fresh = await app.inject('/api/health/live');
    expect(fresh.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await app.inject({
      url: '/api/health/live',
      headers: { [REQUEST_ID_HEADER]: 'nginx-5f2b9c0d1e' },
    });
    expect(forwarded.headers[REQUEST_ID_HEADER]).toBe('nginx-5f2b9c0d1e');
    const injected = await app.inject({
      url: '/api/health/live',
      headers: { [REQUEST_ID_HEADER]: 'x"}\n{"msg":"forged' },
    });
    expect(injected.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes the booking’s id on its dispatch log line and sends it with the messages the booking causes', async () => {
    const rider = await signedInRider(app);
    const driver = await signedInDriver(app, db);
    // Listening from the socket's first moment: its ready message may come before injectWS resolves.
    const received = [rider, driver].map(() => [] as Array<{ type: string; requestId?: string }>);
    const sockets = await Promise.all(
      [rider, driver].map((person, index) =>
        app.injectWS(
          '/api/ws',
          { headers: { cookie: `rb_access=${person.browser.cookie('rb_access')}` } },
          {
            onInit: (socket) =>
              socket.on('message', (data: Buffer) =>
                received[index]?.push(JSON.parse(data.toString()) as never),
              ),
          },
        ),
      ),
    );
    await expect
      .poll(() => received.every((messages) => messages.some((m) => m.type === 'ready')))
      .toBe(true);

    const booking = await book(rider.browser);
    expect(booking.statusCode).toBe(201);
    const requestId = booking.headers[REQUEST_ID_HEADER];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const rideId = booking.json<{ data: { id: string } }>().data.id;

    const round = lines.find((line) => line.msg === 'dispatch round' && line.rideId === rideId);
    expect(round?.reqId).toBe(requestId);
    const [riderMessages = [], driverMessages = []] = received;
    await expect
      .poll(() => riderMessages.find((m) => m.type === 'ride.searching')?.requestId)
      .toBe(requestId);
    await expect.poll(() => driverMessages.find((m) => m.type === 'offer.new')?.requestId).toBe(requestId);
    // The request's own lines carry it once, under the same name.
    const completed = lines.filter((line) => line.msg === 'request completed' && line.reqId === requestId);
    expect(completed).toHaveLength(1);
    for (const socket of sockets) socket.terminate();
  });
});
