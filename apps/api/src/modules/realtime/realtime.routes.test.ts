import { DEMO_CITY } from '../places/index.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as WebSocketClient, type WebSocket } from 'ws';
import { clientMessageSchema, serverMessageSchema, type ServerMessage } from '@ridebook/validation';
import type { TestBrowser } from '../../test/browser.ts';
import {
  PLACES,
  book,
  buildRideTestContext,
  rideOf,
  signedInAdmin,
  signedInDriver,
  signedInRider,
  type RideTestContext,
} from '../../test/ride-support.ts';
import { isTestDatabaseMissing } from '../../test/test-database.ts';

/** A test socket: every message it received, and a way to wait for the next one of a type. */
type TestSocket = {
  socket: WebSocket;
  messages: ServerMessage[];
  next<T extends ServerMessage['type']>(
    type: T,
    where?: (message: Extract<ServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  send(message: unknown): void;
  closed: Promise<{ code: number }>;
};

describe.skipIf(isTestDatabaseMissing)('realtime at /api/ws', () => {
  let context: RideTestContext;
  const sockets: WebSocket[] = [];
  beforeEach(async () => {
    context = await buildRideTestContext();
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await context.app.close();
  });

  async function connect(browser: TestBrowser | null): Promise<TestSocket> {
    const cookie = browser?.cookie('rb_access');
    const messages: ServerMessage[] = [];
    const waiters: Array<{
      type: string;
      where: (message: never) => boolean;
      resolve: (message: never) => void;
    }> = [];
    let resolveClosed: (value: { code: number }) => void = () => undefined;
    const closed = new Promise<{ code: number }>((resolve) => {
      resolveClosed = resolve;
    });
    // Listeners go on before the socket opens: the server may speak (or close) at once.
    const listen = (socket: WebSocket) => {
      socket.on('message', (data: Buffer) => {
        const message = serverMessageSchema.parse(JSON.parse(data.toString()));
        messages.push(message);
        for (const waiter of [...waiters]) {
          if (waiter.type === message.type && waiter.where(message as never)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(message as never);
          }
        }
      });
      socket.on('close', (code: number) => resolveClosed({ code }));
    };
    const socket = await context.app.injectWS(
      '/api/ws',
      { headers: cookie ? { cookie: `rb_access=${cookie}` } : {} },
      { onInit: listen },
    );
    sockets.push(socket);
    return {
      socket,
      messages,
      next: (type, where = () => true) => {
        const seen = messages.find((message) => message.type === type && where(message as never));
        if (seen) return Promise.resolve(seen as never);
        return new Promise((resolve) => waiters.push({ type, where: where, resolve: resolve }));
      },
      send: (message) => socket.send(JSON.stringify(message)),
      closed,
    };
  }

  it('closes an unauthenticated socket with 4001, so the client renews its session first', async () => {
    // Over a real port: the server answers and closes at once, which an injected socket cannot observe.
    const address = await context.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = new WebSocketClient(`${address.replace('http', 'ws')}/api/ws`);
    sockets.push(socket);
    const received: unknown[] = [];
    socket.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(4001);
    expect(received).toEqual([
      { type: 'error', code: 'UNAUTHENTICATED', message: 'Please login to continue.' },
    ]);
  });

  it('caps a user’s sockets (WS_MAX_SOCKETS_PER_USER, 5): one more closes their oldest with 4008, nobody else’s', async () => {
    const rider = await signedInRider(context.app);
    const other = await signedInRider(context.app);
    const othersSocket = await connect(other.browser);
    await othersSocket.next('ready');
    const opened: TestSocket[] = [];
    for (let index = 0; index < 5; index += 1) {
      const socket = await connect(rider.browser);
      await socket.next('ready');
      opened.push(socket);
    }
    const sixth = await connect(rider.browser);
    await sixth.next('ready');
    expect(await opened[0]!.closed).toEqual({ code: 4008 });
    for (const socket of [...opened.slice(1), sixth, othersSocket]) {
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    }
    // The newest socket is served: a ping gets its pong.
    sixth.send({ type: 'ping' });
    await sixth.next('pong');
    // A closed socket no longer counts: after one leaves, a new one closes nothing.
    opened[1]!.socket.close();
    await opened[1]!.closed;
    const replacement = await connect(rider.browser);
    await replacement.next('ready');
    for (const socket of [...opened.slice(2), sixth, replacement]) {
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    }
  });

  it('carries a ride from booking to the driver’s offer, the acceptance to the rider, and the driver’s position with an ETA', async () => {
    const rider = await signedInRider(context.app);
    const driver = await signedInDriver(context.app, context.db);
    const riderSocket = await connect(rider.browser);
    const driverSocket = await connect(driver.browser);
    await riderSocket.next('ready');
    await driverSocket.next('ready');

    const ride = rideOf(await book(rider.browser));
    const offer = await driverSocket.next('offer.new');
    expect(offer.offer).toMatchObject({ rideId: ride.id, rider: { name: rider.account.name } });
    // The countdown the rider sees: the offer's 15 s (the default dispatch settings) from the round.
    await expect(riderSocket.next('ride.searching')).resolves.toMatchObject({
      rideId: ride.id,
      batch: 1,
      driversOffered: 1,
      nextRoundAt: new Date(context.clock.now().getTime() + 15_000).toISOString(),
    });

    await driver.browser.post(`/api/driver/rides/${ride.id}/accept`);
    const accepted = await riderSocket.next('ride.updated', (message) => message.ride.status === 'accepted');
    expect(accepted.ride.driver?.id).toBe(driver.account.id);

    driverSocket.send({
      type: 'position',
      position: { lat: 37.794, lng: -122.395, heading: 90, accuracy: 8 },
    });
    const position = await riderSocket.next('ride.driver_position');
    expect(position).toMatchObject({
      rideId: ride.id,
      position: { driverId: driver.account.id, lat: 37.794, lng: -122.395, heading: 90 },
    });
    expect(position.etaSeconds).toBeGreaterThan(0);
    expect(
      await context.app.live.locators.forCity(DEMO_CITY.id).getPosition(driver.account.id),
    ).toMatchObject({
      lat: 37.794,
      lng: -122.395,
    });
  });

  it('counts a round without drivers down to its quick retry, then to the next round', async () => {
    const rider = await signedInRider(context.app);
    const riderSocket = await connect(rider.browser);
    await riderSocket.next('ready');

    const ride = rideOf(await book(rider.browser));
    // Nobody to ask: the next round comes after 5 s, sooner than a whole offer countdown.
    await expect(riderSocket.next('ride.searching')).resolves.toEqual({
      type: 'ride.searching',
      rideId: ride.id,
      batch: 1,
      maxBatches: 6,
      driversOffered: 0,
      nextRoundAt: new Date(context.clock.now().getTime() + 5_000).toISOString(),
    });

    context.clock.advance(5_000);
    await context.app.rideEngine.dispatch.runDueWork();
    await expect(riderSocket.next('ride.searching', (message) => message.batch === 2)).resolves.toMatchObject(
      {
        driversOffered: 0,
        nextRoundAt: new Date(context.clock.now().getTime() + 5_000).toISOString(),
      },
    );
  });

  it('withdraws the other drivers’ offers the moment one accepts', async () => {
    const rider = await signedInRider(context.app);
    const first = await signedInDriver(context.app, context.db);
    const second = await signedInDriver(context.app, context.db, PLACES.nearUnionSquare);
    const secondSocket = await connect(second.browser);
    await secondSocket.next('ready');
    const ride = rideOf(await book(rider.browser));
    const offer = await secondSocket.next('offer.new');
    await first.browser.post(`/api/driver/rides/${ride.id}/accept`);
    await expect(secondSocket.next('offer.withdrawn')).resolves.toEqual({
      type: 'offer.withdrawn',
      offerId: offer.offer.id,
      rideId: ride.id,
      reason: 'taken',
    });
  });

  it('tells online drivers when a new request joins the open list, also those no offer reaches', async () => {
    const rider = await signedInRider(context.app);
    // About 3 km from the pickup: beyond the first round's 1.5 km, within the open list's 10 km.
    const farAway = await signedInDriver(context.app, context.db, PLACES.cityHall);
    const farSocket = await connect(farAway.browser);
    await farSocket.next('ready');

    const ride = rideOf(await book(rider.browser));

    await farSocket.next('requests.changed');
    expect(farSocket.messages.some((message) => message.type === 'offer.new')).toBe(false);
    const open = await farAway.browser.get('/api/driver/requests');
    expect(open.json<{ data: Array<{ rideId: string }> }>().data.map((request) => request.rideId)).toEqual([
      ride.id,
    ]);
  });

  it('streams live operations to admins who subscribe, and to nobody else', async () => {
    const admin = await signedInAdmin(context.app, context.db);
    const driver = await signedInDriver(context.app, context.db);
    const rider = await signedInRider(context.app);
    const adminSocket = await connect(admin.browser);
    await adminSocket.next('ready');
    adminSocket.send({ type: 'subscribe', topic: 'ops' });
    const ops = await adminSocket.next('ops.positions', (message) => message.positions.length > 0);
    expect(ops.positions).toEqual([
      expect.objectContaining({ driverId: driver.account.id, cityId: DEMO_CITY.id, available: true }),
    ]);

    const riderSocket = await connect(rider.browser);
    await riderSocket.next('ready');
    riderSocket.send({ type: 'subscribe', topic: 'ops' });
    await expect(riderSocket.next('error')).resolves.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('takes a driver’s fix as JSON.stringify writes it, and refuses a bad one exactly as the schema does', async () => {
    const driver = await signedInDriver(context.app, context.db);
    const rider = await signedInRider(context.app);
    const driverSocket = await connect(driver.browser);
    const riderSocket = await connect(rider.browser);
    await driverSocket.next('ready');
    await riderSocket.next('ready');
    const locator = context.app.live.locators.forCity(DEMO_CITY.id);
    const fix = (position: string) => `{"type":"position","position":${position}}`;
    let errors = 0;
    const refusal = async (raw: string) => {
      driverSocket.socket.send(raw);
      errors += 1;
      return (await driverSocket.next('error', () => driverSocket.messages.filter(isError).length >= errors))
        .message;
    };
    const schemaRefusal = (raw: string) =>
      clientMessageSchema.safeParse(JSON.parse(raw)).error?.issues[0]?.message;

    for (const raw of [
      fix('{"lat":85.06,"lng":-122.4}'),
      fix('{"lat":37.7,"lng":1e400}'),
      fix('{"lat":-1e999,"lng":-122.4}'),
      fix('{"lat":"37.7","lng":-122.4}'),
      fix('{"lat":37.7,"lng":-122.4,"heading":361}'),
      fix('{"lat":37.7,"lng":-122.4,"speed":-1}'),
      fix('{"lat":37.7,"lng":-122.4,"accuracy":1001}'),
      fix('{"lat":37.7,"lng":null}'),
      fix('{"lng":-122.4}'),
    ]) {
      const message = schemaRefusal(raw);
      expect(message).toBeDefined();
      await expect(refusal(raw)).resolves.toBe(message);
    }
    await expect(refusal(fix('{"lat":NaN,"lng":-122.4}'))).resolves.toBe('Messages must be JSON');
    await expect(refusal(fix('{"lat":+37.7,"lng":-122.4}'))).resolves.toBe('Messages must be JSON');
    expect(await locator.getPosition(driver.account.id)).toMatchObject(PLACES.embarcadero);

    driverSocket.socket.send(fix('{"lat":37.7801,"lng":-122.4102,"accuracy":5,"heading":90,"speed":8}'));
    driverSocket.send({ type: 'ping' });
    await driverSocket.next('pong');
    expect(await locator.getPosition(driver.account.id)).toMatchObject({
      lat: 37.7801,
      lng: -122.4102,
      accuracyMeters: 5,
      heading: 90,
      speedKmh: 29,
    });
    expect(driverSocket.messages.filter(isError)).toHaveLength(errors);

    // Riders send no fixes.
    riderSocket.socket.send(fix('{"lat":37.7801,"lng":-122.4102}'));
    await expect(riderSocket.next('error')).resolves.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('takes a fix sent before the socket is ready, and one in a binary frame, as any other', async () => {
    const driver = await signedInDriver(context.app, context.db);
    const locator = context.app.live.locators.forCity(DEMO_CITY.id);
    const fix = (lat: number) => `{"type":"position","position":{"lat":${lat},"lng":-122.4102}}`;
    // Sent while the server still checks the cookie: the frame waits, as it came, until the socket is served.
    const early = await connect(driver.browser);
    early.socket.send(fix(37.7811));
    await early.next('ready');
    early.send({ type: 'ping' });
    await early.next('pong');
    expect(await locator.getPosition(driver.account.id)).toMatchObject({ lat: 37.7811, lng: -122.4102 });

    // Another socket (each socket takes a fix at most every 500 ms): the same text in a binary frame.
    const binary = await connect(driver.browser);
    await binary.next('ready');
    binary.socket.send(Buffer.from(fix(37.7822)), { binary: true });
    binary.send({ type: 'ping' });
    await binary.next('pong');
    expect(await locator.getPosition(driver.account.id)).toMatchObject({ lat: 37.7822, lng: -122.4102 });
    expect([...early.messages, ...binary.messages].filter(isError)).toEqual([]);
  });

  it('answers malformed messages with an error and keeps the socket open', async () => {
    const rider = await signedInRider(context.app);
    const socket = await connect(rider.browser);
    await socket.next('ready');
    socket.socket.send('not json');
    await expect(socket.next('error')).resolves.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Messages must be JSON',
    });
    socket.send({ type: 'position', position: { lat: 500, lng: 0 } });
    await expect(
      socket.next('error', (message) => message.message !== 'Messages must be JSON'),
    ).resolves.toMatchObject({ code: 'VALIDATION_FAILED' });
    socket.send({ type: 'ping' });
    await expect(socket.next('pong')).resolves.toEqual({ type: 'pong' });
  });
});

const isError = (message: ServerMessage) => message.type === 'error';
