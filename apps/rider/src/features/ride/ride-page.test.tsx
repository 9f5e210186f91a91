import { ERROR_CODES, RIDE_MESSAGES, type Ride } from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  aCompletedRide,
  anAcceptedRide,
  aNoDriverRide,
  aQuote,
  aRequestedRide,
  aScheduledRide,
  failure,
  type FakeWebSocket,
  installFakeApi,
  ok,
  QUOTE_ID,
  RIDE_DRIVER,
  RIDE_ID,
} from '@ridebook/api-client/testing';
import { ridePath } from '../../config/paths.ts';
import { openSocket, push, renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aRiderCancelledRide } from '../../test/ride-fixtures.ts';

const NOW = Date.parse('2026-03-02T09:00:30.000Z');
/** A key made by crypto.randomUUID(). */
const A_UUID: unknown = expect.stringMatching(/^[0-9a-f-]{36}$/);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The API with one ride in it. It answers the ride as it is now (the page asks again whenever the socket opens):
 * a cancellation's answer and every `update` become the ride it answers from then on.
 */
function rideApi(ride: Ride, overrides: Parameters<typeof installFakeApi>[0] = {}) {
  const server = { ride };
  const cancel = overrides[`POST /rides/${ride.id}/cancel`];
  const api = installFakeApi({
    ...signedInRoutes(),
    [`GET /rides/${ride.id}`]: () => ok(server.ride),
    [`GET /rides/${ride.id}/cancellation`]: () => ok({ fee: 0, currency: 'USD', reason: null }),
    ...overrides,
    [`POST /rides/${ride.id}/cancel`]: async (request) => {
      if (!cancel) throw new Error('This test does not cancel');
      const answer = typeof cancel === 'function' ? await cancel(request) : cancel;
      if (answer.status === 200) server.ride = (answer.body as { data: Ride }).data;
      return answer;
    },
  });
  /** The ride moved on: the API answers it from now on, and the socket pushes it. */
  const update = (socket: FakeWebSocket, next: Ride) => {
    server.ride = next;
    push(socket, { type: 'ride.updated', ride: next });
  };
  return { api, update };
}

/** The accepted ride one step further (one more event, as the API sends it). */
function arrived(): Ride {
  const ride = anAcceptedRide();
  return {
    ...ride,
    status: 'arrived',
    arrivedAt: '2026-03-02T09:04:00.000Z',
    events: [
      ...ride.events,
      {
        status: 'arrived',
        actor: 'driver',
        at: '2026-03-02T09:04:00.000Z',
        lat: null,
        lng: null,
        note: null,
      },
    ],
  };
}

const markers = () => within(screen.getByRole('list', { name: 'Map markers' }));

