import { failure, installFakeApi } from '@ridebook/api-client/testing';
import { MESSAGES } from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCurrentUser, signedIn, signedOut } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render-page.tsx';
import { PublicShell } from './public-shell.tsx';

function renderShell(url = '/about-us') {
  return renderPage(url, {
    routes: [
      {
        path: '/',
        Component: PublicShell,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'about-us', element: <h1>About page</h1> },
        ],
      },
    ],
  });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the public shell', () => {
  it('while the current user loads: only the product name and the theme toggle, then the page and the footer', async () => {
    installFakeApi({ 'GET /user/me': () => new Promise(() => {}) });
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'About page' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('RideBook')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'About page' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');
  });

  it('signed out: the public links, Login and Get Started', async () => {
    installFakeApi(signedOut);
    renderShell();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About Us', 'Features', 'Contact Us', 'FAQ']);
  });

  it("signed in as a rider: the rider's links and the user menu with the role name", async () => {
    installFakeApi(signedIn(aCurrentUser({ role: 'rider', name: 'Riley Rider' })));
    renderShell();
    const menuButton = await screen.findByRole('button', { name: /Account menu for/ });
    expect(menuButton).toHaveTextContent('Rider');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/rider/dashboard'],
      ['Book Ride', '/rider/book-ride'],
      ['My Rides', '/rider/rides'],
      ['Profile', '/rider/profile'],
    ]);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(menuButton);
    expect(screen.getByRole('menuitem', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/rider/profile',
    );
  });

  it('signs out from the user menu: the toast, the home page, and the signed-out bar', async () => {
    const api = installFakeApi({
      ...signedIn(),
      'POST /auth/logout': { status: 200, body: { message: MESSAGES.logoutSuccess } },
    });
    const { router } = renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    Object.assign(api.responders, signedOut);
    await user.click(screen.getByRole('menuitem', { name: /Sign Out/ }));

    expect(await screen.findByText(MESSAGES.logoutSuccess)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu for/ })).not.toBeInTheDocument();
  });

  it('says so when signing out fails, and stays signed in', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({
      ...signedIn(),
      'POST /auth/logout': failure(500, { code: 'INTERNAL_ERROR', message: MESSAGES.internalError }),
    });
    const { router } = renderShell();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('menuitem', { name: /Sign Out/ }));

    expect(await screen.findByText(MESSAGES.logoutFailure)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.getByRole('button', { name: /Account menu for/ })).toBeInTheDocument();
  });
});
