import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  anAcceptedRide,
  anAvailability,
  anOnlineAvailability,
  installFakeApi,
  latestSocket,
  ok,
  PICKUP,
} from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { POSITION_SEND_INTERVAL_MS, useDriverLocation } from './driver-location-provider.tsx';
import { LocationNotice } from './location-notice.tsx';
import { SimulateDrivingCard } from './simulate-driving-card.tsx';
import { SIMULATE_DRIVING_STORAGE_KEY } from './simulated-driving-storage.ts';

function Probe() {
  const location = useDriverLocation();
  return (
    <>
      <p>fix: {location.fix ? `${location.fix.lat.toFixed(4)},${location.fix.lng.toFixed(4)}` : 'none'}</p>
      <p>simulated: {String(location.isSimulated)}</p>
      <button type="button" onClick={() => void location.locate().catch(() => undefined)}>
        Locate
      </button>
      <LocationNotice />
    </>
  );
}

function answer(availability = anOnlineAvailability()) {
  return installFakeApi({
    'GET /driver/availability': ok(availability),
    'GET /rides/active': ok(null),
    'GET /driver/offers': ok([]),
    'POST /driver/position': { status: 204 },
    'GET /places/service-area': ok({
      name: 'San Francisco',
      center: { lat: 37.7749, lng: -122.4194 },
      bounds: { south: 37.7, west: -122.52, north: 37.84, east: -122.35 },
      currency: 'USD',
    }),
  });
}

describe('the driver location while online', () => {
  it('follows the device and sends its position over the socket every few seconds', async () => {
    answer();
    const { sockets } = renderForDriver(<Probe />);
    await screen.findByText(`fix: ${PICKUP.lat.toFixed(4)},${PICKUP.lng.toFixed(4)}`);
    await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
    latestSocket().open();

    await waitFor(() => expect(latestSocket().messages.some(({ type }) => type === 'position')).toBe(true), {
      timeout: 15_000,
    });
    expect(latestSocket().messages.find(({ type }) => type === 'position')).toMatchObject({
      position: { lat: PICKUP.lat, lng: PICKUP.lng, accuracy: 8 },
    });
  });

  it('sends over HTTP while the socket is down', async () => {
    const api = answer();
    renderForDriver(<Probe />);
    await screen.findByText(`fix: ${PICKUP.lat.toFixed(4)},${PICKUP.lng.toFixed(4)}`);

    await waitFor(() => expect(api.callsTo('POST /driver/position').length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    expect(api.callsTo('POST /driver/position')[0]?.body).toMatchObject({ lat: PICKUP.lat, lng: PICKUP.lng });
  });

  it('warns when location access is blocked', async () => {
    answer();
    const { geolocation } = renderForDriver(<Probe />);
    await screen.findByText(/^fix: 37/);
    act(() => geolocation.deny());

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Location access is blocked'),
    );
  });

  it('warns when no new position came for 30 seconds, and sends none', async () => {
    const api = answer();
    renderForDriver(<Probe />);
    await screen.findByText(/^fix: 37/);
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + 31_000);

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your location is out of date'),
    );
    // Long enough for a send to be due: none goes out with a stale fix.
    await act(() => new Promise((resolve) => setTimeout(resolve, POSITION_SEND_INTERVAL_MS + 500)));
    expect(api.callsTo('POST /driver/position')).toEqual([]);
  });

  it('does not follow the device while offline', async () => {
    answer(anAvailability());
    const { geolocation } = renderForDriver(<Probe />);
    await screen.findByText('fix: none');
    expect(geolocation.geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports a refused location to the one who asked, and shows it', async () => {
    answer(anAvailability());
    const { geolocation } = renderForDriver(<Probe />);
    geolocation.deny();
    await userEvent.click(await screen.findByRole('button', { name: 'Locate' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Location access is blocked'),
    );
    expect(screen.getByText('fix: none')).toBeTruthy();
  });
});

describe('simulated driving', () => {
  it('is off by default and remembered once turned on', async () => {
    answer(anAvailability());
    renderForDriver(<SimulateDrivingCard />);
    const toggle = await screen.findByRole('switch', { name: 'Simulate driving (demo)' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem(SIMULATE_DRIVING_STORAGE_KEY)).toBe('true');
  });

  it('starts in the city when the device is elsewhere, and drives toward the pickup of the ride', async () => {
    window.localStorage.setItem(SIMULATE_DRIVING_STORAGE_KEY, 'true');
    const api = answer();
    api.responders['GET /rides/active'] = ok(anAcceptedRide());
    const { geolocation } = renderForDriver(<Probe />);
    act(() => geolocation.allow(52.52, 13.405));

    expect(await screen.findByText('simulated: true')).toBeTruthy();
    expect(await screen.findByText('fix: 37.7749,-122.4194')).toBeTruthy();
    // The next tick moves the car off the city centre, toward the pickup.
    await screen.findByText(
      (text) => text.startsWith('fix: 37.77') && text !== 'fix: 37.7749,-122.4194',
      undefined,
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
