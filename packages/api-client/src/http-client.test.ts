// @vitest-environment jsdom
import { ERROR_CODES } from '@ridebook/validation';
import { CanceledError, isCancel } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from './errors.ts';
import { configureApiClient, createHttpClient, DEFAULT_API_BASE_URL, getHttpClient } from './http-client.ts';
import { failure, installFakeApi, ok } from './test/fake-api.ts';

describe('createHttpClient', () => {
  it('defaults to /api, sends cookies and has no timeout (seed spec section 9)', () => {
    const http = createHttpClient();
    expect(DEFAULT_API_BASE_URL).toBe('/api');
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.withCredentials).toBe(true);
    expect(http.defaults.timeout).toBe(0);
  });

  it('uses the configured API address, and /api when it is empty', () => {
    expect(createHttpClient({ baseURL: 'https://api.example.com/api' }).defaults.baseURL).toBe(
      'https://api.example.com/api',
    );
    expect(createHttpClient({ baseURL: '' }).defaults.baseURL).toBe('/api');
    expect(createHttpClient({ baseURL: undefined }).defaults.baseURL).toBe('/api');
  });

  it('resolves with the response and rejects with an ApiClientError', async () => {
    const http = createHttpClient();
    const api = installFakeApi({ 'GET /user/me': ok('me') });

    await expect(http.get('/user/me')).resolves.toMatchObject({ data: { data: 'me' } });
    api.responders['GET /user/me'] = failure(401, {
      message: 'Please login to continue.',
      code: ERROR_CODES.UNAUTHENTICATED,
    });
    const rejection = http.get('/user/me');
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 401, code: ERROR_CODES.UNAUTHENTICATED });
  });

  it('leaves cancellations as they are', async () => {
    const http = createHttpClient();
    const api = installFakeApi({ 'GET /user/me': ok({}) });
    const controller = new AbortController();
    controller.abort();

    const error: unknown = await http
      .get('/user/me', { signal: controller.signal })
      .catch((reason: unknown) => reason);

    expect(isCancel(error)).toBe(true);
    expect(error).toBeInstanceOf(CanceledError);
    expect(api.requests).toHaveLength(0);
  });
});

describe('configureApiClient', () => {
  it('replaces the module-wide client that endpoint functions use', () => {
    const configured = configureApiClient({ baseURL: 'https://api.example.com/api' });
    expect(getHttpClient()).toBe(configured);
    expect(getHttpClient().defaults.baseURL).toBe('https://api.example.com/api');

    configureApiClient({});
    expect(getHttpClient().defaults.baseURL).toBe('/api');
  });
});
