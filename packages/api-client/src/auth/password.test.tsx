// @vitest-environment jsdom
import { MESSAGES } from '@ridebook/validation';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApiForEachTest } from '../test/fake-api.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { changePassword, useChangePassword } from './change-password.ts';
import { forgotPassword, useForgotPassword } from './forgot-password.ts';
import { resetPassword, useResetPassword } from './reset-password.ts';

const api = fakeApiForEachTest();

function sentBody(index = 0): unknown {
  return api.requests.filter(({ method }) => method === 'POST')[index]?.body;
}

describe('the password endpoints', () => {
  it('POST /auth/change-password', async () => {
    api.responders['POST /auth/change-password'] = {
      status: 200,
      body: { message: MESSAGES.passwordChanged },
    };
    const input = { currentPassword: 'Secret123', newPassword: 'Secret456', confirmPassword: 'Secret456' };

    await expect(changePassword(input)).resolves.toEqual({ message: MESSAGES.passwordChanged });
    expect(sentBody()).toEqual(input);
  });

  it('POST /auth/forgot-password', async () => {
    api.responders['POST /auth/forgot-password'] = {
      status: 200,
      body: { message: MESSAGES.forgotPasswordSent },
    };

    await expect(forgotPassword({ email: 'ada@example.com' })).resolves.toEqual({
      message: MESSAGES.forgotPasswordSent,
    });
    expect(sentBody()).toEqual({ email: 'ada@example.com' });
  });

  it('POST /auth/reset-password', async () => {
    api.responders['POST /auth/reset-password'] = {
      status: 200,
      body: { message: MESSAGES.passwordResetSuccess },
    };
    const input = { token: 'reset-token', password: 'Secret456', confirmPassword: 'Secret456' };

    await expect(resetPassword(input)).resolves.toEqual({ message: MESSAGES.passwordResetSuccess });
    expect(sentBody()).toEqual(input);
  });
});

describe('the password hooks', () => {
  it('run their endpoint and call onSuccess with its message', async () => {
    api.responders['POST /auth/change-password'] = {
      status: 200,
      body: { message: MESSAGES.passwordChanged },
    };
    api.responders['POST /auth/forgot-password'] = {
      status: 200,
      body: { message: MESSAGES.forgotPasswordSent },
    };
    api.responders['POST /auth/reset-password'] = {
      status: 200,
      body: { message: MESSAGES.passwordResetSuccess },
    };
    const onSuccess = vi.fn();
    const { result } = renderHookWithClient(() => ({
      change: useChangePassword({ onSuccess }),
      forgot: useForgotPassword({ onSuccess }),
      reset: useResetPassword({ onSuccess }),
    }));

    await act(() =>
      result.current.change.mutateAsync({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' }),
    );
    await act(() => result.current.forgot.mutateAsync({ email: 'ada@example.com' }));
    await act(() => result.current.reset.mutateAsync({ token: 't', password: 'b', confirmPassword: 'b' }));

    expect(onSuccess.mock.calls.map(([data]: unknown[]) => data)).toEqual([
      { message: MESSAGES.passwordChanged },
      { message: MESSAGES.forgotPasswordSent },
      { message: MESSAGES.passwordResetSuccess },
    ]);
  });
});