describe('the ride page while looking for a driver', () => {
  it('shows each offer round live: the round, how many drivers were asked, and the countdown', async () => {
    rideApi(aRequestedRide());
    renderApp(ridePath(RIDE_ID));
    expect(await screen.findByRole('heading', { name: 'Finding you a driver' })).toBeTruthy();
    expect(screen.getByText('Asking drivers near your pickup…')).toBeTruthy();

    push(await openSocket(), {
      type: 'ride.searching',
      rideId: RIDE_ID,
      batch: 2,
      maxBatches: 6,
      driversOffered: 3,
      nextRoundAt: new Date(NOW + 12_000).toISOString(),
    });

    expect(screen.getByText('Round 2 of 6: 3 drivers nearby asked.')).toBeTruthy();
    expect(screen.getByText('Next round in 0:12')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Search rounds' }).getAttribute('aria-valuenow')).toBe(
      '2',
    );
  });

  it('cancels the request free of charge, with the reason the rider picked', async () => {
    const { api } = rideApi(aRequestedRide(), {
      [`POST /rides/${RIDE_ID}/cancel`]: () =>
        ok(aRiderCancelledRide({ cancellationReason: 'Booked by mistake', cancellationFee: 0 })),
    });
    const { user } = renderApp(ridePath(RIDE_ID));

    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this ride?' });
    expect(await within(dialog).findByText('Cancelling now is free.')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Booked by mistake' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel ride' }));

    expect(await screen.findByText('Your ride was cancelled.')).toBeTruthy();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/cancel`).map((request) => request.body)).toEqual([
      { reason: 'Booked by mistake' },
    ]);
    expect(await screen.findByRole('heading', { name: 'You cancelled this ride' })).toBeTruthy();
    expect(screen.getByText('Reason: Booked by mistake')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers to try again when no driver was found: a new quote, a new booking, the new ride', async () => {
    const newRide = aRequestedRide({ id: '0b8d4f0e-1c2d-4e5f-8a9b-1c2d3e4f5a6b' });
    const { api } = rideApi(aNoDriverRide(), {
      'POST /rides/quote': () => ok(aQuote()),
      'POST /rides': () => ok(newRide),
      [`GET /rides/${newRide.id}`]: () => ok(newRide),
    });
    const { user, router } = renderApp(ridePath(RIDE_ID));
    const outcome = await screen.findByRole('region', { name: 'No driver found' });
    expect(within(outcome).getByText(RIDE_MESSAGES.noDriverFound)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ridePath(newRide.id)));
    expect(await screen.findByRole('heading', { name: 'Finding you a driver' })).toBeTruthy();
    expect(api.callsTo('POST /rides/quote')[0]?.body).toEqual({
      pickup: aNoDriverRide().pickup,
      destination: aNoDriverRide().destination,
    });
    expect(api.callsTo('POST /rides')[0]?.body).toEqual({
      quoteId: QUOTE_ID,
      paymentMethod: 'card',
      idempotencyKey: A_UUID,
    });
    expect(screen.getByText('Looking for a driver again…')).toBeTruthy();
  });
});

describe('the ride page with a driver', () => {
  it('shows the driver assigned, moving towards the pickup with an ETA, and arriving: all live', async () => {
    const { update } = rideApi(aRequestedRide());
    renderApp(ridePath(RIDE_ID));
    await screen.findByRole('heading', { name: 'Finding you a driver' });
    const socket = await openSocket();

    update(socket, anAcceptedRide());
    expect(await screen.findByRole('heading', { name: 'Dan is on the way' })).toBeTruthy();
    expect(screen.getByText('Dan accepted your ride.')).toBeTruthy();
    const driver = screen.getByRole('region', { name: 'Your driver' });
    expect(within(driver).getByText('DD')).toBeTruthy();
    expect(within(driver).getByText('Dan Driver')).toBeTruthy();
    expect(within(driver).getByText('Rated 4.8')).toBeTruthy();
    expect(screen.getByTestId('ride-car').textContent).toBe('Toyota Prius');
    expect(screen.getByLabelText('Plate RB-2048').textContent).toBe('RB-2048');
    expect(screen.getByTestId('ride-eta-headline').textContent).toBe('On the way to you');
    expect(screen.getByTestId('ride-eta').textContent).toBe('Heading to your pickup.');

    push(socket, {
      type: 'ride.driver_position',
      rideId: RIDE_ID,
      position: {
        driverId: 'driver-1',
        lat: 37.79,
        lng: -122.4,
        heading: 45,
        at: new Date(NOW).toISOString(),
      },
      etaSeconds: 180,
    });
    expect(screen.getByTestId('ride-eta-headline').textContent).toBe('Arriving in 3 min');
    // The ETA is said once, in the large line; the line under it still says where the car is going.
    expect(screen.getByTestId('ride-eta').textContent).toBe('Heading to your pickup.');
    expect(screen.queryByTestId('position-age')).toBeNull();
    const pin = markers().getByText('Driver: Dan Driver, 3 min away').closest('li');
    expect(pin?.dataset).toMatchObject({ kind: 'driver', lat: '37.79', lng: '-122.4' });

    update(socket, arrived());
    expect(await screen.findByRole('heading', { name: 'Dan has arrived' })).toBeTruthy();
    expect(screen.getByTestId('ride-eta').textContent).toBe('Look for the Toyota Prius, plate RB-2048.');
    const timeline = screen.getByRole('list', { name: 'Ride status' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Ride requested',
      'Driver accepted',
      'Driver arrived',
      'Rider picked up',
      'Trip started',
      'Ride completed',
    ]);
  });

  it('shows the car from the approved registration and the driver’s photo, read through the ride', async () => {
    const driver = {
      ...RIDE_DRIVER,
      vehicle: { make: 'Toyota', model: 'Prius', colour: 'Silver', plate: 'RB-2048' },
      hasPhoto: true,
    };
    rideApi(anAcceptedRide({ driver }), {
      // The bytes as the API sends them; the card shows them as an image.
      [`GET /rides/${RIDE_ID}/driver-photo`]: {
        status: 200,
        body: new Uint8Array([1, 2, 3]),
        headers: { 'content-type': 'image/jpeg' },
      },
    });
    renderApp(ridePath(RIDE_ID));
    const card = await screen.findByRole('region', { name: 'Your driver' });
    expect(screen.getByTestId('ride-car').textContent).toBe('Silver Toyota Prius');
    expect(screen.getByLabelText('Plate RB-2048')).toBeTruthy();
    const photo = await within(card).findByRole<HTMLImageElement>('img', { name: 'Photo of Dan Driver' });
    expect(photo.src).toBe('data:image/jpeg;base64,AQID');
  });

  it('says how old the car’s position is when the driver’s fixes stop coming', async () => {
    rideApi(anAcceptedRide());
    renderApp(ridePath(RIDE_ID));
    await screen.findByRole('heading', { name: 'Dan is on the way' });
    const socket = await openSocket();
    push(socket, {
      type: 'ride.driver_position',
      rideId: RIDE_ID,
      position: {
        driverId: 'driver-1',
        lat: 37.79,
        lng: -122.4,
        heading: null,
        at: new Date(NOW - 40_000).toISOString(),
      },
      etaSeconds: 240,
    });
    expect(screen.getByTestId('ride-eta-headline').textContent).toBe('Arriving in 4 min');
    expect(screen.getByTestId('position-age').textContent).toBe('Position is 40 s old');
  });

  it('shows the fare when the ride completes', async () => {
    const { update } = rideApi(anAcceptedRide());
    renderApp(ridePath(RIDE_ID));
    await screen.findByRole('heading', { name: 'Dan is on the way' });

    update(await openSocket(), aCompletedRide());

    expect(await screen.findByRole('heading', { name: "You've arrived" })).toBeTruthy();
    expect(screen.getByText('Fare $12.40. Charged to your card.')).toBeTruthy();
    expect(screen.getByText("You've arrived. Thanks for riding with RideBook!")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel ride' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book another ride' })).toBeTruthy();
  });

  it('shows the cancellation fee before the rider confirms, and needs their own reason for Other', async () => {
    const { api } = rideApi(arrived(), {
      [`GET /rides/${RIDE_ID}/cancellation`]: () =>
        ok({ fee: 500, currency: 'USD', reason: 'Your driver has arrived' }),
      [`POST /rides/${RIDE_ID}/cancel`]: () =>
        ok(aRiderCancelledRide({ cancellationReason: 'Wrong pickup' })),
    });
    const { user } = renderApp(ridePath(RIDE_ID));

    await user.click(await screen.findByRole('button', { name: 'Cancel ride' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this ride?' });
    expect(await within(dialog).findByText('A $5.00 cancellation fee applies.')).toBeTruthy();
    expect(within(dialog).getByText(/Your driver has arrived/)).toBeTruthy();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and pay $5.00' }));
    expect(within(dialog).getByText(RIDE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/cancel`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Tell us why/), 'Wrong pickup');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and pay $5.00' }));

    expect(
      await screen.findByText('Your ride was cancelled. A $5.00 cancellation fee applies.'),
    ).toBeTruthy();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/cancel`)[0]?.body).toEqual({ reason: 'Wrong pickup' });
    expect(await screen.findByText('A cancellation fee of $5.00 applies.')).toBeTruthy();
  });

  it('says who cancelled and why when the driver did', async () => {
    rideApi(
      aRiderCancelledRide({
        cancelledBy: 'driver',
        cancellationReason: 'Vehicle problem',
        cancellationFee: 0,
      }),
    );
    renderApp(ridePath(RIDE_ID));

    expect(await screen.findByRole('heading', { name: 'Dan cancelled this ride' })).toBeTruthy();
    expect(screen.getByText('Reason: Vehicle problem')).toBeTruthy();
    expect(screen.getByText('You were not charged.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the ride page of other rides', () => {
  it('shows a scheduled ride’s pickup time and lets the rider cancel it', async () => {
    rideApi(aScheduledRide());
    renderApp(ridePath(RIDE_ID));

    expect(await screen.findByRole('heading', { name: /^Pickup Tue, Mar 3/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel scheduled ride' })).toBeTruthy();
    expect(screen.getByTestId('ride-status').textContent).toBe('Scheduled');
  });

  it('says "Ride not found" for a ride that is not the rider’s', async () => {
    installFakeApi({
      ...signedInRoutes(),
      [`GET /rides/${RIDE_ID}`]: () =>
        failure(404, { message: RIDE_MESSAGES.rideNotFound, code: ERROR_CODES.RIDE_NOT_FOUND }),
    });
    renderApp(ridePath(RIDE_ID));

    expect(await screen.findByText('Ride not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a ride' })).toBeTruthy();
  });
});
