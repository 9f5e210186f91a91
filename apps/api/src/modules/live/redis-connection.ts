import { Redis } from 'ioredis';

export type RedisErrorListener = (error: unknown) => void;

const DEFAULT_CONNECT_TIMEOUT_MS = 3000;

/** host:port of a Redis URL, without credentials, for error messages. */
export function describeRedisTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || '127.0.0.1'}:${parsed.port || '6379'}`;
  } catch {
    return 'an unparsable URL';
  }
}

function describeCause(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * Commands issued in the same tick of the event loop leave in one socket write (ioredis' auto-pipelining): a ride's
 * offers published to several drivers' channels, say, cost one system call instead of one each.
 */
const AUTO_PIPELINING = { enableAutoPipelining: true } as const;

/**
 * A client that connects in the background and reconnects forever. Connection errors go to `onError`: without a
 * listener ioredis prints them to the console, and the commands that fail reject anyway.
 */
export function createRedisClient(url: string, onError: RedisErrorListener = () => undefined): Redis {
  const redis = new Redis(url, { ...AUTO_PIPELINING, retryStrategy: (times) => Math.min(times * 200, 2000) });
  redis.on('error', onError);
  return redis;
}

/**
 * Connects and waits until the server answers, so a wrong REDIS_URL stops the API at start with
 * `REDIS_URL: cannot reach Redis at host:port (cause)` rather than failing the first ride request.
 */
export async function connectRedis(
  url: string,
  options: { onError?: RedisErrorListener; connectTimeoutMs?: number } = {},
): Promise<Redis> {
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  let connected = false;
  let lastError: unknown;
  const redis = new Redis(url, {
    ...AUTO_PIPELINING,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // Before the first success a failure is final (reported below); after it, reconnect with a capped back-off.
    retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
  });
  redis.on('error', (error: unknown) => {
    lastError = error;
    if (connected) options.onError?.(error);
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      // ioredis rejects connect() with a bare "Connection is closed."; the socket error says why.
      redis.connect().then(resolve, (error: unknown) => {
        const cause = lastError ?? error;
        reject(cause instanceof Error ? cause : new Error(String(cause)));
      });
    });
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `REDIS_URL: cannot reach Redis at ${describeRedisTarget(url)} (${describeCause(error)})`,
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
  }
  connected = true;
  return redis;
}

/** QUIT when connected (lets replies in flight arrive); otherwise stop reconnecting at once, as QUIT would wait. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
