import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRIVER_CANCEL_REASONS, RIDE_MESSAGES, type Ride } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import {
  anAcceptedRide,
  anOnlineAvailability,
  DESTINATION,
  installFakeApi,
  ok,
  rideAt,
} from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { COMPLETED_RIDE_STORAGE_KEY } from './completed-ride-storage.ts';
import { RideManagementPage } from './ride-management-page.tsx';

// A cash ride: once the trip is done, the driver confirms the cash.
const cash = { paymentMethod: 'cash' } as const;
const completed = rideAt('completed', { ...cash, fare: { ...anAcceptedRide().fare, final: 1_310 } });
const cashCollected = { ...completed, cashCollectedAt: '2026-03-02T09:20:00.000Z' };

function answer(activeRide: Ride | null = anAcceptedRide(cash)) {
  return installFakeApi({
    'GET /driver/availability': ok(anOnlineAvailability({ activeRideId: activeRide?.id ?? null })),
    'GET /driver/offers': ok([]),
    'GET /rides/active': ok(activeRide),
    'GET /rides/ride-1': ok(activeRide),
    'POST /driver/position': { status: 204 },
    'POST /driver/rides/ride-1/arrive': ok(rideAt('arrived', cash)),
    'POST /driver/rides/ride-1/pick-up': ok(rideAt('picked_up', cash)),
    'POST /driver/rides/ride-1/start': ok(rideAt('in_transit', cash)),
    'POST /driver/rides/ride-1/complete': ok(completed),
    'POST /driver/rides/ride-1/cash-collected': ok(cashCollected),
    'POST /rides/ride-1/cancel': ok(
      anAcceptedRide({ status: 'cancelled', cancelledBy: 'driver', cancellationReason: 'Vehicle problem' }),
    ),
  });
}

