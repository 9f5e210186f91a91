import { ApiClientError, configureApiClient } from '@ridebook/api-client';
import type { ApiError } from '@ridebook/validation';

export type FakeRequest = { method: string; path: string; params: unknown; body: unknown };

/** What a fake route answers: data (status 200), `{ status, body }` for an API error, or a promise of either. */
export type FakeAnswer = { data: unknown } | { status: number; body: ApiError };
type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** `{ data }` as the API wraps every answer. */
export const ok = (data: unknown): FakeAnswer => ({ data: { data } });
export const failure = (status: number, body: ApiError): FakeAnswer => ({ status, body });

/**
 * The API without a network: the app's real api-client, with a transport that answers from `routes`, keyed
 * "METHOD /path" (e.g. "GET /rides/active"). Unknown requests fail the way an unreachable API does. Every request is
 * recorded, so a test can check what the page sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const http = configureApiClient({});
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method, path, params: config.params as unknown, body };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (!route) throw new ApiClientError(`No fake answer for ${method} ${path}`, { status: 0 });
    const answer = await route(request);
    if ('status' in answer) {
      throw new ApiClientError(answer.body.message, { status: answer.status, body: answer.body });
    }
    return { data: answer.data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return {
    requests,
    /** The requests sent as "METHOD /path". */
    sent: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Adds or replaces a route while the test runs. */
    answer(key: string, route: FakeRoute) {
      routes[key] = route;
    },
  };
}
