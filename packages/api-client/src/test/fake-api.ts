import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, onTestFinished } from 'vitest';
import type { ApiError } from '@ridebook/validation';
import { configureApiClient } from '../http-client.ts';

/** `headers` with a content type send a text or bytes `body` as it is (a CSV download, a photo) instead of as JSON. */
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };
/** `params`: the query string's values as they went over the wire (a repeated name gives a list). */
export type FakeRequest = {
  method: string;
  url: string;
  params: Record<string, string | string[]>;
  body: unknown;
};
export type Responder = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** An answer `{ data }` as the API sends it. */
export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
/** A page answer `{ data, page }`. */
export const okPage = (rows: unknown[], extra: Record<string, unknown> = {}): FakeReply => ({
  status: 200,
  body: { data: rows, page: { page: 1, pageSize: 20, total: rows.length, totalPages: 1 }, ...extra },
});
/** A text answer such as a CSV download, with its headers (their content type is text/plain unless given). */
export const okText = (text: string, headers: Record<string, string> = {}): FakeReply => ({
  status: 200,
  body: text,
  headers: { 'content-type': 'text/plain', ...headers },
});
/** An error body as the API sends it. */
export const failure = (status: number, body: ApiError): FakeReply => ({ status, body });

/**
 * The one fake RideBook API of the apps' and packages' tests: Mock Service Worker intercepts the HTTP requests
 * the real api-client sends (XMLHttpRequest in jsdom), so the client's whole stack runs as in the browser. It
 * listens from the first import of '@ridebook/api-client/testing' for as long as the module lives: one test file,
 * or every file of a worker when a suite runs with `isolate: false` (closing it after a file would leave the
 * worker's next files without it). An API request no test answers fails the way an unreachable API does (a network
 * error), any other request fails the test, and the answers `installFakeApi` adds are dropped when its test ends.
 */
export const fakeApiServer = setupServer(http.all('*/api/*', () => HttpResponse.error()));
fakeApiServer.listen({ onUnhandledFrame: 'error' });

function queryOf(url: URL): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    params[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return params;
}

/** A file a multipart form sent: its name, type and content as text. */
export type FakeUploadedFile = { filename: string; type: string; text: string };

/**
 * A multipart form's fields by name: text, or a FakeUploadedFile. Read by hand: under jsdom, the runtime's own
 * `Request.formData()` refuses to build jsdom's File objects.
 */
function multipartFields(text: string, contentType: string): Record<string, string | FakeUploadedFile> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string | FakeUploadedFile> = {};
  if (!boundary) return fields;
  for (const part of text.split(`--${boundary[1] ?? boundary[2] ?? ''}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const value = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? 'application/octet-stream';
    fields[name] = filename === undefined ? value : { filename, type, text: value };
  }
  return fields;
}

/** What the request sent: a multipart form's fields (uploads), JSON's value, or nothing. */
async function bodyOf(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (contentType.startsWith('multipart/form-data')) return multipartFields(text, contentType);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Answers the API's requests from `responders`, keyed "METHOD /path" (the path under /api), on a fresh api-client
 * configured as the app configures it. `responders` may be changed during a test (the next refetch gets the new
 * answer); a request with no responder gets a network error. Call it inside a test (or a `beforeEach`): its answers
 * end with that test.
 */
export function installFakeApi(responders: Record<string, Responder | FakeReply>) {
  const requests: FakeRequest[] = [];
  configureApiClient({});
  onTestFinished(() => fakeApiServer.resetHandlers());
  fakeApiServer.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const fake: FakeRequest = {
        method: request.method,
        url: url.pathname.replace(/^\/api/, ''),
        params: queryOf(url),
        body: await bodyOf(request),
      };
      requests.push(fake);
      const responder = responders[`${fake.method} ${fake.url}`];
      if (!responder) return HttpResponse.error();
      const { status, body, headers } = typeof responder === 'function' ? await responder(fake) : responder;
      if (body === undefined) return new HttpResponse(null, { status, headers });
      if (
        (typeof body === 'string' || body instanceof Uint8Array) &&
        headers?.['content-type'] !== undefined
      ) {
        return new HttpResponse(body, { status, headers });
      }
      return HttpResponse.json(body as Record<string, unknown>, { status, headers });
    }),
  );
  const requestsTo = (key: string) => requests.filter(({ method, url }) => `${method} ${url}` === key);
  return {
    requests,
    responders,
    /** The requests made to "METHOD /path", oldest first. */
    callsTo: requestsTo,
    /** The query parameters of the latest request to "METHOD /path". */
    lastParams: (key: string) => requestsTo(key).at(-1)?.params,
    /** What the `index`-th request with this method sent (the first by default). */
    bodyOf: (method: string, index = 0) =>
      requests.filter((request) => request.method === method)[index]?.body,
  };
}

/** The fake API a test installed: its requests, its answers and ways to find a request. */
export type FakeApi = ReturnType<typeof installFakeApi>;

/**
 * The usual setup of a test file: `const api = fakeApiForEachTest();` installs a fresh fake API before each test,
 * with no answers yet (each test adds its own to `api.responders`). The object stays the same; its requests and
 * answers are always the current test's.
 */
export function fakeApiForEachTest(): FakeApi {
  let current: FakeApi | undefined;
  beforeEach(() => {
    current = installFakeApi({});
  });
  const now = (): FakeApi => {
    if (!current) throw new Error('fakeApiForEachTest: the fake API is only there during a test.');
    return current;
  };
  return {
    get requests() {
      return now().requests;
    },
    get responders() {
      return now().responders;
    },
    callsTo: (key) => now().callsTo(key),
    lastParams: (key) => now().lastParams(key),
    bodyOf: (method, index) => now().bodyOf(method, index),
  };
}
