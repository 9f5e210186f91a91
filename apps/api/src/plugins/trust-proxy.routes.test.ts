import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import type { Env } from '../config/env.ts';
import { buildTestContext } from '../test/test-app.ts';
import { isTestDatabaseMissing } from '../test/test-database.ts';

/**
 * The per-address limits (here the visitors' place search, 2 a minute) count the client's real address: the one the
 * configured proxy saw, never what the client wrote into X-Forwarded-For (docs/decisions/015).
 */
describe.skipIf(isTestDatabaseMissing)('proxy trust (TRUST_PROXY)', () => {
  let app: App;
  afterEach(async () => {
    await app.close();
  });

  const start = async (trust: Env['TRUST_PROXY']) => {
    ({ app } = await buildTestContext({
      NODE_ENV: 'production',
      TRUST_PROXY: trust,
      PUBLIC_RATE_LIMIT_PER_MINUTE: 2,
    }));
  };

  /** A visitor's search as the load balancer (127.0.0.1) forwards it: what the client sent, then its address. */
  const search = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'GET',
      url: '/api/places/search?q=ferry',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it.each([
    ['a hop count', 1],
    ['the proxy’s address', ['127.0.0.1']],
    ['the proxies’ range', ['127.0.0.0/8', '10.0.0.0/8']],
  ] as const)(
    'counts the address the proxy saw, whatever X-Forwarded-For claims (%s)',
    async (_name, trust) => {
      await start(typeof trust === 'number' ? trust : [...trust]);
      // The attacker claims a new address each time; the proxy appends the real one.
      for (const claimed of ['203.0.113.1', '203.0.113.2']) {
        expect((await search(`${claimed}, 198.51.100.7`)).statusCode).toBe(200);
      }
      const third = await search('203.0.113.3, 198.51.100.7');
      expect(third.statusCode).toBe(429);
      // Another real client behind the same proxy has its own count.
      expect((await search('198.51.100.8')).statusCode).toBe(200);
    },
  );

  it('believes no X-Forwarded-For without TRUST_PROXY: the address is the connection’s', async () => {
    await start(false);
    expect((await search('203.0.113.1', '192.0.2.10')).statusCode).toBe(200);
    expect((await search('203.0.113.2', '192.0.2.10')).statusCode).toBe(200);
    expect((await search('203.0.113.3', '192.0.2.10')).statusCode).toBe(429);
    expect((await search('203.0.113.3', '192.0.2.11')).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    await start(['10.0.0.0/8']);
    // Straight from the internet (not through the proxy): the header is the client's own, and ignored.
    expect((await search('203.0.113.1', '192.0.2.20')).statusCode).toBe(200);
    expect((await search('203.0.113.2', '192.0.2.20')).statusCode).toBe(200);
    expect((await search('203.0.113.3', '192.0.2.20')).statusCode).toBe(429);
  });
});
