/**
 * The browser's WebSocket played by the test: every socket the app opens is recorded, and the test is the server
 * (`open()`, `receive()`). Installed for every test by vitest.setup.ts, so no test reaches for a real server.
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

  /** The socket the app opened last. */
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
    this.readyState = FakeWebSocket.CLOSED;
  }

  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.({ type: 'open' });
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}
