import { createQueryClient } from '@ridebook/api-client';
import { UiProvider } from '@ridebook/ui';
import { parseAppEnv } from '@ridebook/ui/account';
import type { CurrentUser } from '@ridebook/validation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  aDriverUser,
  anAvailability,
  anOffer,
  anOnlineAvailability,
  installFakeApi,
  installFakeWebSocket,
  ok,
} from '@ridebook/api-client/testing';
import { paths, routePatterns } from '../config/paths.ts';
import { collectRoutePaths } from '@ridebook/ui/routing';
import { installFakeGeolocation } from '../test/fake-geolocation.ts';
import { routes } from './router.tsx';

beforeAll(async () => {
  // The area configures the API client when it loads; load it first so the fake transport below stays in place.
  await import('./signed-in-area.tsx');
});

/** The app's routes at `path`, signed in as `user`, on a fake API, socket and device. */
function renderAt(
  path: string,
  { user = aDriverUser(), availability = anAvailability(), offers = [anOffer()] } = {},
) {
  const api = installFakeApi({
    'GET /user/me': ok(user),
    'GET /driver/availability': ok(availability),
    'GET /driver/offers': ok(offers),
    'GET /driver/requests': ok([]),
    'GET /rides/active': ok(null),
    'POST /driver/position': { status: 204 },
  });
  const sockets = installFakeWebSocket();
  installFakeGeolocation().allow(37.7955, -122.3937);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider appLinks={parseAppEnv('driver', {}).appLinks}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { router, api, sockets };
}

function breadcrumbPage() {
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(breadcrumb).getAllByRole('link', { current: 'page' }).at(0)?.textContent;
}

function aDriverAwaitingApproval(): CurrentUser {
  return aDriverUser({
    driver: { vehicleModel: 'Toyota Prius', vehiclePlate: 'RB-2048', approvalStatus: 'pending' },
  });
}

describe('driver routes', () => {
  it('opens the dashboard from /driver, inside the driver layout', async () => {
    const { router } = renderAt(paths.root);

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(screen.getByRole('navigation', { name: 'Driver menu' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Overview');
  });

  it('opens availability, available rides and ride management under their menu names', async () => {
    const { router } = renderAt(paths.availability);
    expect(await screen.findByRole('heading', { name: 'Availability' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Availability Control');

    await router.navigate(paths.availableRide);
    expect(await screen.findByRole('heading', { name: 'Available rides' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Available Ride');

    await router.navigate(paths.rideManagement);
    expect(await screen.findByRole('heading', { name: 'Current ride' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Ride Management');
  });

  it('serves the active ride at /driver/active too', async () => {
    renderAt(paths.activeRide);
    expect(await screen.findByRole('heading', { name: 'Current ride' })).toBeTruthy();
    expect(breadcrumbPage()).toBe('Ride Management');
  });

  it('opens the profile page, with the vehicle', async () => {
    renderAt(paths.profile);

    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Dan Driver');
    expect(screen.getByLabelText<HTMLInputElement>(/^License plate/).value).toBe('RB-2048');
    expect(breadcrumbPage()).toBe('Profile Management');
  });

  it('shows an online driver their incoming offer on any page', async () => {
    renderAt(paths.profile, { availability: anOnlineAvailability() });
    expect(await screen.findByRole('dialog', { name: 'New ride request' })).toBeTruthy();
  });

  it('keeps a driver awaiting approval on the account-status page, without realtime or offers', async () => {
    const { api, sockets } = renderAt(paths.availability, { user: aDriverAwaitingApproval() });

    expect(await screen.findByText('Your driver account is being reviewed')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /user/me').length).toBeGreaterThan(0));
    expect(sockets).toEqual([]);
    expect(api.callsTo('GET /driver/availability')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Page not found" inside the layout for an unknown path, with the way back', async () => {
    const { router } = renderAt('/driver/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/driver/no-such-page');
    expect(screen.getByRole('navigation', { name: 'Driver menu' })).toBeTruthy();
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
