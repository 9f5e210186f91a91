import type { FastifyRequest } from 'fastify';
import { currentRequestId } from './request-context.ts';

/** What replaces a secret in the log. */
export const REDACTED = '[redacted]';

/**
 * Fields never written as they are, wherever they sit one level down (`body.password`, `user.passwordHash`...),
 * and the request and response headers that carry sessions.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'tokenHash',
  'accessToken',
  'refreshToken',
  'secret',
  'cookie',
  'authorization',
];

/** pino's `redact` paths: headers that carry sessions and the secret fields, at the top or one level down. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  // A query's values, should an error be logged under another key than `err` (whose serializer drops them).
  '*.params',
];

/** Keys of an error that hold a query's values (drizzle's DrizzleQueryError, PGlite's and pg's errors). */
const QUERY_VALUE_KEYS = new Set(['params', 'parameters', 'queryOptions', 'values']);
const SECRET_KEY = /pass(word)?|hash|token|secret|cookie|authorization/i;

/**
 * Masks the secrets a URL or a log line can carry: a trip link's token (`/track/<token>`, `/api/track/<token>`) and
 * a `token=` query parameter (`/reset-password?token=...`).
 */
export function maskSecretsInText(text: string): string {
  return text
    .replace(/(\/track\/)[^/?#\s"']+/g, `$1${REDACTED}`)
    .replace(/([?&](?:token|reset_token|access_token|refresh_token)=)[^&#\s"']*/gi, `$1${REDACTED}`);
}

type ErrorLike = Error & Record<string, unknown>;
type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

/** A database error's `detail` names the values (`Key (email)=(a@b.c) already exists.`): keep the keys only. */
function maskDetail(detail: string): string {
  return detail.replace(/=\(.*?\)(?= |$|\.)/g, `=(${REDACTED})`);
}

/**
 * drizzle's message ends with the query's values (`Failed query: insert ...\nparams: <hash>,<email>,<phone>`); the
 * stack starts with the message. Both keep the query and lose the values.
 */
function maskQueryValues(text: string): string {
  return maskSecretsInText(text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`));
}

/**
 * The `err` serializer: type, message, stack, code and the error's other fields, its causes alike, without a
 * query's values (never logged), with secret-named fields and a database error's detail masked.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null || !('message' in error))) {
    return { type: typeof error, message: maskSecretsInText(String(error)), stack: '' };
  }
  const source = error as ErrorLike;
  const serialized: SerializedError = {
    type: source.constructor?.name ?? source.name ?? 'Error',
    message: maskQueryValues(String(source.message)),
    stack: typeof source.stack === 'string' ? maskQueryValues(source.stack) : '',
  };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || QUERY_VALUE_KEYS.has(key)) continue;
    if (SECRET_KEY.test(key)) serialized[key] = REDACTED;
    else if (key === 'detail' && typeof value === 'string') serialized[key] = maskDetail(value);
    else if (typeof value === 'string') serialized[key] = maskSecretsInText(value);
    else if (typeof value !== 'function') serialized[key] = value;
  }
  if (source.cause !== undefined && depth < 5) serialized.cause = serializeError(source.cause, depth + 1);
  return serialized;
}

/** The `req` serializer: Fastify's fields, with the URL's secrets masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskSecretsInText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The API's logger options (pino): secrets never reach the log, whatever a route or a library logs. Headers with
 * sessions and secret-named fields are redacted, query values are dropped from errors, and the tokens in URLs and
 * messages (reset links, trip links) are masked.
 */
export function loggerOptions<Options extends object>(options: Options) {
  return {
    ...options,
    // The request id on every line written while a request's work runs (dispatch, bus deliveries), not only on
    // the request's own logger, which Fastify binds it to already.
    mixin(_merge: object, _level: number, logger: object) {
      const requestId = REQUEST_BOUND in logger ? undefined : currentRequestId();
      return requestId === undefined ? {} : { reqId: requestId };
    },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: serializeError },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((argument) => (typeof argument === 'string' ? maskSecretsInText(argument) : argument)),
        );
      },
    },
  };
}

/** Marks a request's logger (and its children, which inherit it): Fastify has bound `reqId` to it already. */
const REQUEST_BOUND = Symbol('ridebook.requestBoundLogger');

/** Fastify's `childLoggerFactory`: its default child, marked so the mixin does not write `reqId` twice. */
export function requestChildLogger<Logger extends { child(bindings: object, options?: object): Logger }>(
  logger: Logger,
  bindings: object,
  options: object,
): Logger {
  const child = logger.child(bindings, options);
  Object.defineProperty(child, REQUEST_BOUND, { value: true });
  return child;
}

export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines in production and wherever a machine reads them; readable lines (pino-pretty) in development on a
 * terminal, or whenever LOG_FORMAT=pretty.
 */
export function chooseLogFormat(options: {
  logFormat: LogFormat | undefined;
  nodeEnv: string;
  isTerminal: boolean;
}): LogFormat {
  if (options.logFormat !== undefined) return options.logFormat;
  return options.nodeEnv === 'development' && options.isTerminal ? 'pretty' : 'json';
}

/** pino's transport for the format: pino-pretty in a worker thread, or none (JSON to stdout). */
export function logTransport(format: LogFormat) {
  if (format === 'json') return {};
  return {
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', colorize: true },
    },
  };
}
