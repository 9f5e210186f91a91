import type { Ride } from '@ridebook/validation';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, ridePath } from '../../config/paths.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { openSocket, push, renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aCompletedRide, anAcceptedRide, aRequestedRide, RIDE_ID } from '../../test/ride-fixtures.ts';
import { greetingFor } from './dashboard-page.tsx';

describe('the rider dashboard', () => {
  it('greets the rider by first name for the time of day', () => {
    expect(greetingFor(0)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good afternoon');
    expect(greetingFor(18)).toBe('Good evening');
  });

  it('puts Book a ride first when no ride is in progress', async () => {
    fakeApi({ ...signedInRoutes(), 'GET /rides/active': () => ok(null) });
    renderApp(paths.dashboard);

    expect(await screen.findByRole('heading', { name: /, Riley$/ })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Book a ride' })).getAttribute('href')).toBe(
      paths.bookRide,
    );
  });

  it('shows the ride in progress with its live status, linking to it', async () => {
    let active: Ride | null = aRequestedRide();
    fakeApi({ ...signedInRoutes(), 'GET /rides/active': () => ok(active) });
    renderApp(paths.dashboard);

    expect(await screen.findByText('Finding a driver')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your ride' }).getAttribute('href')).toBe(ridePath(RIDE_ID));
    const socket = await openSocket();

    // The API answers what the socket says (the dashboard asks again whenever the socket opens).
    active = anAcceptedRide();
    push(socket, { type: 'ride.updated', ride: active });
    expect(await screen.findByText('Driver on the way')).toBeTruthy();
    expect(screen.getByText('Dan Driver · Toyota Prius · RB-2048')).toBeTruthy();

    active = null;
    push(socket, { type: 'ride.updated', ride: aCompletedRide() });
    expect(await screen.findByRole('link', { name: 'Book a ride' })).toBeTruthy();
  });
});
