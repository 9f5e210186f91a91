/** Options for one JSON GET to an external service (a routing engine or a geocoder). */
export type FetchJsonOptions = {
  /** The service's name in error messages, e.g. 'OSRM'. Never the URL: it may carry an API key. */
  service: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** The caller's cancellation; when it fires, its reason is thrown as is (the caller asked for it). */
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /** Builds the provider's own error type, so callers catch one class per provider. */
  toError: (message: string, cause?: unknown) => Error;
  /** Reads a short reason out of an error body, e.g. OSRM's `{ code, message }`. */
  describeFailure?: (body: unknown) => string | undefined;
};

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici says only "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND...) is in the cause.
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} (${cause.message})` : cause.message;
  }
  return error.message;
}

/**
 * GETs `url` and returns its parsed JSON body. Unreachable servers, timeouts, HTTP errors and bodies that are not
 * JSON all become `options.toError(...)` with a readable message.
 */
export async function fetchJson(url: URL, options: FetchJsonOptions): Promise<unknown> {
  const { service, timeoutMs } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(url, {
      signal,
      headers: { accept: 'application/json', ...options.headers },
    });
    text = await response.text();
  } catch (error) {
    options.signal?.throwIfAborted();
    if (timeout.aborted) throw options.toError(`${service} did not answer within ${timeoutMs} ms`, error);
    throw options.toError(`${service} could not be reached: ${reasonOf(error)}`, error);
  }

  let body: unknown;
  let isJson = true;
  try {
    body = JSON.parse(text);
  } catch {
    isJson = false;
  }
  if (!response.ok) {
    const detail = isJson ? options.describeFailure?.(body) : undefined;
    throw options.toError(
      `${service} answered HTTP ${response.status}${detail === undefined ? '' : `: ${detail}`}`,
    );
  }
  if (!isJson) throw options.toError(`${service} answered with a body that is not JSON`);
  return body;
}
