import type { ApiError } from '@ridebook/validation';

/** A field-level problem, e.g. `{ path: 'email', message: 'Please enter a valid email address' }`. */
export type FieldError = { path: string; message: string };

/** What an error body may carry besides `{ message, code, errors }` (e.g. a booking's 3-D Secure `authentication`). */
export type ErrorExtras = Omit<ApiError, 'message' | 'code' | 'errors'>;

/**
 * The one error type services throw. The error handler turns it into
 * `{ message, code, errors?, ...extras }` with its status; anything else becomes a 500 with no details.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  readonly extras: ErrorExtras | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    errors?: FieldError[],
    extras?: ErrorExtras,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
    this.extras = extras;
  }
}
