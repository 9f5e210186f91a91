// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { clearSignedOut, getSignedOutState, SIGNED_OUT_STORAGE_KEY } from '../session/session-flags.ts';
import { failure, type FakeApi, installFakeApi } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { logout, useSignOut } from './logout.ts';

let api: FakeApi;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  clearSignedOut();
  localStorage.clear();
  api = installFakeApi({});
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('logout', () => {
  it('posts to /auth/logout and returns its message', async () => {
    api.responders['POST /auth/logout'] = { status: 200, body: { message: MESSAGES.logoutSuccess } };
    await expect(logout()).resolves.toEqual({ message: MESSAGES.logoutSuccess });
  });
});

describe('useSignOut', () => {
  it('on success resets the whole query cache, sets the signed-out flag, then calls onSignedOut', async () => {
    api.responders['POST /auth/logout'] = { status: 200, body: { message: MESSAGES.logoutSuccess } };
    const onError = vi.fn();
    const onSignedOut = vi.fn(() => {
      // By the time the app toasts and navigates, the cache is empty and the flag is set.
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(localStorage.getItem(SIGNED_OUT_STORAGE_KEY)).not.toBeNull();
    });
    const { result, queryClient } = renderHookWithClient(() => useSignOut({ onSignedOut, onError }));
    queryClient.setQueryData(queryKeys.user.me(), { name: 'Ada' });
    queryClient.setQueryData([...queryKeys.ride.all(), 'history'], ['ride-1']);

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.user.me())).toBeUndefined();
    expect(queryClient.getQueryData([...queryKeys.ride.all(), 'history'])).toBeUndefined();
    expect(getSignedOutState()).toMatchObject({ isSignedOutDuringThisPage: true });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on failure logs the error, calls onError and keeps the session as it was', async () => {
    api.responders['POST /auth/logout'] = failure(500, {
      message: MESSAGES.internalError,
      code: ERROR_CODES.INTERNAL_ERROR,
    });
    const onSignedOut = vi.fn();
    const onError = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => useSignOut({ onSignedOut, onError }));
    queryClient.setQueryData(queryKeys.user.me(), { name: 'Ada' });

    act(() => result.current.mutate());

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onError).toHaveBeenCalledTimes(1);
    const [error] = onError.mock.calls[0] as [ApiClientError];
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.status).toBe(500);
    expect(consoleError).toHaveBeenCalledWith(error);
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(getSignedOutState().signedOutAt).toBeNull();
    expect(queryClient.getQueryData(queryKeys.user.me())).toEqual({ name: 'Ada' });
  });

  it('works without callbacks', async () => {
    api.responders['POST /auth/logout'] = { status: 200, body: { message: MESSAGES.logoutSuccess } };
    const { result } = renderHookWithClient(() => useSignOut());

    await act(() => result.current.mutateAsync());

    expect(getSignedOutState().signedOutAt).not.toBeNull();
  });
});
