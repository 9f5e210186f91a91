import { ApiClientError, configureApiClient, createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { parseAppEnv } from '@ridebook/ui/account';
import type { CurrentUser } from '@ridebook/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../config/paths.ts';
import { collectRoutePaths } from '@ridebook/ui/routing';
import { routes } from './router.tsx';

const admin: CurrentUser = {
  id: 'admin-1',
  name: 'Avery Admin',
  email: 'admin@ridebook.demo',
  phone: '+1 (555) 010-0100',
  role: 'admin',
  status: 'active',
  createdAt: '2025-01-31T09:30:00.000Z',
  driver: null,
};

beforeAll(async () => {
  // The area configures the API client when it loads; load it first so the fake transport below stays in place.
  await import('./signed-in-area.tsx');
});

/** The app's routes at `path`, signed in as the admin (GET /user/me answered without a network). */
function renderAt(path: string) {
  const http = configureApiClient({});
  http.defaults.adapter = async (config) => {
    if (config.url !== '/user/me')
      throw new ApiClientError(`No fake answer for ${config.url}`, { status: 0 });
    return { data: { data: admin }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider appLinks={parseAppEnv('admin', {}).appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return router;
}

function breadcrumbPage() {
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(breadcrumb).getAllByRole('link', { current: 'page' }).at(0)?.textContent;
}

describe('admin routes', () => {
  it('opens the dashboard from /admin, inside the admin layout', async () => {
    const router = renderAt(paths.root);

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Overview');
    // The pages outside the spec's menu are the dashboard's tools.
    const tools = screen.getByRole('navigation', { name: 'Admin tools' });
    expect(within(tools).getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe(paths.mail);
    expect(within(tools).getByRole('link', { name: 'System' }).getAttribute('href')).toBe(paths.system);
    expect(within(tools).getByRole('link', { name: 'Cities' }).getAttribute('href')).toBe(paths.cities);
  });

  it('opens the profile page', async () => {
    renderAt(paths.profile);

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Avery Admin');
    expect(screen.queryByLabelText(/^Vehicle model/)).toBeNull();
    expect(breadcrumbPage()).toBe('Profile Management');
  });

  it('says "Page not found" inside the layout for an unknown path, with the way back', async () => {
    const router = renderAt('/admin/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Your Dashboard' }).getAttribute('href')).toBe(
      paths.dashboard,
    );
    expect(breadcrumbPage()).toBe('Page not found');
  });

  it.each([
    [paths.users, 'All Users', 'All Users'],
    [paths.drivers, 'Driver Management', 'Driver Management'],
    [paths.rides, 'All Rides', 'All Rides'],
    [paths.sos, 'SOS Alerts', 'SOS Alerts'],
    [paths.settings, 'Settings', 'Settings'],
    [paths.cities, 'Cities', 'Cities'],
    [paths.newCity, 'New city', 'New city'],
    [paths.auditLog, 'Audit Log', 'Audit Log'],
    [paths.mail, 'Mail', 'Mail'],
    [paths.settlements, 'Settlements', 'Settlements'],
    [paths.payouts, 'Payouts', 'Payouts'],
    [paths.reconciliation, 'Reconciliation', 'Reconciliation'],
    [paths.disputes, 'Disputes', 'Disputes'],
    [paths.system, 'System', 'System'],
  ])('opens %s with its heading and breadcrumb', async (path, heading, crumb) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(breadcrumbPage()).toBe(crumb);
  });
});

describe('the route manifest of the build (dist/routes.json)', () => {
  it('lists exactly the paths the router renders a page for, so the server answers the others 404', () => {
    expect([...collectRoutePaths(routes)].sort()).toEqual([...routePatterns].sort());
  });
});
