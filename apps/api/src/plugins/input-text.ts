import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, TEXT_MESSAGES, findRefusedText } from '@ridebook/validation';
import { AppError } from '../shared/app-error.ts';

/** The parts of a request a route reads, in the order they are checked, and what names them at their root. */
const REQUEST_PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * One rule for the text of every route: a NUL (U+0000) or a lone UTF-16 surrogate anywhere in the path
 * parameters, the query or the body is refused with 400 VALIDATION_FAILED naming the field
 * (`{ path: 'pickup.address', message }`), before validation and before any route code or query sees it
 * (PostgreSQL cannot store either). A hook of the root instance, so every route has it, one added later too,
 * with or without a schema.
 */
export function registerInputTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, rootName] of REQUEST_PARTS) {
      const path = findRefusedText(request[part]);
      if (path === null) continue;
      const field = path.length === 0 ? rootName : path.join('.');
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, TEXT_MESSAGES.invalidCharacters, [
        { path: field, message: TEXT_MESSAGES.invalidCharacters },
      ]);
    }
  });
}
