import type { Ride } from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aCompletedRide,
  anAcceptedRide,
  aRequestedRide,
  DESTINATION,
  installFakeApi,
  ok,
  RIDE_ID,
} from '@ridebook/api-client/testing';
import { paths, ridePath } from '../../config/paths.ts';
import { openSocket, push, renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aRiderRideRow } from '../../test/ride-fixtures.ts';
import { greetingFor } from './dashboard-page.tsx';

const summary = {
  currency: 'USD',
  completedRides: 12,
  amountSpent: 18_450,
  averageRatingGiven: 4.75,
  activeRideId: null,
};

/** What the dashboard asks for besides the active ride: the totals and the recent rides. */
function dashboardRoutes(rides: unknown[] = []) {
  return {
    ...signedInRoutes(),
    'GET /rider/summary': () => ok(summary),
    'GET /rider/rides': () => ({
      status: 200,
      body: {
        data: rides,
        page: { page: 1, pageSize: 5, total: rides.length, totalPages: 1 },
        totals: { rides: rides.length, completed: 0, completedFares: [] },
      },
    }),
  };
}

describe('the rider dashboard', () => {
  it('greets the rider by first name for the time of day', () => {
    expect(greetingFor(0)).toBe('Good morning');
    expect(greetingFor(11)).toBe('Good morning');
    expect(greetingFor(12)).toBe('Good afternoon');
    expect(greetingFor(17)).toBe('Good afternoon');
    expect(greetingFor(18)).toBe('Good evening');
  });

  it('puts Book a ride first when no ride is in progress', async () => {
    installFakeApi({ ...dashboardRoutes(), 'GET /rides/active': () => ok(null) });
    renderApp(paths.dashboard);

    expect(await screen.findByRole('heading', { name: /, Riley$/ })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Book a ride' })).getAttribute('href')).toBe(
      paths.bookRide,
    );
  });

  it('shows the ride in progress with its live status, linking to it', async () => {
    let active: Ride | null = aRequestedRide();
    installFakeApi({ ...dashboardRoutes(), 'GET /rides/active': () => ok(active) });
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

  it('shows the rider’s totals and recent rides, linking to the history', async () => {
    const api = installFakeApi({
      ...dashboardRoutes([aRiderRideRow()]),
      'GET /rides/active': () => ok(null),
    });
    renderApp(paths.dashboard);

    const totals = await screen.findByRole('region', { name: 'Your totals' });
    expect(await within(totals).findByText('12')).toBeTruthy();
    expect(within(totals).getByText('$184.50')).toBeTruthy();
    expect(within(totals).getByText('4.8')).toBeTruthy();
    expect((await screen.findByRole('link', { name: DESTINATION.address })).getAttribute('href')).toBe(
      ridePath(RIDE_ID),
    );
    expect(screen.getByRole('link', { name: 'View all rides' }).getAttribute('href')).toBe(paths.rideHistory);
    expect(api.callsTo('GET /rider/rides')[0]?.params).toEqual({
      page: '1',
      pageSize: '5',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
