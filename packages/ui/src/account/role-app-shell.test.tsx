import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aRiderUser, failure, installFakeApi } from '@ridebook/api-client/testing';
import { installMatchMedia } from '../../test/match-media.ts';
import type { Role } from '../shell/roles.ts';
import { notify } from '../toast/notify.ts';
import { browserNavigation } from './account-links.ts';
import { aDriver, appLinksFor, heldReply, renderRoutes } from '../../test/account-support.tsx';
import { RoleAppShell } from './role-app-shell.tsx';
import { NOT_FOUND_TITLE } from './role-not-found-page.tsx';

function shellRoutes(role: Role): RouteObject[] {
  return [
    {
      element: <RoleAppShell role={role} />,
      children: [
        { path: `/${role}/dashboard`, element: <h1>Dashboard page</h1> },
        { path: `/${role}/profile`, element: <h1>Profile page</h1> },
        { path: '*', element: <h1>Missing page</h1>, handle: { title: NOT_FOUND_TITLE } },
      ],
    },
  ];
}

function renderShell(role: Role, route: string, appLinks = appLinksFor(role)) {
  return renderRoutes(shellRoutes(role), { route, appLinks });
}

const signedIn = (user = aRiderUser()) => ({ status: 200, body: { data: user } });
const unauthenticated = failure(401, {
  message: MESSAGES.unauthenticated,
  code: ERROR_CODES.UNAUTHENTICATED,
});

let replace: ReturnType<typeof vi.fn<(url: string) => void>>;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  installMatchMedia();
  replace = vi.fn<(url: string) => void>();
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'replace').mockImplementation(replace);
  vi.spyOn(browserNavigation, 'assign').mockImplementation(assign);
});

