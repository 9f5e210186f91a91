import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { isAxiosError, type AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';

/** The interceptor's private marks on a request config (axios carries unknown config keys through its merges). */
type RefreshMarks = {
  /** Never refresh-and-retry this request: set on the refresh call itself, so it cannot loop. */
  skipTokenRefresh?: boolean;
  /** Set on the retry: token refresh is retried at most once per request (seed spec section 9). */
  tokenRefreshRetried?: boolean;
  /** How many refreshes had succeeded when the request was sent. */
  tokenRefreshGeneration?: number;
};

function marksOf(config: AxiosRequestConfig): RefreshMarks {
  return config as AxiosRequestConfig & RefreshMarks;
}

/** A request config that the refresh interceptor leaves alone (used for the refresh call). */
export function withoutTokenRefresh(config: AxiosRequestConfig = {}): AxiosRequestConfig {
  const marked: AxiosRequestConfig & RefreshMarks = { ...config, skipTokenRefresh: true };
  return marked;
}

function bodyOf(error: AxiosError): { message?: unknown; code?: unknown } {
  const data: unknown = error.response?.data;
  return typeof data === 'object' && data !== null ? data : {};
}

/**
 * Whether a failed response means "the access token expired": the seed's hosted API answers HTTP 500 with a body
 * message saying so (seed spec section 8), RideBook's API answers HTTP 401 with code TOKEN_EXPIRED.
 */
export function isTokenExpiredError(error: unknown): error is AxiosError {
  if (!isAxiosError(error) || !error.response) return false;
  const { message, code } = bodyOf(error);
  const { status } = error.response;
  if (status === 500) return typeof message === 'string' && /expired/i.test(message);
  if (status === 401) return code === ERROR_CODES.TOKEN_EXPIRED;
  return false;
}

export type RefreshInterceptorOptions = {
  /** Renews the session (POST /auth/refresh-token); its rejection is what every waiting request rejects with. */
  refresh: () => Promise<unknown>;
  /** Called once per refresh, before it starts; logs the seed's console line by default. */
  onTokenExpired?: () => void;
};

function logTokenExpired(): void {
  // Seed spec section 8: 'The message "Your token is expired" is logged to the console.'
  console.log(MESSAGES.tokenExpiredLog);
}

/**
 * Seed spec section 8 and the design card's "refresh-token interceptor and single-retry queue": a request that
 * fails because the access token expired triggers one refresh, then is sent again once. Requests failing the same
 * way while the refresh is in flight wait for it (the queue) and are sent again when it succeeds; if it fails they
 * all reject with the refresh's error. A request sent before a refresh that has since succeeded is sent again
 * without a new refresh (its token was the old one). Every other error passes on unchanged.
 *
 * Install it before any other response interceptor so it sees axios's raw error. Returns a function that removes it.
 */
export function installRefreshInterceptor(
  http: AxiosInstance,
  { refresh, onTokenExpired = logTokenExpired }: RefreshInterceptorOptions,
): () => void {
  let refreshInFlight: Promise<void> | null = null;
  let generation = 0;

  function startRefresh(): Promise<void> {
    onTokenExpired();
    // Started in a later microtask so that even a refresh that throws synchronously settles the shared promise.
    return Promise.resolve()
      .then(refresh)
      .then(() => {
        generation += 1;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }

  const requestInterceptor = http.interceptors.request.use(
    (config) => {
      marksOf(config).tokenRefreshGeneration = generation;
      return config;
    },
    undefined,
    { synchronous: true },
  );

  const responseInterceptor = http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isTokenExpiredError(error) || !error.config) throw error;
    const config = error.config;
    const marks = marksOf(config);
    if (marks.skipTokenRefresh || marks.tokenRefreshRetried) throw error;

    if (marks.tokenRefreshGeneration === undefined || marks.tokenRefreshGeneration === generation) {
      refreshInFlight ??= startRefresh();
      await refreshInFlight;
    }
    const retry: AxiosRequestConfig & RefreshMarks = { ...config, tokenRefreshRetried: true };
    return http.request(retry);
  });

  return () => {
    http.interceptors.request.eject(requestInterceptor);
    http.interceptors.response.eject(responseInterceptor);
  };
}
