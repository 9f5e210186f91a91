import { failure, installFakeApi, type FakeReply, type Responder } from '@ridebook/api-client/testing';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anApiError, signedOut } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

/** Renders the page with the API answering POST /auth/forgot-password with `forgotPassword` (if given). */
function renderForgotPassword(forgotPassword?: Responder | FakeReply) {
  const api = installFakeApi(
    forgotPassword ? { ...signedOut, 'POST /auth/forgot-password': forgotPassword } : signedOut,
  );
  renderPage('/forgot-password', { routes: [{ path: '/forgot-password', Component: ForgotPasswordPage }] });
  return api;
}

const submitButton = () => screen.getByRole('button', { name: /Send Reset Link|Sending Link/ });

describe('/forgot-password', () => {
  it('checks the email on change and keeps the submit disabled until it is valid', async () => {
    renderForgotPassword();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Forgot password | RideBook');
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'rider@');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'rider@ridebook.demo');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('sends the request, then says a link was sent if the account exists, without saying whether it does', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const api = renderForgotPassword(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), ' Someone@Example.com');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Sending Link...' })).toBeDisabled();
    expect(api.callsTo('POST /auth/forgot-password').map(({ body }) => body)).toEqual([
      { email: 'someone@example.com' },
    ]);
    answer({ status: 200, body: { message: MESSAGES.forgotPasswordSent } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument();
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent(MESSAGES.forgotPasswordSent);
    expect(confirmation).toHaveTextContent('someone@example.com');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('');
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it.each([
    [
      'too many requests',
      429,
      anApiError(ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited),
      MESSAGES.rateLimited,
    ],
    ['a server error', 500, anApiError(ERROR_CODES.INTERNAL_ERROR, 'boom'), MESSAGES.internalError],
  ])('on %s, toasts and keeps the form', async (_case, status, body, message) => {
    renderForgotPassword(failure(status, body));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'rider@ridebook.demo');
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rider@ridebook.demo');
  });
});
