import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aRequestedRide } from '../test/ride-fixtures.ts';
import { FakeWebSocket, freshFakeWebSocket, latestSocket } from '../test/fake-web-socket.ts';
import {
  createRealtimeClient,
  DEFAULT_REALTIME_BACKOFF,
  REALTIME_KEEPALIVE_MS,
  realtimeBackoffDelay,
  type RealtimeClientOptions,
  type RealtimeState,
} from './realtime-client.ts';

const URL = 'ws://localhost/api/ws';
const position = { lat: 40.7484, lng: -73.9857, accuracy: 8 };

let FakeSocketClass: typeof WebSocket;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocketClass = freshFakeWebSocket();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A client with the fake socket and no jitter (random 0.5 spreads by 0), so waits are exact. */
function createClient(options: Partial<RealtimeClientOptions> = {}) {
  const client = createRealtimeClient({
    url: URL,
    WebSocket: FakeSocketClass,
    random: () => 0.5,
    ...options,
  });
  const states: RealtimeState[] = [];
  client.onStatus((state) => states.push(state));
  return { client, states };
}

/** Connects and opens the first socket. */
function connected(options: Partial<RealtimeClientOptions> = {}) {
  const created = createClient(options);
  created.client.connect();
  latestSocket().open();
  return created;
}

/** How long until the client makes its next socket after the current one dropped. */
function measureReconnectDelay(): number {
  const before = FakeWebSocket.sockets.length;
  let elapsed = 0;
  while (FakeWebSocket.sockets.length === before) {
    vi.advanceTimersByTime(1);
    elapsed += 1;
    if (elapsed > 60_000) throw new Error('No reconnect within a minute');
  }
  return elapsed;
}

describe('connecting', () => {
  it('starts idle, opens a socket on connect() and reports connecting, then open', () => {
    const { client, states } = createClient();
    expect(client.status).toBe('idle');
    expect(FakeWebSocket.sockets).toHaveLength(0);

    client.connect();
    expect(latestSocket().url).toBe(URL);
    expect(client.status).toBe('connecting');

    latestSocket().open();
    expect(client.state).toEqual({ status: 'open', closeReason: null });
    expect(states.map(({ status }) => status)).toEqual(['connecting', 'open']);
  });

  it('opens one socket however often connect() is called', () => {
    const { client } = createClient();
    client.connect();
    client.connect();
    latestSocket().open();
    client.connect();
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });

  it('keeps the same state object until something changes', () => {
    const { client } = connected();
    const state = client.state;
    client.connect();
    expect(client.state).toBe(state);
  });
});

