import { failure, installFakeApi, type FakeReply } from '@ridebook/api-client/testing';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anApiError, signedIn, signedOut } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { PublicShell } from '../layout/index.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const TOKEN = 'a'.repeat(43);

function renderResetPassword(url = `/reset-password?token=${TOKEN}`) {
  return renderPage(url, { routes: [{ path: '/reset-password', Component: ResetPasswordPage }] });
}

const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const submitButton = () => screen.getByRole('button', { name: /Set New Password|Saving Password/ });

describe('/reset-password', () => {
  it('checks both passwords on change, each with a show/hide toggle', async () => {
    installFakeApi(signedOut);
    renderResetPassword();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Reset password | RideBook');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
    const user = userEvent.setup();
    await user.type(newPassword(), 'short');
    expect(await screen.findByText(MESSAGES.passwordMin)).toBeInTheDocument();
    await user.type(newPassword(), 'lowercase1');
    expect(await screen.findByText(MESSAGES.passwordComplexity)).toBeInTheDocument();
    await user.clear(newPassword());
    await user.type(newPassword(), 'NewSecret123');
    await user.type(confirmPassword(), 'NewSecret12');
    expect(await screen.findByText(MESSAGES.passwordsMismatch)).toBeInTheDocument();
    await user.type(confirmPassword(), '3');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('sets the new password, toasts, signs this browser out and goes to /login', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const api = installFakeApi({
      ...signedIn(),
      'POST /auth/reset-password': () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderPage(`/reset-password?token=${TOKEN}`, {
      routes: [
        {
          path: '/',
          Component: PublicShell,
          children: [
            { path: 'reset-password', Component: ResetPasswordPage },
            { path: 'login', element: <h1>Login page</h1> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('button', { name: /Account menu for/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'NewSecret123');
    await user.type(confirmPassword(), 'NewSecret123');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Saving Password...' })).toBeDisabled();
    expect(api.callsTo('POST /auth/reset-password').map(({ body }) => body)).toEqual([
      { token: TOKEN, password: 'NewSecret123', confirmPassword: 'NewSecret123' },
    ]);
    // The API ends every session of the account, this browser's included.
    Object.assign(api.responders, signedOut);
    answer({ status: 200, body: { message: MESSAGES.passwordResetSuccess } });

    expect(await screen.findByText(MESSAGES.passwordResetSuccess)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Account menu for/ })).not.toBeInTheDocument();
  });

  it('says clearly when the link is invalid or expired, with a way to a new one', async () => {
    installFakeApi({
      ...signedOut,
      'POST /auth/reset-password': failure(
        400,
        anApiError(ERROR_CODES.INVALID_RESET_TOKEN, MESSAGES.invalidResetToken),
      ),
    });
    renderResetPassword();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'NewSecret123');
    await user.type(confirmPassword(), 'NewSecret123');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidResetToken);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('says so at once when the link has no token', async () => {
    installFakeApi(signedOut);
    renderResetPassword('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetTokenRequired);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('toasts a failure that is not about the link, and keeps the form', async () => {
    installFakeApi({
      ...signedOut,
      'POST /auth/reset-password': failure(429, anApiError(ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited)),
    });
    renderResetPassword();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'NewSecret123');
    await user.type(confirmPassword(), 'NewSecret123');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.rateLimited)).toBeInTheDocument();
    expect(newPassword()).toHaveValue('NewSecret123');
  });
});
