import axios, { isCancel, type AxiosInstance } from 'axios';
import { refreshToken } from './auth/refresh-token.ts';
import { toApiClientError } from './errors.ts';
import { installRefreshInterceptor } from './refresh-interceptor.ts';

/** One origin (the default deployment): the API answers under /api beside the apps. */
export const DEFAULT_API_BASE_URL = '/api';

export type HttpClientConfig = {
  /** Where the API lives, e.g. https://api.example.com/api in subdomain mode; "/api" when unset or empty. */
  baseURL?: string | undefined;
};

/** What every endpoint function accepts besides its input: another client (tests, tools) and a cancel signal. */
export type RequestOptions = {
  http?: AxiosInstance;
  signal?: AbortSignal;
};

/**
 * The axios instance of the RideBook API: cookies sent with every call (`withCredentials`; the session lives in
 * httpOnly cookies), no timeout (seed spec section 9: request timeout none), the refresh-token interceptor, and
 * every failure normalised into an ApiClientError.
 */
export function createHttpClient({ baseURL }: HttpClientConfig = {}): AxiosInstance {
  const http = axios.create({
    baseURL: baseURL || DEFAULT_API_BASE_URL,
    withCredentials: true,
    timeout: 0,
  });
  installRefreshInterceptor(http, { refresh: () => refreshToken({ http }) });
  // Registered after the refresh interceptor, so that one still sees axios's raw errors.
  http.interceptors.response.use(undefined, (error: unknown) =>
    // A cancellation is the caller's own doing (TanStack Query aborts unused fetches): it stays as it is.
    Promise.reject(isCancel(error) ? error : toApiClientError(error)),
  );
  return http;
}

let defaultHttpClient: AxiosInstance | undefined;

/** The module-wide client that every endpoint function uses unless given another; created on first use. */
export function getHttpClient(): AxiosInstance {
  defaultHttpClient ??= createHttpClient();
  return defaultHttpClient;
}

/**
 * Configures the module-wide client once, at app start and before the first request:
 * `configureApiClient({ baseURL: import.meta.env.VITE_API_URL })`.
 */
export function configureApiClient(config: HttpClientConfig): AxiosInstance {
  defaultHttpClient = createHttpClient(config);
  return defaultHttpClient;
}
