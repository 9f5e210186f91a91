import type { Redis } from 'ioredis';
import { deliverMessage, warnHandlerError } from './deliver-message.ts';
import type { BusHandler, EventBus, HandlerErrorListener } from './event-bus.ts';
import { closeRedis, createRedisClient, type RedisErrorListener } from './redis-connection.ts';

export type RedisEventBusOptions = ({ redis: Redis } | { url: string }) & {
  /** Prepended to every channel name in Redis, e.g. `rb:bus:`; tests use a random one each. */
  channelPrefix?: string;
  onHandlerError?: HandlerErrorListener;
  /** Connection errors of the connections this bus opens (ioredis reconnects by itself). */
  onError?: RedisErrorListener;
};

type Subscription = { handler: BusHandler; active: boolean };

type Channel = {
  name: string;
  handlers: Set<Subscription>;
  /** Whether Redis has us subscribed (as far as completed commands tell). */
  subscribed: boolean;
  /** SUBSCRIBE/UNSUBSCRIBE of one channel run one after another, never interleaved. */
  queue: Promise<void>;
  queued: number;
};

/**
 * The scale-out bus over Redis pub/sub: a message published by any API process reaches the handlers in every
 * process. One connection publishes (and may be shared); a second one, in subscriber mode, holds one Redis
 * subscription per channel however many local handlers listen to it.
 */
export function createRedisEventBus(options: RedisEventBusOptions): EventBus {
  const onHandlerError = options.onHandlerError ?? warnHandlerError;
  const onError = options.onError ?? (() => undefined);
  const ownsPublisher = !('redis' in options);
  const publisher = 'redis' in options ? options.redis : createRedisClient(options.url, onError);
  // A connection in subscriber mode cannot publish, hence its own.
  const subscriber = publisher.duplicate();
  subscriber.on('error', onError);
  const prefix = options.channelPrefix ?? 'rb:bus:';
  const channels = new Map<string, Channel>();
  let closed = false;

  subscriber.on('message', (redisChannel: string, payload: string) => {
    const channel = channels.get(redisChannel);
    if (channel === undefined) return;
    for (const subscription of [...channel.handlers]) {
      if (subscription.active) deliverMessage(subscription.handler, payload, channel.name, onHandlerError);
    }
  });

  /** Brings Redis in line with the local handlers: subscribed exactly while at least one listens. */
  function reconcile(redisChannel: string, channel: Channel): Promise<void> {
    channel.queued++;
    const run = async () => {
      try {
        if (closed) return;
        const wanted = channel.handlers.size > 0;
        if (wanted && !channel.subscribed) {
          await subscriber.subscribe(redisChannel);
          channel.subscribed = true;
        } else if (!wanted && channel.subscribed) {
          channel.subscribed = false;
          await subscriber.unsubscribe(redisChannel);
        }
      } finally {
        channel.queued--;
        if (channel.queued === 0 && channel.handlers.size === 0 && channels.get(redisChannel) === channel) {
          channels.delete(redisChannel);
        }
      }
    };
    const result = channel.queue.then(run);
    channel.queue = result.catch(() => undefined);
    return result;
  }

  const assertOpen = () => {
    if (closed) throw new Error('The event bus is closed');
  };

  return {
    kind: 'redis',
    // PUBLISH answers how many subscriber connections got it: one per process with a subscriber.
    publish: async (channel, message) => {
      assertOpen();
      return publisher.publish(prefix + channel, JSON.stringify(message));
    },
    publishToEach: async (names, message) => {
      assertOpen();
      const payload = JSON.stringify(message);
      // Sent one after the other on the one connection, without waiting for each answer: Redis keeps their order.
      const counts = await Promise.all(names.map((channel) => publisher.publish(prefix + channel, payload)));
      return counts.reduce((total, count) => total + count, 0);
    },
    subscribe: async (name, handler) => {
      assertOpen();
      const redisChannel = prefix + name;
      let channel = channels.get(redisChannel);
      if (channel === undefined) {
        channel = { name, handlers: new Set(), subscribed: false, queue: Promise.resolve(), queued: 0 };
        channels.set(redisChannel, channel);
      }
      const subscription: Subscription = { handler, active: true };
      channel.handlers.add(subscription);
      const subscribedChannel = channel;
      try {
        await reconcile(redisChannel, subscribedChannel);
      } catch (error) {
        subscription.active = false;
        subscribedChannel.handlers.delete(subscription);
        const idle = subscribedChannel.handlers.size === 0 && subscribedChannel.queued === 0;
        if (idle && channels.get(redisChannel) === subscribedChannel) {
          channels.delete(redisChannel);
        }
        throw error;
      }
      return async () => {
        if (!subscription.active) return;
        subscription.active = false;
        subscribedChannel.handlers.delete(subscription);
        if (!closed) await reconcile(redisChannel, subscribedChannel);
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const channel of channels.values()) {
        for (const subscription of channel.handlers) subscription.active = false;
      }
      channels.clear();
      await closeRedis(subscriber);
      if (ownsPublisher) await closeRedis(publisher);
    },
  };
}
