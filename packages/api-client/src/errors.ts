import { apiErrorSchema, type ApiError, type FieldError } from '@ridebook/validation';
import { isAxiosError } from 'axios';

type ApiClientErrorOptions = {
  /** The HTTP status, or 0 when no response arrived (network error, CORS refusal, aborted connection). */
  status: number;
  /** The API's error body `{ message, code, errors? }`, when the response carried one. */
  body?: ApiError | undefined;
  cause?: unknown;
};

/**
 * The one error every endpoint function rejects with (seed spec section 7: "an error holding the HTTP status and
 * the response body (or error message)"). `message` is the body's message when there is one, else axios's.
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly body: ApiError | undefined;

  constructor(message: string, options: ApiClientErrorOptions) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.body = options.body;
  }

  /** The API's machine-readable code (see ERROR_CODES), when the body had one. */
  get code(): string | undefined {
    return this.body?.code;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

function readMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  return typeof data.message === 'string' && data.message !== '' ? data.message : undefined;
}

/**
 * Turns anything a request can throw into an ApiClientError. An ApiClientError passes through as it is, so the
 * normalisation can run on errors that were already normalised (a retried request's failure, a refresh's failure).
 */
export function toApiClientError(error: unknown): ApiClientError {
  if (isApiClientError(error)) return error;
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    const body = apiErrorSchema.safeParse(data);
    return new ApiClientError(readMessage(data) ?? error.message, {
      status: error.response?.status ?? 0,
      body: body.success ? body.data : undefined,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiClientError(message, { status: 0, cause: error });
}

/**
 * The message to show a person: the API's own message for a 4xx answer with an error body (it is written for
 * people, e.g. "An account with this email already exists..."), otherwise `fallback` (network failures, 5xx,
 * unexpected errors), since axios's and servers' technical messages mean nothing to a rider.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiClientError(error) && error.body && error.status >= 400 && error.status < 500) {
    return error.body.message;
  }
  return fallback;
}

/** The API's field errors keyed by field path (e.g. for a form's `setErrors`); empty when there are none. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const fieldErrors: readonly FieldError[] = isApiClientError(error) ? (error.body?.errors ?? []) : [];
  const byPath: Record<string, string> = {};
  for (const { path, message } of fieldErrors) byPath[path] ??= message;
  return byPath;
}
