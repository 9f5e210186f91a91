import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@ridebook/validation';
import { AppError, type FieldError } from '../shared/app-error.ts';

/** `/email` -> `email`, `/stops/0/lat` -> `stops.0.lat`. */
function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One error handler for the whole API: every error body is `{ message, code, errors? }`.
 * Bad input is a 4xx naming the field and its message; a 5xx never leaks details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
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

    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const body: ApiError = { message: error.message, code: error.code ?? 'BAD_REQUEST' };
      return reply.code(statusCode).send(body);
    }

    request.log.error({ err: error }, 'unhandled error');
    const body: ApiError = { message: MESSAGES.internalError, code: 'INTERNAL_ERROR' };
    return reply.code(500).send(body);
  });
}
