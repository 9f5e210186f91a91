/**
 * A stand-in for the browser's WebSocket in tests: every socket the client opens is recorded, and the test plays
 * the server (`open()`, `receive()`, `serverClose()`). Like the browser, `send` throws unless the socket is open.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** What the client sent, as strings. */
  readonly sent: string[] = [];
  /** The client's `close(code, reason)` calls. */
  readonly closeCalls: { code: number | undefined; reason: string | undefined }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(url: string) {
    this.url = url;
  }

  /** What the client sent, parsed. */
  get messages(): unknown[] {
    return this.sent.map((data) => JSON.parse(data) as unknown);
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

  serverClose(code = 1006, reason = ''): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: code !== 1006 });
  }
}

/** A WebSocket class for `createRealtimeClient({ WebSocket })` that records every socket it makes. */
export function createFakeWebSocketClass() {
  const sockets: FakeWebSocket[] = [];
  class RecordedWebSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return {
    WebSocket: RecordedWebSocket as unknown as typeof WebSocket,
    sockets,
    /** The last socket made; fails the test when there is none. */
    latest(): FakeWebSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket was opened');
      return socket;
    },
  };
}
