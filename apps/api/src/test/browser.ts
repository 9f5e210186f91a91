import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';

type StoredCookie = { value: string; path: string };

/**
 * A browser-like client for `app.inject`: keeps the cookies the API sets, honours their path and deletion,
 * and sends only the ones whose path matches the request (as a browser does).
 */
export type TestBrowser = {
  request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  patch(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, path: string): void;
  clearCookies(): void;
};

function pathMatches(cookiePath: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return (
    pathname === cookiePath || pathname.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`)
  );
}

export function createBrowser(app: App): TestBrowser {
  const jar = new Map<string, StoredCookie>();

  const browser: TestBrowser = {
    request: async (options) => {
      const cookies = Object.fromEntries(
        [...jar.entries()]
          .filter(([, cookie]) => pathMatches(cookie.path, options.url))
          .map(([name, cookie]) => [name, cookie.value]),
      );
      const response = await app.inject({ ...options, cookies: { ...cookies, ...options.cookies } });
      for (const cookie of response.cookies as {
        name: string;
        value: string;
        path?: string;
        expires?: Date;
      }[]) {
        const isDeleted =
          cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() <= 0);
        if (isDeleted) jar.delete(cookie.name);
        else jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
      }
      return response;
    },
    post: (url, payload, headers) =>
      browser.request({
        method: 'POST',
        url,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
        ...(headers === undefined ? {} : { headers }),
      }),
    get: (url) => browser.request({ method: 'GET', url }),
    patch: (url, payload) =>
      browser.request({ method: 'PATCH', url, payload: payload as InjectOptions['payload'] }),
    put: (url, payload) =>
      browser.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] }),
    cookie: (name) => jar.get(name)?.value,
    setCookie: (name, value, path) => jar.set(name, { value, path }),
    clearCookies: () => jar.clear(),
  };
  return browser;
}
