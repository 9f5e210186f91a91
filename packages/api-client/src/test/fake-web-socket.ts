import { vi } from 'vitest';

/**
 * The browser's WebSocket played by the test: every socket the app opens is recorded, and the test is the server
 * (`open()`, `receive()`, `serverClose()`). Like the browser, `send` throws unless the socket is open. jsdom's own
 * WebSocket would try a real connection.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static readonly sockets: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** What the app sent, as strings. */
  readonly sent: string[] = [];
  /** The app's `close(code, reason)` calls. */
  readonly closeCalls: { code: number | undefined; reason: string | undefined }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.sockets.push(this);
  }

  /** The socket the app opened last; fails the test when none was opened. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('The app opened no WebSocket');
    return socket;
  }

  /** What the app sent, parsed. */
  get messages(): { type: string; [key: string]: unknown }[] {
    return this.sent.map((data) => JSON.parse(data) as { type: string });
  }

  send(data: string): void {
    if (this.readyState !== FakeWebSocket.OPEN)
      throw new Error(`InvalidStateError: readyState ${this.readyState}`);
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closeCalls.push({ code, reason });
    this.readyState = FakeWebSocket.CLOSING;
  }

  // The server's side.

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({ type: 'open' });
  }

  /** Delivers a message: an object is sent as JSON, a string as it is. */
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The server closes the socket; 1006 (the default) is an abnormal close, as when the network drops. */
  serverClose(code = 1006, reason = ''): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: code !== 1006 });
  }
}

/** Empties the socket list and gives FakeWebSocket as the browser's class, for `createRealtimeClient({ WebSocket })`. */
export function freshFakeWebSocket(): typeof WebSocket {
  FakeWebSocket.sockets.length = 0;
  return FakeWebSocket as unknown as typeof WebSocket;
}

/** Puts FakeWebSocket in place of the browser's for this test; returns the socket list (newest last). */
export function installFakeWebSocket(): FakeWebSocket[] {
  vi.stubGlobal('WebSocket', freshFakeWebSocket());
  return FakeWebSocket.sockets;
}

export function latestSocket(): FakeWebSocket {
  return FakeWebSocket.latest();
}
