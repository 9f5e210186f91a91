// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import axios, { isAxiosError, type AxiosInstance } from 'axios';
import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { isApiClientError, type ApiClientError } from './errors.ts';
import { createHttpClient } from './http-client.ts';
import {
  installRefreshInterceptor,
  isTokenExpiredError,
  withoutTokenRefresh,
} from './refresh-interceptor.ts';
import { fakeApiServer } from './test/fake-api.ts';
import { deferred } from './test/query-support.tsx';

type Answer = readonly [status: number, body: JsonBodyType];
const TOKEN_EXPIRED_401: Answer = [401, { message: MESSAGES.tokenExpired, code: ERROR_CODES.TOKEN_EXPIRED }];
// The seed's hosted API reports an expired token as a server error.
const SEED_TOKEN_EXPIRED_500: Answer = [500, { success: false, message: 'jwt expired' }];

const reply = ([status, body]: Answer): Response => HttpResponse.json(body, { status });
/** The path of a request under /api, as the client asked for it. */
const pathOf = (request: Request): string => new URL(request.url).pathname.replace(/^\/api/, '');

/** Answers `method` requests to /api`path` (an msw path pattern such as "/rides/:n") during this test. */
function serve(
  method: 'get' | 'post',
  path: string,
  answer: (request: Request) => Answer | Promise<Answer>,
): void {
  fakeApiServer.use(mswHttp[method](`*/api${path}`, async ({ request }) => reply(await answer(request))));
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('the refresh-token interceptor of createHttpClient', () => {
  let http: AxiosInstance;
  let isTokenValid: boolean;
  let refreshCalls: number;
  let log: MockInstance<typeof console.log>;

  /** /rides/:n answers like a protected route: the token-expired answer until a refresh succeeded. */
  function serveRides(expired: Answer = TOKEN_EXPIRED_401) {
    const calls: string[] = [];
    serve('get', '/rides/:n', (request) => {
      calls.push(pathOf(request));
      return isTokenValid ? [200, { data: pathOf(request) }] : expired;
    });
    return calls;
  }

  function serveRefresh(answer: () => Promise<Answer> | Answer) {
    serve('post', '/auth/refresh-token', () => {
      refreshCalls += 1;
      return answer();
    });
  }

  const succeedRefresh = (): Answer => {
    isTokenValid = true;
    return [200, { message: MESSAGES.sessionRefreshed }];
  };
  const failRefresh = (): Answer => [
    401,
    { message: MESSAGES.refreshTokenInvalid, code: ERROR_CODES.REFRESH_TOKEN_INVALID },
  ];

  beforeEach(() => {
    http = createHttpClient();
    isTokenValid = false;
    refreshCalls = 0;
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });

  afterEach(() => {
    log.mockRestore();
  });

  it('refreshes once and retries a request answered 401 TOKEN_EXPIRED (RideBook API)', async () => {
    const calls = serveRides();
    serveRefresh(succeedRefresh);

    const response = await http.get('/rides/1');

    expect(response.data).toEqual({ data: '/rides/1' });
    expect(refreshCalls).toBe(1);
    expect(calls).toEqual(['/rides/1', '/rides/1']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Your token is expired');
  });

  it('refreshes once and retries a request answered 500 with an "expired" message (seed API)', async () => {
    const calls = serveRides(SEED_TOKEN_EXPIRED_500);
    serveRefresh(succeedRefresh);

    const response = await http.get('/rides/1');

    expect(response.status).toBe(200);
    expect(refreshCalls).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('sends the same method, body and headers again on the retry', async () => {
    const received: { method: string; data: string; contentType: string | null }[] = [];
    serve('post', '/rides', async (request) => {
      received.push({
        method: request.method,
        data: await request.text(),
        contentType: request.headers.get('Content-Type'),
      });
      return isTokenValid ? [201, { data: 'ride-1' }] : TOKEN_EXPIRED_401;
    });
    serveRefresh(succeedRefresh);

    await http.post('/rides', { pickup: 'Central Station' });

    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);
    expect(received[1]?.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(received[1]?.data ?? '')).toEqual({ pickup: 'Central Station' });
  });

  it('passes an HTTP 500 whose message does not mention expiry on unchanged, without refreshing', async () => {
    serve('get', '/rides/1', () => [
      500,
      { message: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' },
    ]);
    serveRefresh(succeedRefresh);

    const error = (await rejectionOf(http.get('/rides/1'))) as ApiClientError;

    expect(isApiClientError(error)).toBe(true);
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong on our side.');
    expect(refreshCalls).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('passes an HTTP 401 with another code (UNAUTHENTICATED) on unchanged, without refreshing', async () => {
    serve('get', '/user/me', () => [
      401,
      { message: MESSAGES.unauthenticated, code: ERROR_CODES.UNAUTHENTICATED },
    ]);
    serveRefresh(succeedRefresh);

    const error = (await rejectionOf(http.get('/user/me'))) as ApiClientError;

    expect(error.status).toBe(401);
    expect(error.code).toBe(ERROR_CODES.UNAUTHENTICATED);
    expect(refreshCalls).toBe(0);
  });

  it('does not refresh on other statuses that mention expiry (e.g. an expired reset link, 400)', async () => {
    serve('post', '/auth/reset-password', () => [
      400,
      { message: MESSAGES.invalidResetToken, code: ERROR_CODES.INVALID_RESET_TOKEN },
    ]);
    serveRefresh(succeedRefresh);

    const error = (await rejectionOf(http.post('/auth/reset-password', {}))) as ApiClientError;

    expect(error.status).toBe(400);
    expect(refreshCalls).toBe(0);
  });

  it('passes network errors on (status 0), without refreshing', async () => {
    fakeApiServer.use(mswHttp.get('*/api/rides/1', () => HttpResponse.error()));
    serveRefresh(succeedRefresh);

    const error = (await rejectionOf(http.get('/rides/1'))) as ApiClientError;

    expect(error.status).toBe(0);
    expect(error.message).toBe('Network Error');
    expect(refreshCalls).toBe(0);
  });

  it('queues requests that expire while a refresh is in flight: one refresh, every request retried', async () => {
    const calls: string[] = [];
    let expiredAnswers = 0;
    const allExpired = deferred();
    serve('get', '/rides/:n', (request) => {
      calls.push(pathOf(request));
      if (isTokenValid) return [200, { data: pathOf(request) }];
      expiredAnswers += 1;
      if (expiredAnswers === 5) allExpired.resolve();
      return TOKEN_EXPIRED_401;
    });
    // The refresh answers only once all five requests have failed, so four of them wait in the queue.
    serveRefresh(async () => {
      await allExpired.promise;
      return succeedRefresh();
    });

    const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => http.get(`/rides/${n}`)));

    expect(responses.map((response) => response.data as unknown)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ({ data: `/rides/${n}` })),
    );
    expect(refreshCalls).toBe(1);
    expect(log).toHaveBeenCalledTimes(1);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(calls.filter((url) => url === `/rides/${n}`)).toHaveLength(2);
    }
  });

  it('rejects every queued request with the refresh error when the refresh fails', async () => {
    let expiredAnswers = 0;
    const allExpired = deferred();
    serve('get', '/rides/:n', () => {
      expiredAnswers += 1;
      if (expiredAnswers === 5) allExpired.resolve();
      return TOKEN_EXPIRED_401;
    });
    serveRefresh(async () => {
      await allExpired.promise;
      return failRefresh();
    });

    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => http.get(`/rides/${n}`)));

    expect(refreshCalls).toBe(1);
    const reasons = results.map((result) =>
      result.status === 'rejected' ? (result.reason as unknown) : result,
    );
    const [first] = reasons;
    expect(isApiClientError(first)).toBe(true);
    expect((first as ApiClientError).status).toBe(401);
    expect((first as ApiClientError).code).toBe(ERROR_CODES.REFRESH_TOKEN_INVALID);
    for (const reason of reasons) expect(reason).toBe(first);
    // No request was sent a second time.
    expect(expiredAnswers).toBe(5);
  });

  it('refreshes at most once per request: a retry that expires again fails with that answer', async () => {
    const calls = serveRides();
    // The refresh "succeeds" but the API keeps answering TOKEN_EXPIRED.
    serveRefresh(() => [200, { message: MESSAGES.sessionRefreshed }]);

    const error = (await rejectionOf(http.get('/rides/1'))) as ApiClientError;

    expect(error.status).toBe(401);
    expect(error.code).toBe(ERROR_CODES.TOKEN_EXPIRED);
    expect(refreshCalls).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('never refreshes because of the refresh call itself, even when it answers like an expired token', async () => {
    serveRides(SEED_TOKEN_EXPIRED_500);
    serveRefresh(() => [500, { message: 'jwt expired' }]);

    const error = (await rejectionOf(http.get('/rides/1'))) as ApiClientError;

    expect(refreshCalls).toBe(1);
    expect(error.status).toBe(500);
    expect(error.message).toBe('jwt expired');
  });

  it('retries without a new refresh a request sent before a refresh that has since succeeded', async () => {
    const lateAnswer = deferred();
    serve('get', '/rides/1', () => (isTokenValid ? [200, { data: 1 }] : TOKEN_EXPIRED_401));
    // /rides/2 was sent with the old token too, but its answer arrives only after the refresh.
    let rides2Calls = 0;
    serve('get', '/rides/2', async () => {
      rides2Calls += 1;
      if (rides2Calls === 1) {
        await lateAnswer.promise;
        return TOKEN_EXPIRED_401;
      }
      return [200, { data: 2 }];
    });
    serveRefresh(succeedRefresh);

    const second = http.get('/rides/2');
    await http.get('/rides/1');
    lateAnswer.resolve();
    const response = await second;

    expect(response.data).toEqual({ data: 2 });
    expect(rides2Calls).toBe(2);
    expect(refreshCalls).toBe(1);
  });

  it('refreshes again on a later expiry after a failed refresh', async () => {
    serveRides();
    let refreshAnswers = [failRefresh, succeedRefresh];
    serveRefresh(() => {
      const [next, ...rest] = refreshAnswers;
      refreshAnswers = rest;
      return next ? next() : failRefresh();
    });

    const first = (await rejectionOf(http.get('/rides/1'))) as ApiClientError;
    const second = await http.get('/rides/2');

    expect(first.code).toBe(ERROR_CODES.REFRESH_TOKEN_INVALID);
    expect(second.data).toEqual({ data: '/rides/2' });
    expect(refreshCalls).toBe(2);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe('installRefreshInterceptor on a bare axios instance', () => {
  it('passes other errors on as the very same error object', async () => {
    const http = axios.create({ baseURL: '/api' });
    const refresh = vi.fn(() => Promise.resolve());
    installRefreshInterceptor(http, { refresh, onTokenExpired: () => undefined });
    serve('get', '/boom', () => [500, { message: 'Internal Server Error' }]);
    let seenByNextInterceptor: unknown;
    http.interceptors.response.use(undefined, (error: unknown) => {
      seenByNextInterceptor = error;
      throw error;
    });

    const error = await rejectionOf(http.get('/boom'));

    expect(isAxiosError(error)).toBe(true);
    expect(error).toBe(seenByNextInterceptor);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('uses the given refresh and onTokenExpired, and can be removed', async () => {
    const http = axios.create({ baseURL: '/api' });
    let isTokenValid = false;
    const refresh = vi.fn(() => {
      isTokenValid = true;
      return Promise.resolve();
    });
    const onTokenExpired = vi.fn();
    const eject = installRefreshInterceptor(http, { refresh, onTokenExpired });
    serve('get', '/rides', () => (isTokenValid ? [200, 'ok'] : TOKEN_EXPIRED_401));

    await expect(http.get('/rides')).resolves.toMatchObject({ data: 'ok' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);

    eject();
    isTokenValid = false;
    await expect(http.get('/rides')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('settles the queue when the refresh throws synchronously', async () => {
    const http = axios.create({ baseURL: '/api' });
    const failure = new Error('refresh exploded');
    installRefreshInterceptor(http, {
      refresh: () => {
        throw failure;
      },
      onTokenExpired: () => undefined,
    });
    serve('get', '/rides', () => TOKEN_EXPIRED_401);

    await expect(http.get('/rides')).rejects.toBe(failure);
    await expect(http.get('/rides')).rejects.toBe(failure);
  });
});

describe('isTokenExpiredError', () => {
  const http = axios.create({ baseURL: '/api' });

  async function errorFor(status: number, body: JsonBodyType): Promise<unknown> {
    serve('get', '/probe', () => [status, body]);
    return rejectionOf(http.get('/probe'));
  }

  it('recognises the seed API (500 + /expired/i) and RideBook API (401 + TOKEN_EXPIRED)', async () => {
    expect(isTokenExpiredError(await errorFor(500, { message: 'Your token has EXPIRED' }))).toBe(true);
    expect(isTokenExpiredError(await errorFor(401, { message: 'x', code: 'TOKEN_EXPIRED' }))).toBe(true);
  });

  it('rejects everything else', async () => {
    expect(isTokenExpiredError(await errorFor(500, { message: 'Database down' }))).toBe(false);
    expect(isTokenExpiredError(await errorFor(500, 'token expired'))).toBe(false);
    expect(isTokenExpiredError(await errorFor(401, { message: 'expired', code: 'UNAUTHENTICATED' }))).toBe(
      false,
    );
    expect(isTokenExpiredError(await errorFor(403, { message: 'expired', code: 'TOKEN_EXPIRED' }))).toBe(
      false,
    );
    expect(isTokenExpiredError(new Error('Your token has expired'))).toBe(false);
  });

  it('withoutTokenRefresh marks a request config so the interceptor leaves it alone', () => {
    expect(withoutTokenRefresh({ url: '/x' })).toMatchObject({ url: '/x', skipTokenRefresh: true });
  });
});
