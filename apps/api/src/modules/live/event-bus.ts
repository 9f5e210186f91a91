export type BusMessage = { type: string } & Record<string, unknown>;

/**
 * `payload` is the JSON text the message was parsed from, for a handler that passes the message on as it came
 * (a socket sends it without serialising it again). If a handler returns a promise anyway, its rejection is
 * reported like a throw (see HandlerErrorListener).
 */
export type BusHandler = (message: BusMessage, payload: string) => void;

/** Called when a handler throws (or its promise rejects); delivery to the other handlers goes on. */
export type HandlerErrorListener = (error: unknown, channel: string) => void;

/**
 * Fan-out of live events (ride offers, driver moves) to whoever holds the interested WebSocket. Two adapters
 * pass one contract (event-bus.contract.ts): in-process (memory-event-bus.ts) and Redis pub/sub
 * (redis-event-bus.ts), so an event published by one API process reaches sockets held by another.
 * Messages travel as JSON: handlers receive a JSON copy, never the published object.
 */
export type EventBus = {
  readonly kind: 'memory' | 'redis';
  /**
   * Delivers to every subscriber of `channel` in every process (Redis) or this process (memory). Resolves to the
   * number of buses (one per API process) that have a subscriber of the channel and got the message, so a
   * publisher can wait for that many acknowledgements (the auth state cache's invalidations do).
   */
  publish(channel: string, message: BusMessage): Promise<number>;
  /**
   * `publish` to each of `channels` (in that order), the message serialised once for all of them; resolves to the
   * sum of what `publish` would for each.
   */
  publishToEach(channels: readonly string[], message: BusMessage): Promise<number>;
  /** Returns an unsubscribe function; handlers of one channel get messages in publish order. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
