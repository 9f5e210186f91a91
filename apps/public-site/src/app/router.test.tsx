import { createQueryClient } from '@ridebook/api-client';
import { installFakeApi } from '@ridebook/api-client/testing';
import { FOOTER_LINK_GROUPS, UiProvider } from '@ridebook/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths, riderBookRideUrl, routePatterns } from '../config/paths.ts';
import { collectRoutePaths, RouteErrorPage, type RouteErrorPageProps } from '@ridebook/ui/routing';
import { signedOut } from '../test/fixtures.ts';
import { pageRoutes, routes } from './router.tsx';

/** The footer's links as the design system's footer renders them (seed spec section 2, "Footer"). */
const FOOTER_PATHS = FOOTER_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.href));

// The account pages ask who is signed in: nobody.
beforeEach(() => installFakeApi(signedOut));

function renderAt(url: string) {
  const router = createMemoryRouter(pageRoutes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { router, unmount: view.unmount };
}

const NOT_FOUND = 'Page not found';

describe('public-site routes', () => {
  it.each(Object.values(paths))('%s renders its page with a heading and a title', async (path) => {
    renderAt(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe(NOT_FOUND);
    // The title is set once the page has committed, which may follow the heading's first paint.
    await waitFor(() => expect(document.title).toContain('RideBook'));
  });

  it.each([
    ['/about', paths.aboutUs, 'Moving cities, one fair ride at a time'],
    ['/contact', paths.contactUs, 'We are here to help'],
  ])('%s redirects to %s', async (from, to, heading) => {
    const { router } = renderAt(from);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(router.state.location.pathname).toBe(to);
  });

  it('/driver-signup goes to registration with the driver account type', async () => {
    const { router } = renderAt('/driver-signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(router.state.location.pathname).toBe(paths.register);
    expect(router.state.location.search).toBe('?role=driver');
    expect(screen.getByRole('combobox', { name: /Account Type/ })).toHaveValue('driver');
  });

  it('/book leaves for the rider app with a full-page navigation', () => {
    const route = pageRoutes.find((candidate) => candidate.path === '/book');
    expect(isValidElement<{ to: string }>(route?.element)).toBe(true);
    expect((route?.element as { props: { to: string } }).props.to).toBe(riderBookRideUrl);
  });

  it('every footer path leads to a real page', async () => {
    expect(FOOTER_PATHS).toEqual(
      expect.arrayContaining(['/about', '/book', '/driver-signup', '/guidelines']),
    );
    const inApp = FOOTER_PATHS.filter((path) => path !== '/book');
    for (const path of inApp) {
      const view = renderAt(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent, path).not.toBe(NOT_FOUND);
      view.unmount();
    }
  });

  it('shows the 404 page for unknown paths', async () => {
    renderAt('/no-such-page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(NOT_FOUND);
    expect(document.title).toBe('Page not found | RideBook');
  });
});

describe('the route manifest of the build (dist/routes.json)', () => {
  it('lists exactly the paths the router renders a page for, so the server answers the others 404', () => {
    expect([...collectRoutePaths(routes)].sort()).toEqual([...routePatterns].sort());
  });
});

describe('errors while rendering a page', () => {
  it('show the design system’s error page, with the way back to the home page', () => {
    const root = routes[0];
    expect(isValidElement(root?.errorElement) && root.errorElement.type).toBe(RouteErrorPage);
    expect((root?.errorElement as ReactElement<RouteErrorPageProps>).props.homeHref).toBe(paths.home);
  });
});
