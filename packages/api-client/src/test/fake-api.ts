import type { ApiError } from '@ridebook/validation';
import { ApiClientError } from '../errors.ts';
import { configureApiClient } from '../http-client.ts';

export type FakeReply = { status: number; body?: unknown };
/** `params`: the query string's values as the client passed them (axios serialises them later). */
export type FakeRequest = { method: string; url: string; params: Record<string, unknown>; body: unknown };
export type Responder = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** An answer `{ data }` as the API sends it. */
export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
/** A page answer `{ data, page }`. */
export const okPage = (rows: unknown[], extra: Record<string, unknown> = {}): FakeReply => ({
  status: 200,
  body: { data: rows, page: { page: 1, pageSize: 20, total: rows.length, totalPages: 1 }, ...extra },
});
/** An error body as the API sends it. */
export const failure = (status: number, body: ApiError): FakeReply => ({ status, body });

/**
 * Replaces the api-client's transport: requests reach `responders` by "METHOD /path" instead of the network, and
 * the real client code (interceptors, response parsing, error normalisation, TanStack hooks) runs as in the app.
 * `responders` may be changed during a test (the next refetch gets the new answer).
 */
export function installFakeApi(responders: Record<string, Responder | FakeReply>) {
  const requests: FakeRequest[] = [];
  const http = configureApiClient({});
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method, url, params: { ...(config.params as Record<string, unknown>) }, body };
    requests.push(request);
    const responder = responders[`${method} ${url}`];
    if (!responder) throw new ApiClientError(`No fake answer for ${method} ${url}`, { status: 0 });
    const reply = typeof responder === 'function' ? await responder(request) : responder;
    if (reply.status >= 400) {
      const errorBody = reply.body as ApiError | undefined;
      throw new ApiClientError(errorBody?.message ?? `HTTP ${reply.status}`, {
        status: reply.status,
        body: errorBody,
      });
    }
    return { data: reply.body, status: reply.status, statusText: 'OK', headers: {}, config };
  };
  const requestsTo = (key: string) => requests.filter(({ method, url }) => `${method} ${url}` === key);
  return {
    requests,
    responders,
    /** The requests made to "METHOD /path", oldest first. */
    callsTo: requestsTo,
    /** The query parameters of the latest request to "METHOD /path". */
    lastParams: (key: string) => requestsTo(key).at(-1)?.params,
  };
}
