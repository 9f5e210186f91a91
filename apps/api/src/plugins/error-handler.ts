import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, MESSAGES, TEXT_MESSAGES, type ApiError } from '@ridebook/validation';
import { AppError, type FieldError } from '../shared/app-error.ts';

/** `/email` -> `email`, `/stops/0/lat` -> `stops.0.lat`. */
function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The framework's own 4xx about the request body (malformed JSON, a `__proto__` key, an empty JSON body, a media
 * type no route reads): named as the field `body`, so every 400 says which field is wrong.
 */
const BODY_ERROR_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_BODY_TOO_LARGE',
]);

/**
 * Every error body is `{ message, code, errors? }`. Bad input is a 4xx naming the field and its message; a 5xx
 * never leaks details.
 */
function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ApiError = { ...error.extras, message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    return reply.code(error.statusCode).send(body);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    // One message per field, the first, as a form shows it.
    const errors: FieldError[] = [];
    for (const issue of error.validation) {
      const path = toFieldPath(issue.instancePath) || (error.validationContext ?? 'body');
      if (errors.some((known) => known.path === path)) continue;
      errors.push({ path, message: issue.message ?? 'Invalid value' });
    }
    const body: ApiError = {
      message: errors[0]?.message ?? MESSAGES.validationFailed,
      code: 'VALIDATION_FAILED',
      errors,
    };
    return reply.code(400).send(body);
  }

  // A path parameter whose percent-encoding is not UTF-8 (e.g. a lone surrogate as %ED%A0%80): the router
  // cannot decode it, so no route sees it; refused like any text with invalid characters (plugins/input-text.ts).
  if (error.code === 'FST_ERR_BAD_URL') {
    const message = TEXT_MESSAGES.invalidCharacters;
    const body: ApiError = {
      message,
      code: ERROR_CODES.VALIDATION_FAILED,
      errors: [{ path: 'params', message }],
    };
    return reply.code(400).send(body);
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    const body: ApiError = { message: error.message, code: error.code ?? 'BAD_REQUEST' };
    if (BODY_ERROR_CODES.has(body.code)) body.errors = [{ path: 'body', message: error.message }];
    return reply.code(statusCode).send(body);
  }

  request.log.error({ err: error }, 'unhandled error');
  const body: ApiError = { message: MESSAGES.internalError, code: 'INTERNAL_ERROR' };
  return reply.code(500).send(body);
}

/** One error handler for the whole API (see `sendError`). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => sendError(error, request, reply));
}

/**
 * The errors the router raises before any route or hook (a path it cannot decode, a path parameter too long),
 * answered in the same shape: pass as Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(error, request, reply);
}
