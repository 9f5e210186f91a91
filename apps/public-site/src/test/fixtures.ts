import { ok } from '@ridebook/api-client/testing';
import { ERROR_CODES, MESSAGES, type CurrentUser } from '@ridebook/validation';

/** A signed-in account as the API returns it in `data`. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    name: 'Riley Rider',
    email: 'rider@ridebook.demo',
    phone: '+1 (555) 010-0200',
    role: 'rider',
    status: 'active',
    createdAt: '2026-01-31T09:30:00.000Z',
    driver: null,
    ...overrides,
  };
}

/** The API's error body: `{ message, code, errors? }`. */
export function anApiError(code: string, message: string, errors?: { path: string; message: string }[]) {
  return errors ? { code, message, errors } : { code, message };
}

export const UNAUTHENTICATED = anApiError(ERROR_CODES.UNAUTHENTICATED, MESSAGES.unauthenticated);

/** The fake API's answer to GET /user/me for a visitor, as the API gives it: no session, `data: null`. */
export const signedOut = { 'GET /user/me': ok(null) };

/** The fake API's answer to GET /user/me for this account. */
export function signedIn(user = aCurrentUser()) {
  return { 'GET /user/me': ok(user) };
}
