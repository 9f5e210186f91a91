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
  readonly sent: string[] = [];
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

  close(): void {
    this.readyState = FakeWebSocket.CLOSING;
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({ type: 'open' });
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** The server closes the socket; 1006 (the default) is an abnormal close, as when the network drops. */
  serverClose(code = 1006): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason: '', wasClean: code !== 1006 });
  }
}

/** Puts FakeWebSocket in place of the browser's for this test; returns the socket list (newest last). */
export function installFakeWebSocket(): FakeWebSocket[] {
  FakeWebSocket.sockets.length = 0;
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket.sockets;
}

export function latestSocket(): FakeWebSocket {
  return FakeWebSocket.latest();
}
