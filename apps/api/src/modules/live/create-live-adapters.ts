import { cityKeyPrefix, createCityLocators, type CityLocators } from './city-locators.ts';
import type { EventBus, HandlerErrorListener } from './event-bus.ts';
import { createMemoryDriverLocator } from './memory-driver-locator.ts';
import { createMemoryEventBus } from './memory-event-bus.ts';
import { closeRedis, connectRedis, type RedisErrorListener } from './redis-connection.ts';
import { createRedisDriverLocator } from './redis-driver-locator.ts';
import { createRedisEventBus } from './redis-event-bus.ts';

export type LiveAdapters = { locators: CityLocators; bus: EventBus; close(): Promise<void> };

export type LiveAdapterOptions = {
  /** REDIS_URL: unset keeps everything in this process (one API process per city). */
  redisUrl?: string;
  /** Prefix of Redis keys and channels (default `rb:`), so several deployments can share one server. */
  keyPrefix?: string;
  /** Connection errors after start; ioredis reconnects by itself. */
  onRedisError?: RedisErrorListener;
  onHandlerError?: HandlerErrorListener;
  connectTimeoutMs?: number;
};

/**
 * The driver locator and event bus of dispatch: in-process by default, Redis when REDIS_URL is set. Rejects with
 * `REDIS_URL: cannot reach Redis at host:port (cause)` when the server does not answer at start.
 */
export async function createLiveAdapters(options: LiveAdapterOptions = {}): Promise<LiveAdapters> {
  if (options.redisUrl === undefined) {
    const locators = createCityLocators('memory', () => createMemoryDriverLocator());
    const bus = createMemoryEventBus({ onHandlerError: options.onHandlerError });
    return {
      locators,
      bus,
      close: async () => {
        await Promise.all([bus.close(), locators.close()]);
      },
    };
  }
  const prefix = options.keyPrefix ?? 'rb:';
  const redis = await connectRedis(options.redisUrl, {
    onError: options.onRedisError,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  // One command connection shared by the locator and the publisher; the bus adds its subscriber connection.
  const locators = createCityLocators('redis', (cityId) =>
    createRedisDriverLocator({ redis, keyPrefix: cityKeyPrefix(prefix, cityId) }),
  );
  const bus = createRedisEventBus({
    redis,
    channelPrefix: `${prefix}bus:`,
    onHandlerError: options.onHandlerError,
    onError: options.onRedisError,
  });
  return {
    locators,
    bus,
    close: async () => {
      await Promise.all([bus.close(), locators.close()]);
      await closeRedis(redis);
    },
  };
}
