import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { annotateActiveSpan } from '../modules/observability/index.ts';

/** What follows a request through the work it causes (dispatch, bus messages), whichever module does it. */
type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** The header a proxy (nginx's `$request_id`) or a client may send, and that every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A forwarded id is kept only when it is short and plain: it is written to every log line of the request. */
const FORWARDED_ID = /^[\w.:-]{8,128}$/;

/** The id of the request whose work is running now, or undefined (a timer's sweep, a process start). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Fastify's `genReqId`: the proxy's id when it sent a plain one, a new UUID otherwise. */
export function requestIdFor(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * Runs each request's hooks and handler with its id in async-local storage, so the log lines and bus messages of
 * the work it causes carry it (docs/decisions/022), and answers with the id in `X-Request-Id`.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // With tracing on, the HTTP span names the request as the logs do (a no-op otherwise).
    annotateActiveSpan({
      'ridebook.request_id': request.id,
      'http.route': request.routeOptions.url ?? 'unmatched',
    });
    storage.run({ requestId: request.id }, done);
  });
}
