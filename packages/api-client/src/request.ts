import { messageResponseSchema } from '@ridebook/validation';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { getHttpClient, type RequestOptions } from './http-client.ts';
import { parseResponse, type ResponseSchema } from './parse-response.ts';

/**
 * One call to the API: the method (GET unless said), the path below the base URL, the query string and the body.
 * The few endpoints that need more (a CSV's or a file's response type, an upload's progress) add axios's own
 * request options.
 */
export type ApiRequest = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'signal'> & {
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: unknown;
};

/**
 * A path with its interpolated values (ids, tokens) encoded as one path segment each:
 * apiPath`/rides/${rideId}/cancel`. The literal parts are kept as written.
 */
export function apiPath(literals: TemplateStringsArray, ...segments: Array<string | number>): string {
  return literals.reduce(
    (path, literal, index) =>
      index === 0 ? literal : `${path}${encodeURIComponent(String(segments[index - 1]))}${literal}`,
    '',
  );
}

/**
 * Sends a request through the caller's client (the module-wide one unless given another) with the caller's abort
 * signal, and resolves with axios's response: for the endpoints that read headers or bytes, or nothing at all.
 */
export function sendRequest<T = unknown>(
  { path, body, ...config }: ApiRequest,
  { http = getHttpClient(), signal }: RequestOptions = {},
): Promise<AxiosResponse<T>> {
  return http.request<T>({ ...config, url: path, data: body, signal });
}

/** Sends a request and parses the whole answer with its schema (a page with its `page`, a `{ message }`). */
export async function requestParsed<T>(
  schema: ResponseSchema<T>,
  request: ApiRequest,
  options?: RequestOptions,
): Promise<T> {
  return parseResponse(schema, await sendRequest(request, options));
}

/** Sends a request and resolves with the `data` of the answer its schema parsed: what most endpoints return. */
export async function requestData<T>(
  schema: ResponseSchema<{ data: T }>,
  request: ApiRequest,
  options?: RequestOptions,
): Promise<T> {
  return (await requestParsed(schema, request, options)).data;
}

/** Sends a request the API answers with `{ message }` alone (a removal) and resolves with that message. */
export async function requestMessage(request: ApiRequest, options?: RequestOptions): Promise<string> {
  return (await requestParsed(messageResponseSchema, request, options)).message;
}

// The request of each method, named as the routes are documented: requestData(schema, POST('/rides', input)).
export const GET = (path: string, params?: unknown): ApiRequest => ({ path, params });
export const POST = (path: string, body?: unknown): ApiRequest => ({ method: 'post', path, body });
export const PUT = (path: string, body: unknown): ApiRequest => ({ method: 'put', path, body });
export const PATCH = (path: string, body: unknown): ApiRequest => ({ method: 'patch', path, body });
export const DELETE = (path: string): ApiRequest => ({ method: 'delete', path });
