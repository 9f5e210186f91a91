import { queryKeys } from '@ridebook/api-client';
import { ERROR_CODES, type Ride } from '@ridebook/validation';
import { browserNavigation } from '@ridebook/ui/account';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  anAcceptedRide,
  aRequestedRide,
  failure,
  FakeWebSocket,
  installFakeApi,
  ok,
} from '@ridebook/api-client/testing';
import { paths } from '../../config/paths.ts';
import { openSocket, push, renderApp, signedInRoutes } from '../../test/render-app.tsx';

describe('the rider’s realtime connection', () => {
  it('opens one socket to /api/ws once the rider is signed in, and writes pushed rides into the cache', async () => {
    let active: Ride = aRequestedRide();
    installFakeApi({ ...signedInRoutes(), 'GET /rides/active': () => ok(active) });
    const { queryClient } = renderApp(paths.dashboard);
    await screen.findByRole('heading', { name: /Riley/ });

    expect(FakeWebSocket.sockets).toHaveLength(1);
    expect(new URL(FakeWebSocket.latest().url).pathname).toBe('/api/ws');
    const socket = await openSocket();
    active = anAcceptedRide();
    push(socket, { type: 'ride.updated', ride: active });

    expect(queryClient.getQueryData<Ride>(queryKeys.ride.active())?.status).toBe('accepted');
    expect(await screen.findByText('Driver on the way')).toBeTruthy();
  });

  it('renews the session and reconnects when the API closes the socket as unauthenticated', async () => {
    const api = installFakeApi({ ...signedInRoutes(), 'GET /rides/active': () => ok(null) });
    renderApp(paths.dashboard);
    await screen.findByRole('heading', { name: /Riley/ });
    const first = await openSocket();
    const userRequestsBefore = api.callsTo('GET /user/me').length;

    act(() => first.serverClose(4001));

    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(2));
    expect(api.callsTo('GET /user/me').length).toBe(userRequestsBefore + 1);
  });

  it('stops after two renewals in a row that did not get a socket open (no loop)', async () => {
    installFakeApi({ ...signedInRoutes(), 'GET /rides/active': () => ok(null) });
    renderApp(paths.dashboard);
    await screen.findByRole('heading', { name: /Riley/ });

    act(() => FakeWebSocket.latest().serverClose(4001));
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(2));
    act(() => FakeWebSocket.latest().serverClose(4001));
    await waitFor(() => expect(FakeWebSocket.sockets).toHaveLength(3));
    act(() => FakeWebSocket.latest().serverClose(4001));

    // A socket that opens resets the count; without one, the third refusal is the last. Let pending work settle.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeWebSocket.sockets).toHaveLength(3);
  });

  it('sends the rider to sign in when the session cannot be renewed', async () => {
    const replace = vi.spyOn(browserNavigation, 'replace').mockImplementation(() => undefined);
    const api = installFakeApi({ ...signedInRoutes(), 'GET /rides/active': () => ok(null) });
    renderApp(paths.dashboard);
    await screen.findByRole('heading', { name: /Riley/ });
    const socket = await openSocket();
    api.responders['GET /user/me'] = () =>
      failure(401, { message: 'Please login to continue.', code: ERROR_CODES.UNAUTHENTICATED });

    act(() => socket.serverClose(4001));

    expect(await screen.findAllByText('Please sign in. Taking you to the login page…')).not.toHaveLength(0);
    expect(replace).toHaveBeenCalledWith(expect.stringContaining('/login?returnTo='));
    expect(FakeWebSocket.sockets).toHaveLength(1);
  });
});
