import { MAX_SOCKET_RENEWALS_IN_A_ROW } from '@ridebook/api-client';
import { ERROR_CODES, MESSAGES } from '@ridebook/validation';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aDriverUser,
  anAcceptedRide,
  anAvailability,
  failure,
  installFakeApi,
  latestSocket,
  ok,
} from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';

/** Lets pending answers and effects run, so that something which should not happen would have. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

function answer() {
  return installFakeApi({
    'GET /user/me': ok(aDriverUser()),
    'GET /driver/availability': ok(anAvailability()),
    'GET /rides/active': ok(null),
  });
}

describe("the driver's realtime connection", () => {
  it('renews the session and reconnects when the socket closes as unauthenticated', async () => {
    const api = answer();
    const { sockets } = renderForDriver(<p>page</p>);
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => latestSocket().serverClose(4001));

    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(api.callsTo('GET /user/me')).toHaveLength(1);
    act(() => latestSocket().open());
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('stays closed when the session cannot be renewed', async () => {
    const api = answer();
    api.responders['GET /user/me'] = failure(401, {
      code: ERROR_CODES.REFRESH_TOKEN_INVALID,
      message: MESSAGES.unauthenticated,
    });
    const { sockets } = renderForDriver(<p>page</p>);
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => latestSocket().serverClose(4001));

    await waitFor(() => expect(api.callsTo('GET /user/me')).toHaveLength(1));
    await settle();
    expect(sockets).toHaveLength(1);
  });

  it(`gives up after ${MAX_SOCKET_RENEWALS_IN_A_ROW} renewals that never got a socket open`, async () => {
    const api = answer();
    const { sockets } = renderForDriver(<p>page</p>);
    for (let socket = 1; socket <= MAX_SOCKET_RENEWALS_IN_A_ROW + 1; socket++) {
      await waitFor(() => expect(sockets).toHaveLength(socket));
      act(() => latestSocket().serverClose(4001));
    }
    await settle();
    expect(api.callsTo('GET /user/me')).toHaveLength(MAX_SOCKET_RENEWALS_IN_A_ROW);
    expect(sockets).toHaveLength(MAX_SOCKET_RENEWALS_IN_A_ROW + 1);
  });

  it('tells the driver when the rider cancelled their ride', async () => {
    answer();
    const { sockets } = renderForDriver(<p>page</p>);
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => latestSocket().open());

    act(() =>
      latestSocket().receive({
        type: 'ride.updated',
        ride: anAcceptedRide({
          status: 'cancelled',
          cancelledBy: 'rider',
          cancelledAt: '2026-03-02T09:03:00.000Z',
        }),
      }),
    );

    expect(await screen.findByText('The rider cancelled the ride.')).toBeTruthy();
  });
});
