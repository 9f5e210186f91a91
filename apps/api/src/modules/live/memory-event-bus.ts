import { deliverMessage, warnHandlerError } from './deliver-message.ts';
import type { BusHandler, EventBus, HandlerErrorListener } from './event-bus.ts';

type Subscription = { handler: BusHandler; active: boolean };

/** The in-process bus: enough while one API process holds every WebSocket. */
export function createMemoryEventBus(options: { onHandlerError?: HandlerErrorListener } = {}): EventBus {
  const onHandlerError = options.onHandlerError ?? warnHandlerError;
  const channels = new Map<string, Set<Subscription>>();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error('The event bus is closed');
  };

  /** Hands the payload to the channel's handlers; 1 when it has any (this process's bus got it), else 0. */
  const publishPayload = (channel: string, payload: string): number => {
    const subscribers = channels.get(channel);
    if (subscribers === undefined) return 0;
    const targets = [...subscribers];
    // Never inside publish(), as over Redis: a handler that publishes must not nest into its publisher.
    queueMicrotask(() => {
      for (const subscription of targets) {
        if (subscription.active) deliverMessage(subscription.handler, payload, channel, onHandlerError);
      }
    });
    return 1;
  };

  return {
    kind: 'memory',
    // Serialised like over Redis, so a message that would not survive JSON fails here too.
    publish: async (channel, message) => {
      assertOpen();
      return publishPayload(channel, JSON.stringify(message));
    },
    publishToEach: async (names, message) => {
      assertOpen();
      const payload = JSON.stringify(message);
      return names.reduce((total, channel) => total + publishPayload(channel, payload), 0);
    },
    subscribe: async (channel, handler) => {
      assertOpen();
      const subscription: Subscription = { handler, active: true };
      let subscribers = channels.get(channel);
      if (subscribers === undefined) {
        subscribers = new Set();
        channels.set(channel, subscribers);
      }
      subscribers.add(subscription);
      return async () => {
        if (!subscription.active) return;
        subscription.active = false;
        const current = channels.get(channel);
        current?.delete(subscription);
        if (current?.size === 0) channels.delete(channel);
      };
    },
    close: async () => {
      closed = true;
      for (const subscribers of channels.values()) {
        for (const subscription of subscribers) subscription.active = false;
      }
      channels.clear();
    },
  };
}
