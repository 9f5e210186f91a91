import {
  serverMessageSchema,
  type ClientMessage,
  type ServerMessage,
  type ServerMessageOf,
} from '@ridebook/validation';

/**
 * - `idle`: never connected. `connecting`: the first socket (after `connect()`) is opening.
 * - `open`: connected. `reconnecting`: the connection dropped; waiting out the backoff or opening the next socket.
 * - `closed`: `close()` was called, or the server refused or ended the session (see `closeReason`).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * Why the client is closed: `client` (`close()` was called), `unauthenticated` (close code 4001: refresh the
 * session, then `connect()`), `session-ended` (close code 4003 or a `session.ended` message: signed out elsewhere,
 * blocked), `replaced` (close code 4008: the user opened more sockets than the API allows, in other tabs or
 * devices, and this was their oldest; reconnecting would only close the next one).
 */
export type RealtimeCloseReason = 'client' | 'unauthenticated' | 'session-ended' | 'replaced';

/** The status with its close reason (null unless `closed`); a new object on each change, the same one otherwise. */
export type RealtimeState = { status: RealtimeStatus; closeReason: RealtimeCloseReason | null };

export type RealtimeTopic = Extract<ClientMessage, { type: 'subscribe' }>['topic'];
export type RealtimeMessageType = ServerMessage['type'];
export type RealtimeMessageHandler<T extends RealtimeMessageType> = (message: ServerMessageOf<T>) => void;

/** The close codes with which the API ends a socket for good: no reconnect until the app calls `connect()`. */
export const REALTIME_CLOSE_CODES = { unauthenticated: 4001, sessionEnded: 4003, replaced: 4008 } as const;

/** A ping this often while open keeps proxies from closing an idle socket. */
export const REALTIME_KEEPALIVE_MS = 25_000;

export type RealtimeBackoff = {
  /** The first reconnect waits about this long. Default 500 ms. */
  initialMs: number;
  /** No wait is longer than this. Default 15 s. */
  maxMs: number;
  /** Each failed attempt multiplies the wait by this. Default 2. */
  factor: number;
  /** Each wait is spread by up to this fraction either way (0.2: 80% to 120%), so clients do not reconnect in step. */
  jitter: number;
};

export const DEFAULT_REALTIME_BACKOFF: RealtimeBackoff = {
  initialMs: 500,
  maxMs: 15_000,
  factor: 2,
  jitter: 0.2,
};

type TimerHandle = ReturnType<typeof setTimeout>;

export type RealtimeClientOptions = {
  /** The socket's address, e.g. `realtimeUrl()`. */
  url: string;
  /** The WebSocket class: the browser's by default; a fake in tests. */
  WebSocket?: typeof WebSocket;
  backoff?: Partial<RealtimeBackoff>;
  /** A number in [0, 1): `Math.random` by default. */
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
};

export type RealtimeClient = {
  readonly status: RealtimeStatus;
  readonly closeReason: RealtimeCloseReason | null;
  /** `{ status, closeReason }`, the same object until either changes (a `useSyncExternalStore` snapshot). */
  readonly state: RealtimeState;
  /** Opens the socket (from idle or closed), or retries at once while waiting to reconnect; else does nothing. */
  connect(): void;
  /** Closes the socket and stops reconnecting; subscriptions are kept for the next `connect()`. */
  close(): void;
  /**
   * Sends a message now and returns true when the socket is open. Otherwise the message is dropped (false), except
   * the latest `position`, which is sent as soon as the socket opens: a stale GPS fix is useless, the newest is not.
   * `subscribe` and `unsubscribe` messages go through `subscribe()` and `unsubscribe()`.
   */
  send(message: ClientMessage): boolean;
  /** Follows a topic (admins: `ops`), now if open and again after every reconnect. */
  subscribe(topic: RealtimeTopic): void;
  unsubscribe(topic: RealtimeTopic): void;
  /** Calls `handler` with every valid server message of that type; returns the function that stops it. */
  on<T extends RealtimeMessageType>(type: T, handler: RealtimeMessageHandler<T>): () => void;
  /** Calls `handler` with the new state on every change; returns the function that stops it. */
  onStatus(handler: (state: RealtimeState) => void): () => void;
};

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): `initialMs * factor ** attempt` capped at
 * `maxMs`, spread by `jitter` either way with `random`, and never more than `maxMs`.
 */
