/** A field-level problem, e.g. `{ path: 'email', message: 'Please enter a valid email address' }`. */
export type FieldError = { path: string; message: string };

/**
 * The one error type services throw. The error handler turns it into
 * `{ message, code, errors? }` with its status; anything else becomes a 500 with no details.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;

  constructor(statusCode: number, code: string, message: string, errors?: FieldError[]) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}
