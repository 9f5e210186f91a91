// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSignOut } from '../auth/logout.ts';
import { failure, type FakeApi, installFakeApi, ok } from '../test/fake-api.ts';
import { aCurrentUser, deferred, renderHookWithClient } from '../test/query-support.tsx';
import { clearSignedOut, SIGNED_OUT_STORAGE_KEY } from './session-flags.ts';
import { deriveSession, useSession } from './use-session.ts';

const UNAUTHENTICATED = failure(401, {
  message: MESSAGES.unauthenticated,
  code: ERROR_CODES.UNAUTHENTICATED,
});

let api: FakeApi;

beforeEach(() => {
  clearSignedOut();
  localStorage.clear();
  api = installFakeApi({});
});

describe('useSession', () => {
  it('is loading while the current user is being fetched', async () => {
    const answer = deferred();
    api.responders['GET /user/me'] = async () => {
      await answer.promise;
      return ok(aCurrentUser());
    };

    const { result } = renderHookWithClient(useSession);

    expect(result.current).toEqual({ status: 'loading' });
    answer.resolve();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
  });

  it('is signed in with the user when GET /user/me succeeds', async () => {
    api.responders['GET /user/me'] = {
      status: 200,
      body: { data: aCurrentUser({ name: 'Grace Driver', role: 'driver' }) },
    };

    const { result } = renderHookWithClient(useSession);

    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user).toMatchObject({ name: 'Grace Driver', role: 'driver' });
  });

  it('is signed out when the current-user call fails', async () => {
    api.responders['GET /user/me'] = UNAUTHENTICATED;

    const { result } = renderHookWithClient(useSession);

    await waitFor(() => expect(result.current).toEqual({ status: 'signed-out' }));
  });

  it('is signed out right after sign-out, although a user was cached and the next check has not answered', async () => {
    const user = aCurrentUser();
    const nextCheck = deferred();
    api.responders['GET /user/me'] = async () => {
      if (api.callsTo('GET /user/me').length === 1) return ok(user);
      await nextCheck.promise;
      return UNAUTHENTICATED;
    };
    api.responders['POST /auth/logout'] = { status: 200, body: { message: MESSAGES.logoutSuccess } };

    const { result } = renderHookWithClient(() => ({ session: useSession(), signOut: useSignOut() }));
    await waitFor(() => expect(result.current.session.status).toBe('signed-in'));

    act(() => result.current.signOut.mutate());

    await waitFor(() => expect(result.current.signOut.isSuccess).toBe(true));
    expect(result.current.session).toEqual({ status: 'signed-out' });
    nextCheck.resolve();
    await waitFor(() => expect(api.callsTo('GET /user/me')).toHaveLength(2));
    expect(result.current.session).toEqual({ status: 'signed-out' });
  });

  it('is signed out when another tab signs out, although this tab still holds the user', async () => {
    api.responders['GET /user/me'] = ok(aCurrentUser());
    const { result } = renderHookWithClient(useSession);
    await waitFor(() => expect(result.current.status).toBe('signed-in'));

    const signedOutAt = String(Date.now() + 1);
    act(() => {
      localStorage.setItem(SIGNED_OUT_STORAGE_KEY, signedOutAt);
      window.dispatchEvent(
        new StorageEvent('storage', { key: SIGNED_OUT_STORAGE_KEY, newValue: signedOutAt }),
      );
    });

    expect(result.current).toEqual({ status: 'signed-out' });
  });

  it('is signed in when the user signed in after a sign-out left by an earlier page (e.g. on another origin)', async () => {
    localStorage.setItem(SIGNED_OUT_STORAGE_KEY, String(Date.now() - 60_000));
    const answer = deferred();
    api.responders['GET /user/me'] = async () => {
      await answer.promise;
      return ok(aCurrentUser());
    };

    const { result } = renderHookWithClient(useSession);

    // Not "signed-out" while loading: a role app would send the person back to the login page.
    expect(result.current.status).toBe('loading');
    answer.resolve();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
  });
});

describe('deriveSession', () => {
  const user = aCurrentUser();
  const noSignOut = { signedOutAt: null, isSignedOutDuringThisPage: false };

  it('covers every combination of the current-user query and the signed-out flag', () => {
    expect(deriveSession({ data: undefined, dataUpdatedAt: 0, isError: false }, noSignOut)).toEqual({
      status: 'loading',
    });
    expect(deriveSession({ data: user, dataUpdatedAt: 10, isError: false }, noSignOut)).toEqual({
      status: 'signed-in',
      user,
    });
    expect(deriveSession({ data: undefined, dataUpdatedAt: 0, isError: true }, noSignOut).status).toBe(
      'signed-out',
    );
    // The API's answer to a visitor: no session, no data.
    expect(deriveSession({ data: null, dataUpdatedAt: 10, isError: false }, noSignOut)).toEqual({
      status: 'signed-out',
    });
    // A failed re-check with older data still means signed out.
    expect(deriveSession({ data: user, dataUpdatedAt: 10, isError: true }, noSignOut).status).toBe(
      'signed-out',
    );
    // Data from before the sign-out.
    expect(
      deriveSession(
        { data: user, dataUpdatedAt: 10, isError: false },
        { signedOutAt: 20, isSignedOutDuringThisPage: false },
      ).status,
    ).toBe('signed-out');
    // Data from after the sign-out.
    expect(
      deriveSession(
        { data: user, dataUpdatedAt: 30, isError: false },
        { signedOutAt: 20, isSignedOutDuringThisPage: true },
      ).status,
    ).toBe('signed-in');
    // Loading after a sign-out during this page: known to be signed out.
    expect(
      deriveSession(
        { data: undefined, dataUpdatedAt: 0, isError: false },
        { signedOutAt: 20, isSignedOutDuringThisPage: true },
      ).status,
    ).toBe('signed-out');
    // Loading after a sign-out of an earlier page: not known yet.
    expect(
      deriveSession(
        { data: undefined, dataUpdatedAt: 0, isError: false },
        { signedOutAt: 20, isSignedOutDuringThisPage: false },
      ).status,
    ).toBe('loading');
  });
});