describe('/driver/ride-management', () => {
  it('shows the rider, the stops on a map, and directions to the pickup', async () => {
    answer();
    renderForDriver(<RideManagementPage />);

    expect(await screen.findByText('Heading to the pickup')).toBeTruthy();
    expect(screen.getByText('Riley Rider')).toBeTruthy();
    expect(screen.getByText('4.9')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Riley Rider' }).getAttribute('href')).toBe(
      'tel:+15550100200',
    );
    expect(screen.getByRole('link', { name: /Navigate to Pickup/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=37.7955,-122.3937',
    );
    expect(await screen.findByRole('region', { name: 'Map of the ride' })).toBeTruthy();
  });

  it('names the station door the rider chose to be picked up at', async () => {
    const pickupPoint = {
      id: '6b000000-0000-4000-8000-000000000002',
      name: 'Townsend St doors',
      zoneName: 'Caltrain 4th & King',
    };
    answer(anAcceptedRide({ ...cash, pickupPoint }));
    renderForDriver(<RideManagementPage />);
    expect(await screen.findByText('Pickup: Townsend St doors')).toBeTruthy();
    expect(screen.getByText('· Caltrain 4th & King')).toBeTruthy();
  });

  it('moves the ride through every step to completion, then confirms the cash', async () => {
    const api = answer();
    renderForDriver(<RideManagementPage />);

    // Once a step's button shows, the API's answer to the next refetch of the active ride is the ride after it.
    const arrived = await screen.findByRole('button', { name: 'Mark as Arrived' });
    api.responders['GET /rides/active'] = ok(rideAt('arrived', cash));
    await userEvent.click(arrived);
    expect(await screen.findByText('The rider knows you have arrived.')).toBeTruthy();

    const pickedUp = await screen.findByRole('button', { name: 'Mark as Picked Up' });
    api.responders['GET /rides/active'] = ok(rideAt('picked_up', cash));
    await userEvent.click(pickedUp);
    expect(await screen.findByText('Rider picked up.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Navigate to Destination/ }).getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${DESTINATION.lat},${DESTINATION.lng}`,
    );

    const inTransit = await screen.findByRole('button', { name: 'Mark as In Transit' });
    api.responders['GET /rides/active'] = ok(rideAt('in_transit', cash));
    await userEvent.click(inTransit);
    expect(await screen.findByText('Trip started. Drive safely.')).toBeTruthy();

    const completed = await screen.findByRole('button', { name: 'Mark as Completed' });
    api.responders['GET /rides/active'] = ok(null);
    await userEvent.click(completed);
    expect(await screen.findByText('Ride completed.')).toBeTruthy();

    const summary = await screen.findByText('Ride completed');
    expect(screen.getAllByText('$13.10').length).toBeGreaterThan(0);
    expect(window.localStorage.getItem(COMPLETED_RIDE_STORAGE_KEY)).toBe('ride-1');
    expect(summary).toBeTruthy();

    api.responders['GET /rides/ride-1'] = ok(cashCollected);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cash Collected' }));
    expect(await screen.findByText('Cash payment confirmed.')).toBeTruthy();
    expect(api.callsTo('POST /driver/rides/ride-1/cash-collected')).toHaveLength(1);
    expect(
      api.requests.filter(({ url }) => /\/(arrive|pick-up|start|complete)$/.test(url)).map(({ url }) => url),
    ).toEqual([
      '/driver/rides/ride-1/arrive',
      '/driver/rides/ride-1/pick-up',
      '/driver/rides/ride-1/start',
      '/driver/rides/ride-1/complete',
    ]);

    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByText('No active ride')).toBeTruthy();
    expect(window.localStorage.getItem(COMPLETED_RIDE_STORAGE_KEY)).toBeNull();
  });

  it('sends where the driver is with each step', async () => {
    const api = answer();
    const { geolocation } = renderForDriver(<RideManagementPage />);
    await screen.findByText('Heading to the pickup');
    // Online, the location provider follows the (fake) device, which answers at once.
    await waitFor(() => expect(geolocation.geolocation.watchPosition).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Arrived' }));

    await waitFor(() => expect(api.callsTo('POST /driver/rides/ride-1/arrive')).toHaveLength(1));
    expect(api.callsTo('POST /driver/rides/ride-1/arrive')[0]?.body).toEqual({
      position: { lat: 37.7955, lng: -122.3937 },
    });
  });

  it('cancels before pickup with a reason from the list', async () => {
    const api = answer();
    renderForDriver(<RideManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Ride' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ride?' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Ride' }));
    expect(await within(dialog).findByText(RIDE_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.callsTo('POST /rides/ride-1/cancel')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vehicle problem' }));
    api.responders['GET /rides/active'] = ok(null);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Ride' }));

    expect(await screen.findByText('Ride cancelled. The rider has been told.')).toBeTruthy();
    expect(api.callsTo('POST /rides/ride-1/cancel')[0]?.body).toEqual({ reason: 'Vehicle problem' });
    expect(await screen.findByText('No active ride')).toBeTruthy();
  });

  it('takes a reason in the driver’s own words for "Other"', async () => {
    const api = answer();
    renderForDriver(<RideManagementPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Ride' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ride?' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(DRIVER_CANCEL_REASONS.length + 1);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Ride' }));
    expect(await within(dialog).findByText(RIDE_MESSAGES.reasonRequired)).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/^Your reason/), 'Road closed at the pickup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Ride' }));

    await waitFor(() =>
      expect(api.callsTo('POST /rides/ride-1/cancel')[0]?.body).toEqual({
        reason: 'Road closed at the pickup',
      }),
    );
  });

  it('offers no cancelling once the rider is on board', async () => {
    answer(rideAt('picked_up', cash));
    renderForDriver(<RideManagementPage />);
    await screen.findByRole('button', { name: 'Mark as In Transit' });
    expect(screen.queryByRole('button', { name: 'Cancel Ride' })).toBeNull();
  });

  it('says when there is no ride, with the way to one', async () => {
    answer(null);
    renderForDriver(<RideManagementPage />);
    expect(await screen.findByText('No active ride')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Available Rides' }).getAttribute('href')).toBe(
      '/driver/available-ride',
    );
  });

  it('keeps the cash to confirm across a reload', async () => {
    window.localStorage.setItem(COMPLETED_RIDE_STORAGE_KEY, 'ride-1');
    const api = answer(null);
    api.responders['GET /rides/ride-1'] = ok(completed);
    renderForDriver(<RideManagementPage />);

    expect(await screen.findByText('Ride completed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Cash Collected' })).toBeTruthy();
  });
});