export function realtimeBackoffDelay(
  attempt: number,
  backoff: RealtimeBackoff,
  random: () => number,
): number {
  const base = Math.min(backoff.maxMs, backoff.initialMs * backoff.factor ** attempt);
  const spread = 1 + backoff.jitter * (2 * random() - 1);
  return Math.round(Math.min(backoff.maxMs, Math.max(0, base * spread)));
}

function parseServerMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = serverMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The client of the API's WebSocket (`/api/ws`; the cookies authenticate it). It parses every message with
 * `serverMessageSchema` (malformed ones are ignored) and hands it to the handlers of its `type`. After an unexpected
 * close it reconnects with exponential backoff and jitter (reset by every successful open) and subscribes again to
 * its topics; close codes 4001, 4003 and 4008 stop it for good (`closed` with the reason). While open it pings every 25 s;
 * a socket that answered nothing since the previous ping is taken for dead and replaced.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const backoff: RealtimeBackoff = { ...DEFAULT_REALTIME_BACKOFF, ...options.backoff };
  const random = options.random ?? Math.random;
  // Looked up on each call, so fake timers installed after the client was created still apply.
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle: TimerHandle) => clearTimeout(handle));

  let state: RealtimeState = { status: 'idle', closeReason: null };
  let socket: WebSocket | null = null;
  let attempt = 0;
  let reconnectTimer: TimerHandle | null = null;
  let keepaliveTimer: TimerHandle | null = null;
  let hasHeardSinceLastPing = true;
  let hasSessionEnded = false;
  let pendingPosition: ClientMessage | null = null;
  const topics = new Set<RealtimeTopic>();
  const handlers = new Map<RealtimeMessageType, Set<(message: ServerMessage) => void>>();
  const statusHandlers = new Set<(state: RealtimeState) => void>();

  function setState(status: RealtimeStatus, closeReason: RealtimeCloseReason | null = null): void {
    if (state.status === status && state.closeReason === closeReason) return;
    state = { status, closeReason };
    for (const handler of [...statusHandlers]) handler(state);
  }

  function transmit(message: ClientMessage): void {
    socket?.send(JSON.stringify(message));
  }

  function stopTimers(): void {
    if (reconnectTimer !== null) clearTimer(reconnectTimer);
    if (keepaliveTimer !== null) clearTimer(keepaliveTimer);
    reconnectTimer = null;
    keepaliveTimer = null;
  }

  /** Forgets the current socket: its late events are ignored from now on. */
  function detachSocket(): WebSocket | null {
    const detached = socket;
    socket = null;
    if (detached) {
      detached.onopen = null;
      detached.onmessage = null;
      detached.onclose = null;
      detached.onerror = null;
    }
    return detached;
  }

  function openSocket(status: 'connecting' | 'reconnecting'): void {
    setState(status);
    const WebSocketClass = options.WebSocket ?? globalThis.WebSocket;
    let next: WebSocket;
    try {
      next = new WebSocketClass(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = next;
    next.onopen = () => {
      if (socket === next) handleOpen();
    };
    next.onmessage = (event: MessageEvent) => {
      if (socket === next) handleMessage(event.data);
    };
    next.onclose = (event: CloseEvent) => {
      if (socket === next) handleClose(event.code);
    };
    // An error is always followed by a close, which decides what happens next.
    next.onerror = null;
  }

  function handleOpen(): void {
    attempt = 0;
    hasHeardSinceLastPing = true;
    for (const topic of topics) transmit({ type: 'subscribe', topic });
    if (pendingPosition) transmit(pendingPosition);
    pendingPosition = null;
    scheduleKeepalive();
    setState('open');
  }

  function handleMessage(data: unknown): void {
    hasHeardSinceLastPing = true;
    const message = parseServerMessage(data);
    if (!message) return;
    if (message.type === 'session.ended') hasSessionEnded = true;
    const listeners = handlers.get(message.type);
    if (!listeners) return;
    // One failing handler must not keep the message from the others; its error is rethrown afterwards.
    const failures: unknown[] = [];
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  function handleClose(code: number): void {
    detachSocket();
    stopTimers();
    if (code === REALTIME_CLOSE_CODES.unauthenticated) setState('closed', 'unauthenticated');
    else if (code === REALTIME_CLOSE_CODES.sessionEnded || hasSessionEnded)
      setState('closed', 'session-ended');
    else if (code === REALTIME_CLOSE_CODES.replaced) setState('closed', 'replaced');
    else scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = realtimeBackoffDelay(attempt, backoff, random);
    attempt += 1;
    setState('reconnecting');
    reconnectTimer = setTimer(() => {
      reconnectTimer = null;
      openSocket('reconnecting');
    }, delay);
  }

  function scheduleKeepalive(): void {
    keepaliveTimer = setTimer(() => {
      keepaliveTimer = null;
      if (!hasHeardSinceLastPing) {
        // Not even a pong since the last ping: the connection is dead (a phone that lost its network often never
        // sees the close). Replace it rather than wait for the browser to notice.
        detachSocket()?.close(1000, 'No answer to keepalive');
        scheduleReconnect();
        return;
      }
      hasHeardSinceLastPing = false;
      transmit({ type: 'ping' });
      scheduleKeepalive();
    }, REALTIME_KEEPALIVE_MS);
  }

  function subscribe(topic: RealtimeTopic): void {
    topics.add(topic);
    if (state.status === 'open') transmit({ type: 'subscribe', topic });
  }

  function unsubscribe(topic: RealtimeTopic): void {
    const wasSubscribed = topics.delete(topic);
    if (wasSubscribed && state.status === 'open') transmit({ type: 'unsubscribe', topic });
  }

  return {
    get status() {
      return state.status;
    },
    get closeReason() {
      return state.closeReason;
    },
    get state() {
      return state;
    },

    connect() {
      if (state.status === 'open' || state.status === 'connecting') return;
      if (state.status === 'reconnecting') {
        // A socket is already opening; otherwise skip the rest of the wait.
        if (reconnectTimer === null) return;
        clearTimer(reconnectTimer);
        reconnectTimer = null;
        openSocket('reconnecting');
        return;
      }
      attempt = 0;
      hasSessionEnded = false;
      openSocket('connecting');
    },

    close() {
      if (state.status === 'idle' || state.status === 'closed') return;
      stopTimers();
      pendingPosition = null;
      detachSocket()?.close(1000, 'Closed by the client');
      setState('closed', 'client');
    },

    send(message) {
      if (message.type === 'subscribe') subscribe(message.topic);
      else if (message.type === 'unsubscribe') unsubscribe(message.topic);
      else if (state.status === 'open') transmit(message);
      else if (message.type === 'position') pendingPosition = message;
      return state.status === 'open';
    },

    subscribe,
    unsubscribe,

    on(type, handler) {
      // A wrapper per call: the same handler registered twice is also stopped one registration at a time.
      const listener = (message: ServerMessage) => handler(message as ServerMessageOf<typeof type>);
      let listeners = handlers.get(type);
      if (!listeners) {
        listeners = new Set();
        handlers.set(type, listeners);
      }
      listeners.add(listener);
      return () => {
        handlers.get(type)?.delete(listener);
      };
    },

    onStatus(handler) {
      statusHandlers.add(handler);
      return () => {
        statusHandlers.delete(handler);
      };
    },
  };
}
