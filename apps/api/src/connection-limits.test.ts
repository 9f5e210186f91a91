import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { loadEnv } from './config/env.ts';
import { buildTestApp } from './test/test-app.ts';

describe('connection limits', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sets the request, header, keep-alive and idle timeouts deliberately (README "Configuration")', async () => {
    app = await buildTestApp();
    await app.ready();
    expect(app.server.requestTimeout).toBe(30_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.timeout).toBe(120_000);
  });

  it('cuts off a client that sends its headers too slowly (slow-header attack) with 408', async () => {
    app = await buildTestApp({ HTTP_HEADERS_TIMEOUT_MS: 1_000, HTTP_REQUEST_TIMEOUT_MS: 1_000 });
    const address = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const socket = connect(Number(address.port), '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString();
    });
    // The request line and one header, then nothing: the end of the headers never comes.
    socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  }, 15_000);

  it('refuses a header timeout longer than the request timeout', () => {
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '40000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (30000)',
    );
  });
});
