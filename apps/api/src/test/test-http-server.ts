import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// A helper for the provider tests (routing and places): a real HTTP server on 127.0.0.1, so the adapters are tested
// through Node's own fetch without reaching the internet.

export type ReceivedRequest = { method: string; url: URL; headers: IncomingHttpHeaders };

/** What the server answers: JSON (`body`), raw text (`text`), or nothing at all (`hang`, to test timeouts). */
export type FakeAnswer = { status?: number; body?: unknown; text?: string } | 'hang';

export type TestHttpServer = {
  baseUrl: string;
  received: ReceivedRequest[];
  /** Replaces the answer for the following requests. */
  answer(handler: (request: ReceivedRequest) => FakeAnswer): void;
  close(): Promise<void>;
};

export async function startTestHttpServer(
  initial: (request: ReceivedRequest) => FakeAnswer = () => ({ status: 404, body: {} }),
): Promise<TestHttpServer> {
  const received: ReceivedRequest[] = [];
  let handler = initial;
  const server = createServer((request, response) => {
    const recorded = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      headers: request.headers,
    };
    received.push(recorded);
    const answer = handler(recorded);
    if (answer === 'hang') return;
    const payload = answer.text ?? JSON.stringify(answer.body ?? null);
    response.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests keep their sockets open; close them or server.close() waits forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One server for the tests of the enclosing describe, started before the first and closed after the last; what it
 * received is emptied before each test. The object returned stays the same once the server runs.
 */
export function testHttpServerForAllTests(): TestHttpServer {
  const server = {} as TestHttpServer;
  beforeAll(async () => {
    Object.assign(server, await startTestHttpServer());
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
  });
  return server;
}
