import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, RIDE_MESSAGES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import {
  anAcceptedRide,
  anAvailability,
  anOnlineAvailability,
  anOpenRequest,
  failure,
  installFakeApi,
  latestSocket,
  ok,
} from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { AvailableRidePage } from './available-ride-page.tsx';

const near = anOpenRequest({ rideId: 'ride-1' });
const far = anOpenRequest({
  rideId: 'ride-2',
  rider: { name: 'Sam Far', rating: null },
  pickupDistanceMeters: 6_400,
  paymentMethod: 'cash',
});

function answer(availability = anOnlineAvailability()) {
  return installFakeApi({
    'GET /driver/availability': ok(availability),
    'PUT /driver/availability': ok(anOnlineAvailability()),
    'GET /driver/requests': ok([near, far]),
    'GET /driver/offers': ok([]),
    'GET /rides/active': ok(null),
    'GET /rides/ride-1': ok(anAcceptedRide()),
    'POST /driver/rides/ride-1/accept': ok(anAcceptedRide()),
    'POST /driver/position': { status: 204 },
  });
}

describe('/driver/available-ride', () => {
  it('lists the open requests near the driver with what to decide on', async () => {
    answer();
    renderForDriver(<AvailableRidePage />);
    const list = await screen.findByRole('list', { name: 'Ride requests near you' });
    const cards = within(list).getAllByRole('article');

    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Riley Rider')).toBeTruthy();
    expect(within(cards[0]!).getByText('Pickup 1.2 km away · 3 min')).toBeTruthy();
    expect(within(cards[1]!).getByText('Pickup 6.4 km away · 3 min')).toBeTruthy();
    expect(within(cards[1]!).getByText('Cash')).toBeTruthy();
    expect(within(cards[1]!).getByText('New rider, no ratings yet')).toBeTruthy();
  });

  it('accepts a request: a toast, then the active ride', async () => {
    const api = answer();
    const { router } = renderForDriver(<AvailableRidePage />);
    const card = await screen.findByRole('article', { name: 'Ride request from Riley Rider' });
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Ride accepted. Head to the pickup.')).toBeTruthy();
    expect(api.callsTo('POST /driver/rides/ride-1/accept')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/active'));
  });

  it('says "Ride already taken" when another driver was first, and refreshes the list', async () => {
    const api = answer();
    api.responders['POST /driver/rides/ride-1/accept'] = failure(409, {
      code: ERROR_CODES.RIDE_ALREADY_TAKEN,
      message: RIDE_MESSAGES.rideAlreadyTaken,
    });
    renderForDriver(<AvailableRidePage />);
    const card = await screen.findByRole('article', { name: 'Ride request from Riley Rider' });
    api.responders['GET /driver/requests'] = ok([far]);
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Ride already taken')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ride request from Riley Rider' })).toBeNull(),
    );
  });

  it('updates live when the socket says the requests changed', async () => {
    const api = answer();
    const { sockets } = renderForDriver(<AvailableRidePage />);
    await screen.findByRole('article', { name: 'Ride request from Sam Far' });
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    act(() => latestSocket().open());
    api.responders['GET /driver/requests'] = ok([near]);

    act(() => latestSocket().receive({ type: 'requests.changed' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ride request from Sam Far' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Ride request from Riley Rider' })).toBeTruthy();
  });

  it('says when there is nothing nearby', async () => {
    const api = answer();
    api.responders['GET /driver/requests'] = ok([]);
    renderForDriver(<AvailableRidePage />);
    expect(await screen.findByText('No ride requests nearby')).toBeTruthy();
  });

  it('asks an offline driver to go online instead, and goes online from there', async () => {
    const api = answer(anAvailability());
    renderForDriver(<AvailableRidePage />);
    expect(await screen.findByText("You're offline")).toBeTruthy();
    expect(api.callsTo('GET /driver/requests')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Go Online' }));

    expect(await screen.findByText("You're online. Ride requests will come to you.")).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Ride request from Riley Rider' })).toBeTruthy();
  });

  it('sends a driver on a ride to that ride', async () => {
    answer(anOnlineAvailability({ activeRideId: 'ride-9' }));
    renderForDriver(<AvailableRidePage />);
    expect(await screen.findByText("You're on a ride")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Current Ride' }).getAttribute('href')).toBe(
      '/driver/active',
    );
  });
});
