import { ApiClientError, configureApiClient } from '@ridebook/api-client';
import type { ApiError } from '@ridebook/validation';

export type FakeReply = { status: number; body?: unknown };
export type Responder = (request: { body: unknown }) => FakeReply | Promise<FakeReply>;
/** `params`: the query string's values as the client passed them (axios serialises them later). */
export type FakeRequest = { method: string; url: string; body: unknown; params: Record<string, unknown> };

/** An answer `{ data }` as the API sends it. */
export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
/** An error body as the API sends it. */
export const failure = (status: number, body: ApiError): FakeReply => ({ status, body });

/**
 * Replaces the api-client's transport: requests reach `responders` by "METHOD /path" instead of the network, and
 * the real client code (interceptors, response parsing, error normalisation, TanStack hooks) runs as in the app.
 * `responders` may be changed during a test (a new answer for the next refetch).
 */
export function installFakeApi(responders: Record<string, Responder | FakeReply>) {
  const requests: FakeRequest[] = [];
  const http = configureApiClient({});
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const params = (config.params ?? {}) as Record<string, unknown>;
    requests.push({ method, url, body, params });
    const responder = responders[`${method} ${url}`];
    if (!responder) throw new ApiClientError(`No fake answer for ${method} ${url}`, { status: 0 });
    const reply = typeof responder === 'function' ? await responder({ body }) : responder;
    if (reply.status >= 400) {
      const errorBody = reply.body as ApiError | undefined;
      throw new ApiClientError(errorBody?.message ?? `HTTP ${reply.status}`, {
        status: reply.status,
        body: errorBody,
      });
    }
    return { data: reply.body, status: reply.status, statusText: 'OK', headers: {}, config };
  };
  return {
    requests,
    responders,
    /** The requests made to "METHOD /path". */
    callsTo: (key: string) => requests.filter(({ method, url }) => `${method} ${url}` === key),
  };
}
