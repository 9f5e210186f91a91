import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, RIDE_MESSAGES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@ridebook/vitest-config/match-media';
import {
  anAcceptedRide,
  anAvailability,
  anOffer,
  anOnlineAvailability,
  DESTINATION,
  failure,
  installFakeApi,
  latestSocket,
  ok,
  PICKUP,
} from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { OfferDialog } from './offer-dialog.tsx';

function answer({ offers = [anOffer()], availability = anOnlineAvailability() } = {}) {
  return installFakeApi({
    'GET /driver/availability': ok(availability),
    'GET /driver/offers': ok(offers),
    'GET /rides/active': ok(null),
    'GET /rides/ride-1': ok(anAcceptedRide()),
    'POST /driver/rides/ride-1/accept': ok(anAcceptedRide()),
    'POST /driver/rides/ride-1/decline': { status: 200, body: { message: 'Offer declined' } },
    'POST /driver/position': { status: 204 },
  });
}

async function openSocket(sockets: unknown[]) {
  await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  act(() => latestSocket().open());
}

describe('the incoming offer', () => {
  it('shows the rider, fare, payment, distances and a countdown', async () => {
    answer();
    renderForDriver(<OfferDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'New ride request' });

    expect(within(dialog).getByText('Riley Rider')).toBeTruthy();
    expect(within(dialog).getByText('4.9')).toBeTruthy();
    expect(within(dialog).getByText('$12.40')).toBeTruthy();
    expect(within(dialog).getByText('$8.72')).toBeTruthy();
    expect(within(dialog).getByText('Card')).toBeTruthy();
    expect(within(dialog).getByText('Pickup 1.2 km away · 3 min')).toBeTruthy();
    expect(within(dialog).getByText('Trip 1.8 km · 4 min')).toBeTruthy();
    expect(within(dialog).getByText(PICKUP.address)).toBeTruthy();
    expect(within(dialog).getByText(DESTINATION.address)).toBeTruthy();
    const countdown = within(dialog).getByRole('progressbar', { name: 'Time left to respond' });
    expect(countdown.getAttribute('aria-valuetext')).toMatch(/^1[0-5] seconds left$/);
  });

  it('on a phone, comes up from the bottom edge, full width, with everything to weigh and both answers', async () => {
    // Below 768 px: the phone's media query matches, the wide screen's does not.
    stubMatchMedia((query) => /max-width/.test(query));
    const api = answer();
    renderForDriver(<OfferDialog />);
    const sheet = await screen.findByRole('dialog', { name: 'New ride request' });

    expect([...sheet.classList]).toEqual(expect.arrayContaining(['inset-x-0', 'bottom-0']));
    expect(within(sheet).getByRole('progressbar', { name: 'Time left to respond' })).toBeTruthy();
    expect(within(sheet).getByText('Pickup 1.2 km away · 3 min')).toBeTruthy();
    expect(within(sheet).getByText('Trip 1.8 km · 4 min')).toBeTruthy();
    expect(within(sheet).getByText('$12.40')).toBeTruthy();
    expect(within(sheet).getByText('4.9')).toBeTruthy();
    // Only the buttons answer it: Escape keeps it open.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'New ride request' })).toBeTruthy();
    api.responders['GET /driver/offers'] = ok([]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Ride accepted. Head to the pickup.')).toBeTruthy();
  });

  it('names the pickup point of an airport or station pickup', async () => {
    const pickupPoint = {
      id: '6b000000-0000-4000-8000-000000000001',
      name: 'Terminal 2, Door 5',
      zoneName: 'San Francisco International Airport',
    };
    answer({ offers: [anOffer({ pickupPoint })] });
    renderForDriver(<OfferDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'New ride request' });
    expect(within(dialog).getByText('Pickup: Terminal 2, Door 5')).toBeTruthy();
    expect(within(dialog).getByText('· San Francisco International Airport')).toBeTruthy();
  });

  it('says so when the rider has no rating yet', async () => {
    answer({ offers: [anOffer({ rider: { name: 'Nia New', rating: null } })] });
    renderForDriver(<OfferDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'New ride request' });
    expect(within(dialog).getByText('New rider, no ratings yet')).toBeTruthy();
  });

  it('accepts: a toast, then the active ride', async () => {
    const api = answer();
    const { router } = renderForDriver(<OfferDialog />);
    await screen.findByRole('dialog', { name: 'New ride request' });
    api.responders['GET /driver/offers'] = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Ride accepted. Head to the pickup.')).toBeTruthy();
    expect(api.callsTo('POST /driver/rides/ride-1/accept')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/active'));
  });

  it('says "Ride already taken" when another driver won, and the offer goes', async () => {
    const api = answer();
    api.responders['POST /driver/rides/ride-1/accept'] = failure(409, {
      code: ERROR_CODES.RIDE_ALREADY_TAKEN,
      message: RIDE_MESSAGES.rideAlreadyTaken,
    });
    renderForDriver(<OfferDialog />);
    await screen.findByRole('dialog', { name: 'New ride request' });
    api.responders['GET /driver/offers'] = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Ride already taken')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('declines: the offer goes at once, with a toast', async () => {
    const api = answer();
    renderForDriver(<OfferDialog />);
    await screen.findByRole('dialog', { name: 'New ride request' });
    api.responders['GET /driver/offers'] = ok([]);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Offer declined')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /driver/rides/ride-1/decline')).toHaveLength(1);
  });

  it('opens when an offer arrives on the socket and closes at once when it is withdrawn', async () => {
    answer({ offers: [] });
    const { sockets } = renderForDriver(<OfferDialog />);
    await openSocket(sockets);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => latestSocket().receive({ type: 'offer.new', offer: anOffer() }));
    expect(await screen.findByRole('dialog', { name: 'New ride request' })).toBeTruthy();

    act(() =>
      latestSocket().receive({
        type: 'offer.withdrawn',
        offerId: 'offer-1',
        rideId: 'ride-1',
        reason: 'taken',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Another driver took that ride.')).toBeTruthy();
  });

  it('closes by itself when the offer expires', async () => {
    answer({ offers: [anOffer({}, 1)] });
    renderForDriver(<OfferDialog />);
    expect(await screen.findByRole('dialog', { name: 'New ride request' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5_000 });
  });

  it('shows no offer to an offline driver', async () => {
    const api = answer({ availability: anAvailability() });
    renderForDriver(<OfferDialog />);
    await waitFor(() => expect(api.callsTo('GET /driver/availability')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('GET /driver/offers')).toEqual([]);
  });
});
