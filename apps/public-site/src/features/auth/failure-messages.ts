import { isApiClientError } from '@ridebook/api-client';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { accountStatusPath } from '../../config/paths.ts';

/** No answer arrived at all: offline, or the server cannot be reached. */
export const CONNECTION_FAILURE = 'We could not reach RideBook. Please check your connection and try again.';

/** A failure that is not the person's doing: no answer, or a server error. */
export function unexpectedFailureMessage(error: unknown): string {
  return isApiClientError(error) && error.status === 0 ? CONNECTION_FAILURE : MESSAGES.internalError;
}

/** Answers whose own message tells the person what happened and what to do (blocked, suspended, slow down). */
const SELF_EXPLAINING_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.ACCOUNT_BLOCKED,
  ERROR_CODES.DRIVER_SUSPENDED,
  ERROR_CODES.RATE_LIMITED,
]);

/** The API's message for a blocked account, a suspended driver or too many attempts, if that is the failure. */
export function selfExplainingMessage(error: unknown): string | undefined {
  if (!isApiClientError(error) || !error.body) return undefined;
  return SELF_EXPLAINING_CODES.has(error.body.code) ? error.body.message : undefined;
}

/**
 * Where a failed sign-in leads instead of the toast: a blocked account or a suspended driver (the API says so only
 * to someone who typed the right password) goes to the account-status page; undefined for every other failure.
 */
export function loginFailureDestination(error: unknown): string | undefined {
  if (!isApiClientError(error) || error.status !== 403) return undefined;
  if (error.code === ERROR_CODES.ACCOUNT_BLOCKED) return accountStatusPath('blocked');
  if (error.code === ERROR_CODES.DRIVER_SUSPENDED) return accountStatusPath('suspended');
  return undefined;
}