describe('RoleAppShell', () => {
  it('shows the layout in skeletons while the current user loads, then the area', async () => {
    const held = heldReply(signedIn());
    installFakeApi({ 'GET /user/me': held.responder });
    renderShell('rider', '/rider/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.getByTestId('role-shell-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor without a session (200, data null)', { status: 200, body: { data: null } }],
    ['a session that ended (401)', unauthenticated],
  ])('sends %s to the login page with the page they wanted', async (_case, answer) => {
    installFakeApi({ 'GET /user/me': answer });
    renderShell('rider', '/rider/book-ride?from=home');

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/login?returnTo=%2Frider%2Fbook-ride%3Ffrom%3Dhome'),
    );
    expect(screen.getByRole('link', { name: 'continue here' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Frider%2Fbook-ride%3Ffrom%3Dhome',
    );
    expect(screen.queryByRole('navigation', { name: 'Rider menu' })).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to the public site's own host in subdomain mode", async () => {
    installFakeApi({ 'GET /user/me': unauthenticated });
    const subdomains = appLinksFor('admin', {
      publicSite: 'https://ridebook.example.com',
      admin: 'https://admin.example.com',
    });
    renderShell('admin', '/admin/dashboard', subdomains);

    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `https://ridebook.example.com/login?returnTo=${encodeURIComponent('https://admin.example.com/admin/dashboard')}`,
      ),
    );
  });

  it('sends a user of another role to their own dashboard', async () => {
    installFakeApi({ 'GET /user/me': signedIn(aRiderUser()) });
    renderShell('admin', '/admin/dashboard');

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/rider/dashboard'));
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it("uses the other role's host in subdomain mode", async () => {
    installFakeApi({ 'GET /user/me': signedIn(aDriver()) });
    renderShell('rider', '/rider/profile', appLinksFor('rider', { driver: 'https://driver.example.com' }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://driver.example.com/driver/dashboard'));
  });

  it("gives the right role its layout: the role's menu, the user and the page", async () => {
    installFakeApi({ 'GET /user/me': signedIn(aRiderUser({ name: 'Riley Rider' })) });
    renderShell('rider', '/rider/dashboard');

    const menu = await screen.findByRole('navigation', { name: 'Rider menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/',
      '/rider/dashboard',
      '/rider/book-ride',
      '/rider/ride-history',
      '/rider/profile',
      '/rider/wallet',
    ]);
    expect(screen.getByRole('button', { name: /Account menu for/ })).toHaveTextContent('Riley Rider');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Overview'),
    ).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(document.title).toBe('Overview · RideBook');
    expect(replace).not.toHaveBeenCalled();
  });

  it("titles the breadcrumb from the role menu, then from the route's handle", async () => {
    installFakeApi({ 'GET /user/me': signedIn(aDriver()) });
    const { router } = renderShell('driver', '/driver/profile');

    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Profile Management')).toHaveAttribute('aria-current', 'page');

    await router.navigate('/driver/nowhere');
    expect(await screen.findByRole('heading', { name: 'Missing page' })).toBeInTheDocument();
    expect(within(breadcrumb).getByText(NOT_FOUND_TITLE)).toHaveAttribute('aria-current', 'page');
  });

  it('signs out: success toast, then the public home page (not the login page)', async () => {
    const { requests } = installFakeApi({
      'GET /user/me': signedIn(),
      'POST /auth/logout': { status: 200, body: { message: 'Signed out' } },
    });
    const success = vi.spyOn(notify, 'success');
    renderShell('rider', '/rider/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Sign Out/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(success).toHaveBeenCalledWith(MESSAGES.logoutSuccess);
    expect(requests.filter((request) => request.url === '/auth/logout')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out');
    expect(replace).not.toHaveBeenCalled();
  });

  it('says so when signing out fails, and stays', async () => {
    installFakeApi({
      'GET /user/me': signedIn(),
      'POST /auth/logout': failure(500, {
        message: MESSAGES.internalError,
        code: ERROR_CODES.INTERNAL_ERROR,
      }),
    });
    // useSignOut logs the failure (seed spec section 8).
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error');
    renderShell('rider', '/rider/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: /Sign Out/ }));

    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGES.logoutFailure));
    expect(consoleError).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('shows a pending driver the review status instead of the area, with support and Sign Out', async () => {
    installFakeApi({ 'GET /user/me': signedIn(aDriver('pending')) });
    renderShell('driver', '/driver/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your driver account is being reviewed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/usually takes less than 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Driver menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('shows a rejected driver what to do', async () => {
    installFakeApi({ 'GET /user/me': signedIn(aDriver('rejected')) });
    renderShell('driver', '/driver/dashboard');

    expect(
      await screen.findByRole('heading', { name: "Your driver application wasn't approved" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Vehicle Details' })).toHaveAttribute(
      'href',
      '/driver/profile',
    );
  });

  it('shows a suspended driver (refused by the API) the suspension', async () => {
    installFakeApi({
      'GET /user/me': failure(403, {
        message: MESSAGES.driverSuspended,
        code: ERROR_CODES.DRIVER_SUSPENDED,
      }),
    });
    renderShell('driver', '/driver/profile');

    expect(
      await screen.findByRole('heading', { name: 'Your driver account has been suspended' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows a blocked account (refused by the API) the block, in any role app', async () => {
    installFakeApi({
      'GET /user/me': failure(403, { message: MESSAGES.accountBlocked, code: ERROR_CODES.ACCOUNT_BLOCKED }),
    });
    renderShell('rider', '/rider/dashboard');

    expect(await screen.findByRole('heading', { name: 'Your account has been blocked' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /support@/ })).toHaveAttribute(
      'href',
      'mailto:support@ridebook.example',
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('lets a pending driver open the profile, inside the status frame', async () => {
    installFakeApi({ 'GET /user/me': signedIn(aDriver('pending')) });
    renderShell('driver', '/driver/profile');

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account status' })).toHaveAttribute(
      'href',
      '/driver/dashboard',
    );
    expect(screen.queryByRole('navigation', { name: 'Driver menu' })).not.toBeInTheDocument();
  });

  it('opens the area once the driver is approved and checks again', async () => {
    let approval: 'pending' | 'approved' = 'pending';
    installFakeApi({ 'GET /user/me': () => signedIn(aDriver(approval)) });
    renderShell('driver', '/driver/dashboard');

    await screen.findByRole('heading', { name: 'Your driver account is being reviewed' });
    approval = 'approved';
    await userEvent.click(screen.getByRole('button', { name: 'Check Again' }));

    expect(await screen.findByRole('navigation', { name: 'Driver menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('offers to try again when the API does not answer, instead of sending the person to log in', async () => {
    let isApiUp = false;
    installFakeApi({
      'GET /user/me': () =>
        isApiUp
          ? signedIn()
          : failure(503, { message: MESSAGES.internalError, code: ERROR_CODES.INTERNAL_ERROR }),
    });
    renderShell('rider', '/rider/dashboard');

    expect(await screen.findByRole('heading', { name: "We couldn't load your account" })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();

    isApiUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
