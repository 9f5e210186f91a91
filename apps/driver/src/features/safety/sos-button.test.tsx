import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SosResult } from '@ridebook/validation';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api.ts';
import { anOnlineAvailability, PICKUP } from '../../testing/fixtures.ts';
import { renderForDriver } from '../../testing/render.tsx';
import { SosButton } from './sos-button.tsx';
import { SOS_MESSAGES } from './sos-messages.ts';

function anSosResult(contactsNotified: number): SosResult {
  return {
    alert: {
      id: 'alert-1',
      rideId: 'ride-1',
      role: 'driver',
      status: 'open',
      position: { lat: PICKUP.lat, lng: PICKUP.lng },
      message: null,
      actions: { positionSource: 'device', shareLinkCreated: true, contacts: [], contactsNotified },
      createdAt: '2026-03-02T09:10:00.000Z',
      acknowledgedAt: null,
      resolvedAt: null,
      resolution: null,
    },
    alreadyRaised: false,
    contactsNotified,
    shareUrl: '/track/token-1',
    policeNumber: '112',
  };
}

function answer({ contactsNotified = 1 } = {}) {
  return installFakeApi({
    'GET /driver/availability': ok(anOnlineAvailability({ activeRideId: 'ride-1' })),
    'POST /driver/position': { status: 204 },
    'GET /safety/config': ok({ policeNumber: '112' }),
    'POST /rides/ride-1/sos': { status: 201, body: { data: anSosResult(contactsNotified) } },
    'POST /rides/ride-1/share-location': ok({ contactsNotified, shareUrl: '/track/token-1' }),
  });
}

async function openSos() {
  await userEvent.click(screen.getByRole('button', { name: 'SOS' }));
  return screen.findByRole('dialog', { name: 'Emergency help' });
}

describe('SOS during a ride', () => {
  // Toasts live in a module-wide store: one test's confirmation must not answer the next test's question.
  afterEach(() => toast.remove());

  it('offers a call to the deployment’s police number', async () => {
    answer();
    renderForDriver(<SosButton rideId="ride-1" />, { path: '/driver/active' });
    const dialog = await openSos();

    const call = await within(dialog).findByRole('link', { name: 'Call police (112)' });
    expect(call.getAttribute('href')).toBe('tel:112');
  });

  it('notifies the emergency contacts with the driver’s position, and confirms it', async () => {
    const api = answer();
    renderForDriver(<SosButton rideId="ride-1" />, { path: '/driver/active' });
    const dialog = await openSos();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await screen.findByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
    expect(SOS_MESSAGES.contactNotified).toBe('Emergency contact notified');
    expect(api.callsTo('POST /rides/ride-1/sos')[0]?.body).toEqual({
      position: { lat: PICKUP.lat, lng: PICKUP.lng },
    });
  });

  it('says so when there was no emergency contact to notify', async () => {
    answer({ contactsNotified: 0 });
    renderForDriver(<SosButton rideId="ride-1" />, { path: '/driver/active' });
    const dialog = await openSos();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await screen.findByText(SOS_MESSAGES.noContactsToNotify)).toBeTruthy();
    expect(screen.queryByText(SOS_MESSAGES.contactNotified)).toBeNull();
  });

  it('shares the live location, confirms it and shows the link', async () => {
    const api = answer();
    renderForDriver(<SosButton rideId="ride-1" />, { path: '/driver/active' });
    const dialog = await openSos();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await screen.findByText('Location shared successfully')).toBeTruthy();
    expect(api.callsTo('POST /rides/ride-1/share-location')).toHaveLength(1);
    const link = within(dialog).getByRole('link', { name: `${window.location.origin}/track/token-1` });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/track/token-1`);
  });

  it('explains a failed alert and points to the police', async () => {
    const api = answer();
    api.responders['POST /rides/ride-1/sos'] = { status: 503 };
    renderForDriver(<SosButton rideId="ride-1" />, { path: '/driver/active' });
    const dialog = await openSos();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await screen.findByText(SOS_MESSAGES.notifyFailed)).toBeTruthy();
  });
});
