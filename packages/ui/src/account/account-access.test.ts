import { ApiClientError } from '@ridebook/api-client';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { aRiderUser } from '@ridebook/api-client/testing';
import { getAccountRestriction, resolveAccountAccess } from './account-access.ts';
import { aDriver } from '../../test/account-support.tsx';

const signedOut = { status: 'signed-out' } as const;

function errorOf(status: number, code: string, message = 'Refused') {
  return new ApiClientError(message, { status, body: { message, code } });
}

describe('resolveAccountAccess', () => {
  it('waits while the current user loads', () => {
    expect(resolveAccountAccess({ session: { status: 'loading' }, error: null, role: 'rider' })).toEqual({
      kind: 'loading',
    });
  });

  it('lets a user of the right role in', () => {
    const user = aRiderUser();
    expect(
      resolveAccountAccess({ session: { status: 'signed-in', user }, error: null, role: 'rider' }),
    ).toEqual({
      kind: 'allowed',
      user,
    });
  });

  it('sends a user of another role to their own area, whatever their standing', () => {
    const session = { status: 'signed-in', user: aDriver('pending') } as const;
    expect(resolveAccountAccess({ session, error: null, role: 'admin' })).toEqual({
      kind: 'wrong-role',
      role: 'driver',
    });
  });

  it('holds back drivers who are not approved and blocked accounts', () => {
    for (const [approval, reason] of [
      ['pending', 'driver-pending'],
      ['rejected', 'driver-rejected'],
      ['suspended', 'driver-suspended'],
    ] as const) {
      const user = aDriver(approval);
      expect(
        resolveAccountAccess({ session: { status: 'signed-in', user }, error: null, role: 'driver' }),
      ).toEqual({
        kind: 'restricted',
        reason,
        user,
      });
    }
    const blocked = aRiderUser({ status: 'blocked' });
    expect(getAccountRestriction(blocked)).toBe('account-blocked');
    expect(getAccountRestriction(aDriver('approved'))).toBeNull();
    expect(getAccountRestriction(aRiderUser({ role: 'driver', driver: null }))).toBe('driver-pending');
  });

  it('reads the API refusing a blocked account or a suspended driver as a status, not as signed out', () => {
    expect(
      resolveAccountAccess({
        session: signedOut,
        error: errorOf(403, ERROR_CODES.ACCOUNT_BLOCKED, MESSAGES.accountBlocked),
        role: 'rider',
      }),
    ).toEqual({ kind: 'restricted', reason: 'account-blocked', user: null });
    expect(
      resolveAccountAccess({
        session: signedOut,
        error: errorOf(403, ERROR_CODES.DRIVER_SUSPENDED),
        role: 'driver',
      }),
    ).toEqual({ kind: 'restricted', reason: 'driver-suspended', user: null });
  });

  it('treats a 401, another 403 or no error at all as signed out', () => {
    for (const error of [
      errorOf(401, ERROR_CODES.UNAUTHENTICATED),
      errorOf(403, ERROR_CODES.FORBIDDEN),
      null,
    ]) {
      expect(resolveAccountAccess({ session: signedOut, error, role: 'rider' })).toEqual({
        kind: 'signed-out',
      });
    }
  });

  it('does not call an unreachable or failing API "signed out"', () => {
    for (const error of [
      new ApiClientError('Network Error', { status: 0 }),
      errorOf(503, ERROR_CODES.INTERNAL_ERROR),
    ]) {
      expect(resolveAccountAccess({ session: signedOut, error, role: 'rider' })).toEqual({
        kind: 'unavailable',
      });
    }
  });
});
