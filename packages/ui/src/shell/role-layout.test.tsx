import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RoleLayout } from './role-layout.tsx';

const riderApp = {
  currentApp: 'rider' as const,
  urls: { publicSite: '', rider: '', driver: '', admin: '' },
};

describe('RoleLayout', () => {
  it('shows the layout in skeletons while the current user loads', () => {
    installMatchMedia();
    renderWithProviders(
      <RoleLayout role="rider" isLoading onSignOut={vi.fn()}>
        <p>Page</p>
      </RoleLayout>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.getByTestId('role-shell-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
  });

  it("shows the role's sidebar with the active page highlighted, and a logo linking to /", () => {
    installMatchMedia();
    renderWithProviders(
      <RoleLayout role="rider" user={{ name: 'Ada Lovelace' }} pageTitle="Book a Ride" onSignOut={vi.fn()}>
        <p>Page</p>
      </RoleLayout>,
      { route: '/rider/book-ride', appLinks: riderApp },
    );
    const sidebar = screen.getByRole('navigation', { name: 'Rider menu' });
    expect(within(sidebar).getByRole('link', { name: 'Book a Ride' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('has a breadcrumb of the role then the page title, Dashboard by default', () => {
    installMatchMedia();
    renderWithProviders(
      <RoleLayout role="DRIVER" user={{ name: 'Sam' }} onSignOut={vi.fn()}>
        <p>Page</p>
      </RoleLayout>,
      { route: '/driver/dashboard' },
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Driver' })).toHaveAttribute(
      'href',
      '/driver/dashboard',
    );
    expect(within(breadcrumb).getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
  });

  it("shows the user's name, or the role without one, and links Profile Settings to /{role}/profile", async () => {
    installMatchMedia();
    const onSignOut = vi.fn();
    renderWithProviders(
      <RoleLayout role="Admin" user={{ name: null }} onSignOut={onSignOut}>
        <p>Page</p>
      </RoleLayout>,
      { route: '/admin/dashboard' },
    );
    const trigger = screen.getByRole('button', { name: /Account menu for/ });
    expect(trigger).toHaveTextContent('Admin');
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/admin/profile',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: /Sign Out/ }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('gives an unknown role an empty menu', () => {
    installMatchMedia();
    renderWithProviders(
      <RoleLayout role="guest" user={{ name: 'Visitor' }} onSignOut={vi.fn()}>
        <p>Page</p>
      </RoleLayout>,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Guest menu' })).queryAllByRole('link'),
    ).toHaveLength(1);
  });

  it('collapses to icons with Ctrl+B', async () => {
    installMatchMedia();
    renderWithProviders(
      <RoleLayout role="rider" user={{ name: 'Ada' }} onSignOut={vi.fn()}>
        <p>Page</p>
      </RoleLayout>,
    );
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
