import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { readsSmallTextFrames } from './small-text-frames.ts';

/** What the server heard, in order, and through which path. */
type Heard = { text: string; path: 'fast' | 'ws'; isBinary: boolean };

type Pair = {
  client: WebSocket;
  heard: Heard[];
  /** Resolves once the server has heard `count` messages. */
  heardCount(count: number): Promise<Heard[]>;
  serverClosed: Promise<{ code: number }>;
  /** Resolves when the server's TCP socket next reads bytes. */
  serverReads(): Promise<void>;
  clientClosed: Promise<{ code: number }>;
  isInstalled: boolean;
};

const servers: http.Server[] = [];
const clients: WebSocket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A `ws` server whose socket takes the fast path (as the API's does), and a client connected to it. */
async function connectPair(): Promise<Pair> {
  const server = http.createServer();
  servers.push(server);
  const sockets = new WebSocketServer({ server, maxPayload: 16 * 1024, perMessageDeflate: false });
  const heard: Heard[] = [];
  let waiter: { count: number; resolve: (heard: Heard[]) => void } | null = null;
  const hear = (entry: Heard) => {
    heard.push(entry);
    if (waiter !== null && heard.length >= waiter.count) waiter.resolve(heard);
  };
  const installed = new Promise<{
    isInstalled: boolean;
    closed: Promise<{ code: number }>;
    tcp: { once(event: 'data', listener: () => void): void };
  }>((resolve) => {
    sockets.on('connection', (socket) => {
      // ws reports a protocol error (invalid UTF-8) here as well as closing the socket.
      socket.on('error', () => undefined);
      socket.on('message', (data: Buffer, isBinary: boolean) =>
        hear({ text: data.toString(), path: 'ws', isBinary }),
      );
      const closed = new Promise<{ code: number }>((resolveClosed) =>
        socket.on('close', (code) => resolveClosed({ code })),
      );
      const isInstalled = readsSmallTextFrames(socket, (data) =>
        hear({ text: data.toString(), path: 'fast', isBinary: false }),
      );
      const tcp = (socket as unknown as { _socket: { once(event: 'data', listener: () => void): void } })
        ._socket;
      resolve({ isInstalled, closed, tcp });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
  clients.push(client);
  const clientClosed = new Promise<{ code: number }>((resolve) =>
    client.on('close', (code) => resolve({ code })),
  );
  await new Promise((resolve, reject) => {
    client.once('open', resolve);
    client.once('error', reject);
  });
  const { isInstalled, closed, tcp } = await installed;
  return {
    client,
    heard,
    heardCount: (count) =>
      heard.length >= count
        ? Promise.resolve(heard)
        : new Promise((resolve) => {
            waiter = { count, resolve };
          }),
    serverClosed: closed,
    serverReads: () => new Promise((resolve) => tcp.once('data', resolve)),
    clientClosed,
    isInstalled,
  };
}

/** A client's frame as raw bytes: FIN, the opcode, masked with the key given (lengths under 126 only). */
function maskedFrame(
  payload: Buffer,
  opcode = 0x1,
  isFinal = true,
  mask = Buffer.from([0x37, 0xfa, 0x21, 0x3d]),
): Buffer {
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i & 3]!));
  return Buffer.concat([Buffer.from([(isFinal ? 0x80 : 0) | opcode, 0x80 | payload.length]), mask, masked]);
}

/** Writes bytes straight to the client's TCP socket, as one write. */
function writeRaw(client: WebSocket, bytes: Buffer): void {
  (client as unknown as { _socket: { write(bytes: Buffer): void } })._socket.write(bytes);
}

const FIX = JSON.stringify({ type: 'position', position: { lat: 37.7749, lng: -122.4194, heading: 90 } });

describe('readsSmallTextFrames', () => {
  it('hands a short text message to the fast path, the same text ws would have emitted', async () => {
    const pair = await connectPair();
    expect(pair.isInstalled).toBe(true);
    pair.client.send(FIX);
    pair.client.send('{"type":"ping"}');
    expect(await pair.heardCount(2)).toEqual([
      { text: FIX, path: 'fast', isBinary: false },
      { text: '{"type":"ping"}', path: 'fast', isBinary: false },
    ]);
  });

  it('reads several whole frames of one chunk in order, and leaves the rest of the chunk to ws', async () => {
    const pair = await connectPair();
    const long = 'x'.repeat(300);
    writeRaw(pair.client, Buffer.concat([maskedFrame(Buffer.from('one')), maskedFrame(Buffer.from('two'))]));
    expect(await pair.heardCount(2)).toEqual([
      { text: 'one', path: 'fast', isBinary: false },
      { text: 'two', path: 'fast', isBinary: false },
    ]);
    // A short frame, then one too long for the fast path, then a short one: ws reads from the long one on.
    pair.client.send('three');
    pair.client.send(long);
    pair.client.send('four');
    const heard = await pair.heardCount(5);
    expect(heard.slice(2).map(({ text }) => text)).toEqual(['three', long, 'four']);
    expect(heard.find(({ text }) => text === long)?.path).toBe('ws');
  });

  it('leaves fragments, a frame split across reads, binary messages and pings to ws', async () => {
    const pair = await connectPair();
    pair.client.send('frag', { fin: false });
    pair.client.send('ment', { fin: true });
    pair.client.send(Buffer.from([1, 2, 3]), { binary: true });
    await pair.heardCount(2);
    const frame = maskedFrame(Buffer.from('split'));
    // Nothing else is in flight: the frame's first bytes are read on their own before the rest is sent, so ws
    // holds part of a frame when the rest arrives.
    const firstBytesRead = pair.serverReads();
    writeRaw(pair.client, frame.subarray(0, 4));
    await firstBytesRead;
    writeRaw(pair.client, frame.subarray(4));
    const pong = new Promise((resolve) => pair.client.once('pong', resolve));
    pair.client.ping('are you there');
    await pong;
    expect(await pair.heardCount(3)).toEqual([
      { text: 'fragment', path: 'ws', isBinary: false },
      { text: '\u0001\u0002\u0003', path: 'ws', isBinary: true },
      { text: 'split', path: 'ws', isBinary: false },
    ]);
  });

  it('never reads a frame out of the payload of a frame ws is still reading', async () => {
    const pair = await connectPair();
    // An outer frame whose payload, masked with a zero key, is itself a whole short text frame ("evil"). Its
    // header and key arrive first; the payload, read on its own, looks like a frame the fast path would take.
    const inner = maskedFrame(Buffer.from('evil'));
    const outer = maskedFrame(inner, 0x1, true, Buffer.alloc(4));
    const headerRead = pair.serverReads();
    writeRaw(pair.client, outer.subarray(0, 6));
    await headerRead;
    writeRaw(pair.client, outer.subarray(6));
    // ws reads it as the outer frame's text, which is not UTF-8 (it starts with 0x81): closed with 1007.
    const outcome = await Promise.race([pair.clientClosed, pair.heardCount(1)]);
    expect(pair.heard).toEqual([]);
    expect(outcome).toEqual({ code: 1007 });
  });

  it('leaves invalid UTF-8 to ws, which closes the socket with 1007 and hands nothing on', async () => {
    const pair = await connectPair();
    writeRaw(pair.client, maskedFrame(Buffer.from([0x7b, 0xc3, 0x28, 0x7d])));
    expect(await pair.clientClosed).toEqual({ code: 1007 });
    expect(pair.heard).toEqual([]);
  });

  it("keeps ws's closing handshake: a close frame after fixes closes with the client's code", async () => {
    const pair = await connectPair();
    pair.client.send(FIX);
    pair.client.close(4321, 'bye');
    expect(await pair.serverClosed).toEqual({ code: 4321 });
    expect(pair.heard.map(({ path }) => path)).toEqual(['fast']);
  });

  it('is not installed on a socket whose receiver is not the one it knows', () => {
    const socket = { _receiver: { write: () => true } } as unknown as Parameters<
      typeof readsSmallTextFrames
    >[0];
    expect(readsSmallTextFrames(socket, () => undefined)).toBe(false);
    expect(readsSmallTextFrames({} as never, () => undefined)).toBe(false);
  });
});
