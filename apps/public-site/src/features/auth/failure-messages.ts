import { isApiClientError } from '@ridebook/api-client';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';

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
 * The login failure toast: the seed's "Invalid credentials. Please try again." for wrong credentials; the API's own
 * message when the account is blocked, the driver suspended or attempts are rate limited (the seed's one message
 * would hide what happened); a plain "try again" when the server or the network failed.
 */
export function loginFailureMessage(error: unknown): string {
  const explained = selfExplainingMessage(error);
  if (explained) return explained;
  if (isApiClientError(error) && (error.status === 400 || error.status === 401)) return MESSAGES.loginFailure;
  return unexpectedFailureMessage(error);
}
