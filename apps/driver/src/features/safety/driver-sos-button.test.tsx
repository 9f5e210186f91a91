import { anSosResult } from '@ridebook/api-client/testing';
import { SOS_MESSAGES } from '@ridebook/ui/safety';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../test/fake-api.ts';
import { anOnlineAvailability, PICKUP } from '../../test/fixtures.ts';
import { renderForDriver } from '../../test/render.tsx';
import { DriverSosButton } from './driver-sos-button.tsx';

function answer() {
  return installFakeApi({
    'GET /driver/availability': ok(anOnlineAvailability({ activeRideId: 'ride-1' })),
    'POST /driver/position': { status: 204 },
    'GET /safety/config': ok({ policeNumber: '112' }),
    'POST /rides/ride-1/sos': {
      status: 201,
      body: { data: anSosResult({ role: 'driver', policeNumber: '112' }) },
    },
    'POST /rides/ride-1/share-location': ok({ contactsNotified: 1, shareUrl: '/track/token-1' }),
  });
}

async function openSos() {
  renderForDriver(<DriverSosButton rideId="ride-1" />, { path: '/driver/active' });
  await userEvent.click(screen.getByRole('button', { name: /^SOS/ }));
  return screen.findByRole('dialog', { name: 'Emergency help' });
}

// What the dialog does is tested with the shared component (@ridebook/ui/safety); here, the driver's wiring.
describe('the driver’s SOS', () => {
  // Toasts live in a module-wide store: one test's confirmation must not answer the next test's question.
  afterEach(() => toast.remove());

  it('speaks to a driver and offers the deployment’s police number', async () => {
    answer();
    const dialog = await openSos();

    expect(within(dialog).getByText(/you or your rider are in danger/)).toBeTruthy();
    const call = await within(dialog).findByRole('link', { name: 'Call police (112)' });
    expect(call.getAttribute('href')).toBe('tel:112');
  });

  it('alerts on the ride with the device’s position, and confirms it', async () => {
    const api = answer();
    const dialog = await openSos();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
    expect(api.callsTo('POST /rides/ride-1/sos')[0]?.body).toEqual({
      position: { lat: PICKUP.lat, lng: PICKUP.lng },
    });
  });

  it('with nobody to e-mail, confirms the safety team’s alert and asks for no contacts the app cannot add', async () => {
    answer().responders['POST /rides/ride-1/sos'] = {
      status: 201,
      body: { data: anSosResult({ role: 'driver', contactsNotified: 0 }) },
    };
    const dialog = await openSos();

    expect(within(dialog).queryByRole('note')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.safetyTeamAlerted)).toBeTruthy();
    expect(within(dialog).queryByText(SOS_MESSAGES.noContactsToNotify)).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Add emergency contacts' })).toBeNull();
  });

  it('shares the live location on the ride and shows the link to pass on', async () => {
    const api = answer();
    const dialog = await openSos();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.locationShared)).toBeTruthy();
    expect(api.callsTo('POST /rides/ride-1/share-location')).toHaveLength(1);
    const link = within(dialog).getByRole('link', { name: `${window.location.origin}/track/token-1` });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/track/token-1`);
  });
});
