// @vitest-environment jsdom
import { ERROR_CODES, MESSAGES, type LoginInput } from '@ridebook/validation';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { clearSignedOut, getSignedOutState, markSignedOut } from '../session/session-flags.ts';
import { useSession } from '../session/use-session.ts';
import { failure, type FakeApi, installFakeApi, ok } from '../test/fake-api.ts';
import { aCurrentUser, renderHookWithClient } from '../test/query-support.tsx';
import { login, useLogin } from './login.ts';

const credentials: LoginInput = { email: 'ada@example.com', password: 'secret-1', rememberMe: true };
const user = aCurrentUser();

let api: FakeApi;

beforeEach(() => {
  clearSignedOut();
  localStorage.clear();
  api = installFakeApi({});
});

describe('login', () => {
  it('posts the credentials to /auth/login and returns the user', async () => {
    api.responders['POST /auth/login'] = ok(user);

    await expect(login(credentials)).resolves.toEqual(user);
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual(credentials);
  });

  it('rejects with an ApiClientError on wrong credentials', async () => {
    api.responders['POST /auth/login'] = failure(401, {
      message: 'Wrong email or password',
      code: ERROR_CODES.INVALID_CREDENTIALS,
    });

    await expect(login(credentials)).rejects.toMatchObject({
      status: 401,
      code: ERROR_CODES.INVALID_CREDENTIALS,
    });
  });

  it('rejects with an ApiClientError when the answer breaks the contract', async () => {
    api.responders['POST /auth/login'] = ok({ id: 'user-1' });

    const rejection = login(credentials);
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({ status: 200 });
  });
});

describe('useLogin', () => {
  it('sets the rememberMe flag when the box was checked', async () => {
    api.responders['POST /auth/login'] = ok(user);
    const { result } = renderHookWithClient(() => useLogin());

    await act(() => result.current.mutateAsync({ ...credentials, rememberMe: true }));

    expect(localStorage.getItem('rememberMe')).toBe('true');
  });

  it('leaves no rememberMe flag when the box was not checked', async () => {
    localStorage.setItem('rememberMe', 'true');
    api.responders['POST /auth/login'] = ok(user);
    const { result } = renderHookWithClient(() => useLogin());

    await act(() => result.current.mutateAsync({ email: credentials.email, password: credentials.password }));

    expect(localStorage.getItem('rememberMe')).toBeNull();
  });

  it('clears the signed-out flag, invalidates USER data (the session turns signed in), then calls onSuccess', async () => {
    markSignedOut();
    let isSignedIn = false;
    api.responders['GET /user/me'] = () =>
      isSignedIn
        ? ok(user)
        : failure(401, { message: MESSAGES.unauthenticated, code: ERROR_CODES.UNAUTHENTICATED });
    api.responders['POST /auth/login'] = () => {
      isSignedIn = true;
      return ok(user);
    };
    const onSuccess = vi.fn();
    const { result, queryClient } = renderHookWithClient(() => ({
      session: useSession(),
      login: useLogin({ onSuccess }),
    }));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.user.me())?.status).toBe('error'));
    expect(result.current.session.status).toBe('signed-out');

    await act(() => result.current.login.mutateAsync(credentials));

    expect(getSignedOutState().signedOutAt).toBeNull();
    await waitFor(() => expect(result.current.session).toEqual({ status: 'signed-in', user }));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toEqual(user);
    expect(onSuccess.mock.calls[0]?.[1]).toEqual(credentials);
  });

  it('changes no flag on failure and hands the ApiClientError to onError', async () => {
    markSignedOut(1);
    api.responders['POST /auth/login'] = failure(401, {
      message: 'Wrong email or password',
      code: ERROR_CODES.INVALID_CREDENTIALS,
    });
    const onError = vi.fn();
    const { result } = renderHookWithClient(() => useLogin({ onError }));

    act(() => result.current.mutate(credentials));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiClientError);
    expect(localStorage.getItem('rememberMe')).toBeNull();
    expect(getSignedOutState().signedOutAt).toBe(1);
  });
});
