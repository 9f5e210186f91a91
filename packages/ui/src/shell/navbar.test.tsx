import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PRODUCT_NAME } from '../brand.ts';
import { Navbar } from './navbar.tsx';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('shows only the product name (and the theme toggle) while the current user loads', () => {
    installMatchMedia();
    renderWithProviders(<Navbar session={{ status: 'loading' }} onSignOut={vi.fn()} />);
    expect(screen.getByText(PRODUCT_NAME)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
  });

  it('signed out: the public links, Login, and Get Started to /register', () => {
    installMatchMedia();
    renderWithProviders(<Navbar session={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About Us',
      'Features',
      'Contact Us',
      'FAQ',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
  });

  it.each([
    [
      'rider',
      ['Dashboard', 'Book Ride', 'My Rides', 'Profile'],
      ['/rider/dashboard', '/rider/book-ride', '/rider/rides', '/rider/profile'],
    ],
    [
      'driver',
      ['Dashboard', 'Active Rides', 'Earnings', 'Profile'],
      ['/driver/dashboard', '/driver/active', '/driver/earnings', '/driver/profile'],
    ],
    [
      'admin',
      ['Dashboard', 'Users', 'Rides', 'Profile'],
      ['/admin/dashboard', '/admin/users', '/admin/rides', '/admin/profile'],
    ],
  ])('signed in as %s: the role links and no Login', (role, labels, hrefs) => {
    installMatchMedia();
    renderWithProviders(
      <Navbar session={{ status: 'signed-in', user: { name: 'Ada Lovelace', role } }} onSignOut={vi.fn()} />,
    );
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signed in: the user menu shows the role name, Profile Settings and Sign Out', async () => {
    installMatchMedia();
    const onSignOut = vi.fn();
    renderWithProviders(
      <Navbar
        session={{ status: 'signed-in', user: { name: 'Sam Lee', role: 'DRIVER' } }}
        onSignOut={onSignOut}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Account menu for/ });
    expect(trigger).toHaveTextContent('Driver');
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/driver/profile',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: /Sign Out/ }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('below 768 px: the mobile menu has Sign In and Get Started, and closes when a link is chosen', async () => {
    installMatchMedia({ width: 390 });
    renderWithProviders(<Navbar session={{ status: 'signed-out' }} onSignOut={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the mobile menu of a signed-in user lists the role links, Profile Settings and Sign Out', async () => {
    installMatchMedia({ width: 390 });
    const onSignOut = vi.fn();
    renderWithProviders(
      <Navbar
        session={{ status: 'signed-in', user: { name: 'Ada', role: 'admin' } }}
        onSignOut={onSignOut}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Users', 'Rides', 'Profile']);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('links into another app with its configured base URL (subdomain mode)', () => {
    installMatchMedia();
    renderWithProviders(
      <Navbar session={{ status: 'signed-in', user: { name: 'Ada', role: 'rider' } }} onSignOut={vi.fn()} />,
      {
        appLinks: {
          currentApp: 'publicSite',
          urls: { publicSite: '', rider: 'https://rider.example.com', driver: '', admin: '' },
        },
      },
    );
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      'https://rider.example.com/rider/dashboard',
    );
  });
});
