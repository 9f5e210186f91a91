import { DEFAULT_API_BASE_URL, getHttpClient } from '../http-client.ts';

/** The socket's path below the API's base URL. */
export const REALTIME_PATH = '/ws';

const SOCKET_PROTOCOLS: Record<string, string> = { 'http:': 'ws:', 'https:': 'wss:' };

/**
 * The ws(s):// address of the API's socket, `<API base URL>/ws`. The base URL is `apiBaseUrl` when given, else the
 * configured HTTP client's (`configureApiClient`), else `/api`. A relative base (the one-origin deployment) is
 * resolved against the page (`pageUrl`, the current location by default); http becomes ws and https wss.
 *
 * `realtimeUrl()` on https://ridebook.example/rider/ is `wss://ridebook.example/api/ws`;
 * `realtimeUrl('https://api.example.com/api')` is `wss://api.example.com/api/ws`.
 */
export function realtimeUrl(apiBaseUrl?: string, pageUrl?: string): string {
  const base = apiBaseUrl || getHttpClient().defaults.baseURL || DEFAULT_API_BASE_URL;
  const url = new URL(`${base.replace(/\/+$/, '')}${REALTIME_PATH}`, pageUrl ?? window.location.href);
  url.protocol = SOCKET_PROTOCOLS[url.protocol] ?? url.protocol;
  return url.href;
}
