import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, RIDE_MESSAGES } from '@ridebook/validation';
import { describe, expect, it } from 'vitest';
import {
  anAvailability,
  anOnlineAvailability,
  failure,
  type FakeReply,
  installFakeApi,
  ok,
  PICKUP,
} from '@ridebook/api-client/testing';
import { renderForDriver } from '../../test/render.tsx';
import { AvailabilityPage } from './availability-page.tsx';

function answer(availability = anAvailability(), goOnline: FakeReply = ok(anOnlineAvailability())) {
  return installFakeApi({
    'GET /driver/availability': ok(availability),
    'PUT /driver/availability': ({ body }) =>
      (body as { online: boolean }).online ? goOnline : ok(anAvailability({ secondsOnlineToday: 3_900 })),
    'GET /rides/active': ok(null),
    'GET /driver/offers': ok([]),
    'POST /driver/position': { status: 204 },
  });
}

describe('/driver/availability', () => {
  it('goes online with the position the browser gives, and says so', async () => {
    const api = answer();
    renderForDriver(<AvailabilityPage />);
    const toggle = await screen.findByRole('switch', { name: 'Online' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText("You're offline")).toBeTruthy();

    await userEvent.click(toggle);

    expect(await screen.findByText("You're online. Ride requests will come to you.")).toBeTruthy();
    expect(api.callsTo('PUT /driver/availability')[0]?.body).toEqual({
      online: true,
      position: { lat: PICKUP.lat, lng: PICKUP.lng, accuracy: 8, heading: null, speed: null },
    });
    expect(screen.getByRole('switch', { name: 'Online' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('1 h 5 min online today')).toBeTruthy();
  });

  it('stays offline with a clear warning when location is blocked', async () => {
    const api = answer();
    const { geolocation } = renderForDriver(<AvailabilityPage />);
    act(() => geolocation.deny());
    await userEvent.click(await screen.findByRole('switch', { name: 'Online' }));

    expect(
      await screen.findByText(`Location access is blocked. ${RIDE_MESSAGES.positionRequired}.`),
    ).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Allow location for this site'),
    );
    expect(api.callsTo('PUT /driver/availability')).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Online' }).getAttribute('aria-checked')).toBe('false');
  });

  it("shows the API's reason when it refuses", async () => {
    answer(
      anAvailability(),
      failure(400, { code: ERROR_CODES.VALIDATION_FAILED, message: RIDE_MESSAGES.positionStale }),
    );
    renderForDriver(<AvailabilityPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Online' }));

    expect(await screen.findByText(RIDE_MESSAGES.positionStale)).toBeTruthy();
  });

  it('goes offline with a toast', async () => {
    const api = answer(anOnlineAvailability());
    renderForDriver(<AvailabilityPage />);
    const toggle = await screen.findByRole('switch', { name: 'Online' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    await userEvent.click(toggle);

    expect(await screen.findByText("You're offline. You won't get ride requests.")).toBeTruthy();
    expect(api.callsTo('PUT /driver/availability')[0]?.body).toEqual({ online: false });
  });

  it('keeps a driver with a ride in progress online, saying why', async () => {
    answer(anOnlineAvailability({ activeRideId: 'ride-1' }));
    renderForDriver(<AvailabilityPage />);

    expect(await screen.findByText(RIDE_MESSAGES.driverHasActiveRideOffline)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Online' })).toHaveProperty('disabled', true);
  });

  it('offers simulated driving, off by default and clearly a demo', async () => {
    answer();
    renderForDriver(<AvailabilityPage />);

    const simulate = await screen.findByRole('switch', { name: 'Simulate driving (demo)' });
    expect(simulate.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Demo only')).toBeTruthy();
  });
});
