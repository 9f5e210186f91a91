import { isRememberMeSet } from '@ridebook/api-client';
import { failure, installFakeApi, ok, type FakeReply } from '@ridebook/api-client/testing';
import type { AppLinksConfig } from '@ridebook/ui';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aCurrentUser, anApiError, signedIn, signedOut } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { openUrl } from '../redirects/index.ts';
import { AccountStatusPage } from './account-status-page.tsx';
import { LoginPage } from './login-page.tsx';

vi.mock('../redirects/open-url.ts', () => ({ openUrl: vi.fn() }));

beforeEach(() => {
  vi.mocked(openUrl).mockClear();
});

function renderLogin(url = '/login', appLinks?: AppLinksConfig) {
  return renderPage(url, { routes: [{ path: '/login', Component: LoginPage }], appLinks });
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: /Sign In|Signing In/ });

async function fillIn(email = 'rider@ridebook.demo', password = 'RideBook123') {
  const user = userEvent.setup();
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  return user;
}

describe('/login', () => {
  it('has the fields, the links and a disabled submit while the form is empty', async () => {
    installFakeApi(signedOut);
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    expect(document.title).toBe('Login | RideBook');
    await vi.waitFor(() => expect(submitButton()).toBeDisabled());
  });

  it('shows and hides the password', async () => {
    installFakeApi(signedOut);
    renderLogin();
    const user = userEvent.setup();
    await user.type(passwordInput(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it("checks on change with the seed's messages", async () => {
    installFakeApi(signedOut);
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'rider@');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(emailInput());
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(passwordInput(), 'abc');
    expect(await screen.findByText(MESSAGES.loginPasswordMin)).toBeInTheDocument();
    await user.clear(passwordInput());
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('signs in: "Signing In..." while sent, the toast, the remember-me flag, then the home page', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const api = installFakeApi({
      ...signedOut,
      'POST /auth/login': () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderLogin();
    const user = await fillIn('  Rider@RideBook.demo ', 'RideBook123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(api.callsTo('POST /auth/login').map(({ body }) => body)).toEqual([
      { email: 'rider@ridebook.demo', password: 'RideBook123', rememberMe: true },
    ]);
    Object.assign(api.responders, signedIn());
    answer(ok(aCurrentUser()));

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Home page at /' });
    expect(router.state.location.pathname).toBe('/');
    expect(isRememberMeSet()).toBe(true);
  });

  it('goes back to a returnTo page of this site', async () => {
    installFakeApi({ ...signedOut, 'POST /auth/login': ok(aCurrentUser()) });
    const { router } = renderLogin('/login?returnTo=%2Fabout-us');
    const user = await fillIn();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'About page at /about-us' });
    expect(router.state.location.pathname).toBe('/about-us');
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('leaves for a role app page named by returnTo with a full page load', async () => {
    installFakeApi({ ...signedOut, 'POST /auth/login': ok(aCurrentUser()) });
    renderLogin('/login?returnTo=%2Frider%2Fbook-ride');
    const user = await fillIn();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('/rider/book-ride'));
  });

  it('follows a returnTo on a configured app host (subdomain mode)', async () => {
    installFakeApi({ ...signedOut, 'POST /auth/login': ok(aCurrentUser()) });
    const appLinks: AppLinksConfig = {
      currentApp: 'publicSite',
      urls: { publicSite: '', rider: 'https://rider.ridebook.test', driver: '', admin: '' },
    };
    renderLogin(`/login?returnTo=${encodeURIComponent('https://rider.ridebook.test/rider/rides')}`, appLinks);
    const user = await fillIn();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await vi.waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://rider.ridebook.test/rider/rides'));
  });

  it('ignores an unsafe returnTo and goes home', async () => {
    installFakeApi({ ...signedOut, 'POST /auth/login': ok(aCurrentUser()) });
    const { router } = renderLogin(`/login?returnTo=${encodeURIComponent('https://evil.example/phish')}`);
    const user = await fillIn();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Home page at /' });
    expect(router.state.location.pathname).toBe('/');
    expect(openUrl).not.toHaveBeenCalled();
  });

  it.each([
    [
      'wrong credentials (401)',
      401,
      anApiError(ERROR_CODES.INVALID_CREDENTIALS, 'Invalid email or password'),
    ],
    ['too many attempts (429)', 429, anApiError(ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited)],
    ['a server error (500)', 500, anApiError(ERROR_CODES.INTERNAL_ERROR, MESSAGES.internalError)],
  ])("on %s, toasts the seed's failure message and stays", async (_case, status, body) => {
    installFakeApi({ ...signedOut, 'POST /auth/login': failure(status, body) });
    const { router } = renderLogin();
    const user = await fillIn();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.loginFailure)).toBeInTheDocument();
    expect(screen.queryByText(body.message)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    await vi.waitFor(() => expect(submitButton()).toHaveTextContent('Sign In'));
    expect(submitButton()).toBeEnabled();
  });

  it("toasts the seed's failure message when the API cannot be reached", async () => {
    installFakeApi(signedOut); // POST /auth/login unanswered: the API cannot be reached
    renderLogin();
    const user = await fillIn();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.loginFailure)).toBeInTheDocument();
  });

  it.each([
    ['a blocked account', anApiError(ERROR_CODES.ACCOUNT_BLOCKED, MESSAGES.accountBlocked), 'blocked'],
    ['a suspended driver', anApiError(ERROR_CODES.DRIVER_SUSPENDED, MESSAGES.driverSuspended), 'suspended'],
  ])(
    'takes %s with the right password to the account-status page, without a toast',
    async (_case, body, reason) => {
      installFakeApi({ ...signedOut, 'POST /auth/login': failure(403, body) });
      const { router } = renderPage('/login', {
        routes: [
          { path: '/login', Component: LoginPage },
          { path: '/account-status', Component: AccountStatusPage },
        ],
      });
      const user = await fillIn();
      await vi.waitFor(() => expect(submitButton()).toBeEnabled());
      await user.click(submitButton());
      const title =
        reason === 'blocked' ? 'Your account has been blocked' : 'Your driver account has been suspended';
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/account-status');
      expect(router.state.location.search).toBe(`?reason=${reason}`);
      expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
      expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
      expect(screen.queryByText(body.message)).toBeNull();
      expect(screen.queryByText(MESSAGES.loginFailure)).toBeNull();
    },
  );

  it('sends an account-status URL without a known reason to the login page', async () => {
    installFakeApi(signedOut);
    const { router } = renderPage('/account-status?reason=whatever', {
      routes: [{ path: '/account-status', Component: AccountStatusPage }],
    });
    await screen.findByRole('heading', { name: 'Login page at /login' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('fills in the email a registration passed along', async () => {
    installFakeApi(signedOut);
    const { router } = renderLogin('/about-us');
    await router.navigate('/login', { state: { email: 'new@ridebook.demo' } });
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('new@ridebook.demo');
  });

  it('tells a signed-in visitor so, with a link to their dashboard, instead of the form', async () => {
    installFakeApi(signedIn(aCurrentUser({ name: 'Dana Driver', role: 'driver' })));
    renderLogin();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('You are already signed in');
    expect(note).toHaveTextContent('Dana Driver');
    expect(within(note).getByRole('link', { name: /Go to your dashboard/ })).toHaveAttribute(
      'href',
      '/driver/dashboard',
    );
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });
});
