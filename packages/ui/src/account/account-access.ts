import type { Session } from '@ridebook/api-client';
import { ERROR_CODES, type CurrentUser } from '@ridebook/validation';
import { normalizeRole } from '../shell/roles.ts';
import type { Role } from '../shell/roles.ts';

/** Why a signed-in person cannot use their role area: each has its own account-status page. */
export type AccountStatusReason =
  'driver-pending' | 'driver-rejected' | 'driver-suspended' | 'account-blocked';

/** What a role app shows for the current session. */
export type AccountAccess =
  | { kind: 'loading' }
  /** Nobody is signed in: off to the public site's login page. */
  | { kind: 'signed-out' }
  /** The API did not answer (network failure or a server error): nothing is known about the session yet. */
  | { kind: 'unavailable' }
  /** Signed in with another role: off to that role's own dashboard. */
  | { kind: 'wrong-role'; role: Role }
  /** Signed in but held back; `user` is null when the API refused to describe the account (blocked, suspended). */
  | { kind: 'restricted'; reason: AccountStatusReason; user: CurrentUser | null }
  | { kind: 'allowed'; user: CurrentUser };

/** Why this account is held back, or null when it may use its area. */
export function getAccountRestriction(user: CurrentUser): AccountStatusReason | null {
  if (user.status === 'blocked') return 'account-blocked';
  if (user.role !== 'driver') return null;
  // A driver without a driver profile has nothing an admin could have approved yet.
  switch (user.driver?.approvalStatus ?? 'pending') {
    case 'approved':
      return null;
    case 'pending':
      return 'driver-pending';
    case 'rejected':
      return 'driver-rejected';
    case 'suspended':
      return 'driver-suspended';
  }
}

function readError(error: unknown): { status?: unknown; code?: unknown } {
  if (typeof error !== 'object' || error === null) return {};
  const { status, code } = error as { status?: unknown; code?: unknown };
  return { status, code };
}

/**
 * The decision of a role app (architecture section 2): signed-out visitors go to the login page, a user of
 * another role goes to their own dashboard, a blocked account or a driver who is not approved sees an
 * account-status page, everyone else sees their area.
 *
 * `error` is the current-user query's error: the API answers 403 ACCOUNT_BLOCKED or DRIVER_SUSPENDED for a session
 * it will no longer serve, and a failure without an answer (status 0) or a 5xx says nothing about the session, so
 * neither sends the person to the login page.
 */
export function resolveAccountAccess({
  session,
  error,
  role,
}: {
  session: Session;
  error: unknown;
  role: Role;
}): AccountAccess {
  if (session.status === 'loading') return { kind: 'loading' };
  if (session.status === 'signed-in') {
    const { user } = session;
    const userRole = normalizeRole(user.role);
    if (userRole && userRole !== role) return { kind: 'wrong-role', role: userRole };
    const reason = getAccountRestriction(user);
    return reason ? { kind: 'restricted', reason, user } : { kind: 'allowed', user };
  }
  const { status, code } = readError(error);
  if (status === 403 && code === ERROR_CODES.ACCOUNT_BLOCKED) {
    return { kind: 'restricted', reason: 'account-blocked', user: null };
  }
  if (status === 403 && code === ERROR_CODES.DRIVER_SUSPENDED) {
    return { kind: 'restricted', reason: 'driver-suspended', user: null };
  }
  if (typeof status === 'number' && (status === 0 || status >= 500)) return { kind: 'unavailable' };
  return { kind: 'signed-out' };
}
