import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAcceptedRide, installFakeApi, ok, RIDE_ID, sanFrancisco } from '@ridebook/api-client/testing';
import { paths, ridePath, routePatterns } from '../config/paths.ts';
import { collectRoutePaths } from '@ridebook/ui/routing';
import { renderApp, signedInRoutes } from '../test/render-app.tsx';
import { routes } from './router.tsx';

function breadcrumbPage() {
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(breadcrumb).getAllByRole('link', { current: 'page' }).at(0)?.textContent;
}

function api() {
  return installFakeApi({
    ...signedInRoutes(),
    'GET /rides/active': () => ok(null),
    'GET /places/service-area': () => ok(sanFrancisco),
    [`GET /rides/${RIDE_ID}`]: () => ok(anAcceptedRide()),
  });
}

describe('rider routes', () => {
  it('opens the dashboard from /rider, inside the rider layout', async () => {
    api();
    const { router } = renderApp(paths.root);

    expect(await screen.findByRole('heading', { name: /, Riley$/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(screen.getByRole('navigation', { name: 'Rider menu' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Overview');
  });

  it('opens the booking page from the menu', async () => {
    api();
    renderApp(paths.bookRide);

    expect(await screen.findByRole('heading', { name: 'Book a ride' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Book a Ride');
  });

  it('opens a ride’s page by its id', async () => {
    api();
    renderApp(ridePath(RIDE_ID));

    expect(await screen.findByRole('heading', { name: 'Your ride' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Your ride');
  });

  it('opens the profile page', async () => {
    api();
    renderApp(paths.profile);

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Riley Rider');
    expect(screen.queryByLabelText(/^Vehicle model/)).toBeNull();
    expect(breadcrumbPage()).toBe('Profile Management');
  });

  it('says "Page not found" inside the layout for an unknown path, with the way back', async () => {
    api();
    const { router } = renderApp('/rider/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rider/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Rider menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Your Dashboard' }).getAttribute('href')).toBe(
      paths.dashboard,
    );
    expect(breadcrumbPage()).toBe('Page not found');
  });
});

describe('the route manifest of the build (dist/routes.json)', () => {
  it('lists exactly the paths the router renders a page for, so the server answers the others 404', () => {
    expect([...collectRoutePaths(routes)].sort()).toEqual([...routePatterns].sort());
  });
});