describe('incoming messages', () => {
  it('parses each message and hands it to the handlers of its type only', () => {
    const { client } = connected();
    const onRide = vi.fn();
    const onPong = vi.fn();
    client.on('ride.updated', onRide);
    client.on('pong', onPong);
    const ride = aRequestedRide();

    latestSocket().receive({ type: 'ride.updated', ride });

    expect(onRide).toHaveBeenCalledExactlyOnceWith({ type: 'ride.updated', ride });
    expect(onPong).not.toHaveBeenCalled();
  });

  it('ignores malformed messages: not JSON, unknown type, wrong shape, not text', () => {
    const { client } = connected();
    const onRide = vi.fn();
    const onOffer = vi.fn();
    client.on('ride.updated', onRide);
    client.on('offer.withdrawn', onOffer);
    const socket = latestSocket();

    socket.receive('{not json');
    socket.receive({ type: 'ride.teleported', ride: aRequestedRide() });
    socket.receive({ type: 'ride.updated', ride: { id: 'ride-1' } });
    socket.receive({ type: 'offer.withdrawn', offerId: 'offer-1', rideId: 'ride-1', reason: 'bored' });
    socket.onmessage?.({ data: new ArrayBuffer(4) });

    expect(onRide).not.toHaveBeenCalled();
    expect(onOffer).not.toHaveBeenCalled();
    expect(client.status).toBe('open');
  });

  it('stops calling a handler once its off function ran, one registration at a time', () => {
    const { client } = connected();
    const handler = vi.fn();
    const offFirst = client.on('pong', handler);
    client.on('pong', handler);

    offFirst();
    latestSocket().receive({ type: 'pong' });

    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('still calls the other handlers when one throws, then rethrows its error', () => {
    const { client } = connected();
    const failure = new Error('handler failed');
    const other = vi.fn();
    client.on('pong', () => {
      throw failure;
    });
    client.on('pong', other);

    expect(() => latestSocket().receive({ type: 'pong' })).toThrow(failure);
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('reconnecting', () => {
  it('reconnects after an unexpected close, reporting reconnecting until the new socket opens', () => {
    const { client, states } = connected();

    latestSocket().serverClose(1006);
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(DEFAULT_REALTIME_BACKOFF.initialMs);
    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(client.status).toBe('reconnecting');

    latestSocket().open();
    expect(client.status).toBe('open');
    expect(states.map(({ status }) => status)).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('reconnects when the server restarts (close code 1012, a process draining for a deploy)', () => {
    const { client } = connected();

    latestSocket().serverClose(1012);
    expect(client.status).toBe('reconnecting');
    expect(client.closeReason).toBeNull();
    vi.advanceTimersByTime(DEFAULT_REALTIME_BACKOFF.maxMs);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('waits longer after each failed attempt (500, 1000, 2000, ...) and never more than maxMs', () => {
    connected();
    const delays: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      latestSocket().serverClose(1006);
      delays.push(measureReconnectDelay());
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
  });

  it('uses the backoff options it is given', () => {
    connected({ backoff: { initialMs: 100, factor: 3, maxMs: 1_000 } });
    const delays: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      latestSocket().serverClose(1011);
      delays.push(measureReconnectDelay());
    }
    expect(delays).toEqual([100, 300, 900, 1_000]);
  });

  it('resets the backoff after a successful open', () => {
    connected();
    latestSocket().serverClose(1006);
    expect(measureReconnectDelay()).toBe(500);
    latestSocket().serverClose(1006);
    expect(measureReconnectDelay()).toBe(1_000);

    latestSocket().open();
    latestSocket().serverClose(1006);

    expect(measureReconnectDelay()).toBe(500);
  });

  it('spreads each wait by the jitter, within its bounds', () => {
    let random = 0;
    connected({ random: () => random });

    random = 0;
    latestSocket().serverClose(1006);
    expect(measureReconnectDelay()).toBe(400); // 500 - 20%
    latestSocket().open();

    random = 0.999_999;
    latestSocket().serverClose(1006);
    expect(measureReconnectDelay()).toBe(600); // 500 + 20%
  });

  it('computes delays within [base * (1 - jitter), min(maxMs, base * (1 + jitter))]', () => {
    const backoff = DEFAULT_REALTIME_BACKOFF;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const base = Math.min(backoff.maxMs, backoff.initialMs * backoff.factor ** attempt);
      for (const random of [0, 0.25, 0.5, 0.75, 0.999_999]) {
        const delay = realtimeBackoffDelay(attempt, backoff, () => random);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.8));
        expect(delay).toBeLessThanOrEqual(Math.min(backoff.maxMs, Math.ceil(base * 1.2)));
      }
    }
    expect(realtimeBackoffDelay(20, backoff, () => 0)).toBe(12_000);
    expect(realtimeBackoffDelay(20, backoff, () => 0.999_999)).toBe(15_000);
  });

  it('reconnects at once when connect() is called during the wait', () => {
    const { client } = connected();
    latestSocket().serverClose(1006);

    client.connect();
    expect(FakeWebSocket.sockets).toHaveLength(2);
    client.connect();
    expect(FakeWebSocket.sockets).toHaveLength(2);

    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('keeps trying when a socket fails before it opens', () => {
    const { client } = connected();
    latestSocket().serverClose(1006);
    vi.advanceTimersByTime(500);
    latestSocket().serverClose(1006);
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.sockets).toHaveLength(3);
  });

  it('uses the timer functions it is given', () => {
    const callbacks: { callback: () => void; ms: number }[] = [];
    const setTimeout = vi.fn((callback: () => void, ms: number) => {
      callbacks.push({ callback, ms });
      // A timer handle (a number in browsers, an object under Node's types): the client only hands it back.
      return callbacks.length as unknown as ReturnType<typeof globalThis.setTimeout>;
    });
    connected({ setTimeout, clearTimeout: vi.fn() });

    latestSocket().serverClose(1006);
    const reconnect = callbacks.find(({ ms }) => ms === 500);
    expect(reconnect).toBeDefined();
    reconnect?.callback();

    expect(FakeWebSocket.sockets).toHaveLength(2);
  });
});

describe('subscriptions', () => {
  it('subscribes at once when open, and again after every reconnect', () => {
    const { client } = connected();
    client.subscribe('ops');
    expect(latestSocket().messages).toEqual([{ type: 'subscribe', topic: 'ops' }]);

    latestSocket().serverClose(1006);
    vi.advanceTimersByTime(500);
    latestSocket().open();

    expect(latestSocket().messages).toEqual([{ type: 'subscribe', topic: 'ops' }]);
  });

  it('subscribes on open to a topic chosen before connecting, also through send()', () => {
    const { client } = createClient();
    expect(client.send({ type: 'subscribe', topic: 'ops' })).toBe(false);
    client.connect();
    latestSocket().open();
    expect(latestSocket().messages).toEqual([{ type: 'subscribe', topic: 'ops' }]);
  });

  it('stops resubscribing after unsubscribe', () => {
    const { client } = connected();
    client.subscribe('ops');
    client.unsubscribe('ops');
    expect(latestSocket().messages).toEqual([
      { type: 'subscribe', topic: 'ops' },
      { type: 'unsubscribe', topic: 'ops' },
    ]);

    latestSocket().serverClose(1006);
    vi.advanceTimersByTime(500);
    latestSocket().open();

    expect(latestSocket().messages).toEqual([]);
  });

  it('keeps its topics across close() and connect()', () => {
    const { client } = connected();
    client.subscribe('ops');
    client.close();
    client.connect();
    latestSocket().open();
    expect(latestSocket().messages).toEqual([{ type: 'subscribe', topic: 'ops' }]);
  });
});

describe('sending', () => {
  it('sends at once while open', () => {
    const { client } = connected();
    expect(client.send({ type: 'position', position })).toBe(true);
    expect(latestSocket().messages).toEqual([{ type: 'position', position }]);
  });

  it('drops messages while not open, except the latest position, which is sent on open', () => {
    const { client } = createClient();
    expect(client.send({ type: 'position', position: { lat: 1, lng: 1 } })).toBe(false);
    client.connect();
    client.send({ type: 'ping' });
    client.send({ type: 'position', position: { lat: 2, lng: 2 } });
    client.send({ type: 'position', position });

    latestSocket().open();

    expect(latestSocket().messages).toEqual([{ type: 'position', position }]);
  });

  it('sends the latest position after a reconnect, after the subscriptions, and only once', () => {
    const { client } = connected();
    client.subscribe('ops');
    latestSocket().serverClose(1006);
    client.send({ type: 'position', position });
    vi.advanceTimersByTime(500);
    latestSocket().open();

    expect(latestSocket().messages).toEqual([
      { type: 'subscribe', topic: 'ops' },
      { type: 'position', position },
    ]);

    latestSocket().serverClose(1006);
    vi.advanceTimersByTime(500);
    latestSocket().open();
    expect(latestSocket().messages).toEqual([{ type: 'subscribe', topic: 'ops' }]);
  });

  it('forgets a pending position on close()', () => {
    const { client } = createClient();
    client.connect();
    client.send({ type: 'position', position });
    client.close();
    client.connect();
    latestSocket().open();
    expect(latestSocket().messages).toEqual([]);
  });
});

describe('closing for good', () => {
  it.each([
    [4001, 'unauthenticated'],
    [4003, 'session-ended'],
    [4008, 'replaced'],
  ] as const)('stops reconnecting after close code %i and reports closed: %s', (code, reason) => {
    const { client, states } = connected();

    latestSocket().serverClose(code, 'bye');
    vi.advanceTimersByTime(60_000);

    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(client.state).toEqual({ status: 'closed', closeReason: reason });
    expect(states.at(-1)).toEqual({ status: 'closed', closeReason: reason });
  });

  it('connects again when the app calls connect() after refreshing the session', () => {
    const { client } = connected();
    latestSocket().serverClose(4001);

    client.connect();
    latestSocket().open();

    expect(FakeWebSocket.sockets).toHaveLength(2);
    expect(client.state).toEqual({ status: 'open', closeReason: null });
  });

  it('takes a session.ended message as the end, whatever the close code', () => {
    const { client } = connected();
    const onEnded = vi.fn();
    client.on('session.ended', onEnded);

    latestSocket().receive({ type: 'session.ended', reason: 'Signed out on another device' });
    latestSocket().serverClose(1000);
    vi.advanceTimersByTime(60_000);

    expect(onEnded).toHaveBeenCalledWith({ type: 'session.ended', reason: 'Signed out on another device' });
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(client.state).toEqual({ status: 'closed', closeReason: 'session-ended' });
  });

  it('closes the socket on close() and never reconnects, even when the close event arrives', () => {
    const { client } = connected();
    const socket = latestSocket();
    const onPong = vi.fn();
    client.on('pong', onPong);

    client.close();
    expect(socket.closeCalls).toEqual([{ code: 1000, reason: 'Closed by the client' }]);
    expect(client.state).toEqual({ status: 'closed', closeReason: 'client' });
    socket.receive({ type: 'pong' });
    socket.serverClose(1000);
    vi.advanceTimersByTime(60_000);

    expect(onPong).not.toHaveBeenCalled();
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('cancels a pending reconnect on close()', () => {
    const { client } = connected();
    latestSocket().serverClose(1006);
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('ignores the late open of a socket closed while connecting', () => {
    const { client } = createClient();
    client.connect();
    const socket = latestSocket();
    client.close();
    socket.open();
    expect(client.status).toBe('closed');
  });

  it('does nothing on close() before the first connect()', () => {
    const { client, states } = createClient();
    client.close();
    expect(client.status).toBe('idle');
    expect(states).toEqual([]);
  });
});

describe('keepalive', () => {
  it('pings every 25 seconds while open', () => {
    connected();
    const socket = latestSocket();

    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS - 1);
    expect(socket.messages).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(socket.messages).toEqual([{ type: 'ping' }]);
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS);
    expect(socket.messages).toEqual([{ type: 'ping' }, { type: 'ping' }]);
  });

  it('does not ping before the socket opens, nor after it closed', () => {
    const { client } = createClient();
    client.connect();
    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS * 2);
    const socket = latestSocket();
    socket.open();
    client.close();
    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS * 2);
    expect(socket.messages).toEqual([]);
  });

  it('replaces a socket that answered nothing since the last ping', () => {
    const { client } = connected();
    const socket = latestSocket();

    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS * 2);

    expect(socket.closeCalls).toHaveLength(1);
    expect(client.status).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(FakeWebSocket.sockets).toHaveLength(2);
  });

  it('keeps a socket that sends other messages instead of pongs', () => {
    const { client } = connected();
    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS);
    latestSocket().receive({ type: 'requests.changed' });
    vi.advanceTimersByTime(REALTIME_KEEPALIVE_MS);
    expect(client.status).toBe('open');
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });
});
