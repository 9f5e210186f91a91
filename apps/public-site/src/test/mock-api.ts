import { getHttpClient } from '@ridebook/api-client';
import AxiosMockAdapter from 'axios-mock-adapter';
import { loadApiClient } from '../lib/load-api-client.ts';
import { aCurrentUser } from './fixtures.ts';

export type ApiMock = AxiosMockAdapter;

/**
 * The api-client as the app configures it, with axios-mock-adapter in place of the network. A request nobody
 * answers fails the test. Reset it after each test (`api.reset()`).
 */
export async function mockApi(): Promise<ApiMock> {
  await loadApiClient();
  return new AxiosMockAdapter(getHttpClient(), { onNoMatch: 'throwException' });
}

/** GET /user/me answers a visitor as the API does: no session, `data: null`. */
export function answerSignedOut(api: ApiMock): void {
  api.onGet('/user/me').reply(200, { data: null });
}

/** GET /user/me answers with this account. */
export function answerSignedIn(api: ApiMock, user = aCurrentUser()): void {
  api.onGet('/user/me').reply(200, { data: user });
}

/** The JSON body of the one request sent to `url` with `method`. */
export function sentBody(api: ApiMock, method: 'post' | 'patch', url: string): unknown {
  const requests = api.history[method]?.filter((request) => request.url === url) ?? [];
  if (requests.length !== 1)
    throw new Error(`Expected one ${method.toUpperCase()} ${url}, got ${requests.length}`);
  const data: unknown = requests[0]?.data;
  return typeof data === 'string' ? JSON.parse(data) : data;
}
