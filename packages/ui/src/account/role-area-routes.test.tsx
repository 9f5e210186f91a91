import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appLinksFor, renderRoutes } from '../../test/account-support.tsx';
import { roleAreaRoutes } from './role-area-routes.tsx';

function Broken(): never {
  throw new Error('render failed');
}

/** The rider's area with a shell that draws its pages as they are, and one page that fails to render. */
function renderRiderArea(route: string) {
  const routes = roleAreaRoutes({
    role: 'rider',
    root: '/rider',
    dashboard: '/rider/dashboard',
    signedInArea: async () => ({ Component: Outlet }),
    pages: [
      { path: '/rider/dashboard', element: <h1>Dashboard page</h1> },
      { path: '/rider/broken', element: <Broken /> },
    ],
  });
  return renderRoutes(routes, { route, appLinks: appLinksFor('rider') });
}

describe('roleAreaRoutes', () => {
  beforeEach(() => {
    // React logs the error a route's error element caught; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the dashboard from the area’s root', async () => {
    const { router } = renderRiderArea('/rider');

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rider/dashboard');
  });

  it('shows the design system’s error page for a page that fails to render, with the way back to the dashboard', async () => {
    renderRiderArea('/rider/broken');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/rider/dashboard');
  });

  it('answers an unknown path with the role’s not-found page', async () => {
    renderRiderArea('/rider/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Your Dashboard' })).toBeTruthy();
  });
});
