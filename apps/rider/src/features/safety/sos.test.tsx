import { anSosResult, failure, installFakeApi, ok } from '@ridebook/api-client/testing';
import { SOS_MESSAGES } from '@ridebook/ui/safety';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { paths, ridePath } from '../../config/paths.ts';
import { renderApp, signedInRoutes } from '../../test/render-app.tsx';
import { aCompletedRide, anAcceptedRide, aRequestedRide, RIDE_ID } from '../../test/ride-fixtures.ts';
import { SHARE_TRIP_MESSAGES } from './share-trip.tsx';

const TRACK_URL = 'http://ridebook.test/track/secret-token';

const GRACE = {
  id: 'contact-1',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  relationship: 'Sister',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

function safetyApi(ride = anAcceptedRide(), contactsNotified = 2) {
  return installFakeApi({
    ...signedInRoutes(),
    'GET /user/me/emergency-contacts': () => ok(contactsNotified > 0 ? [GRACE] : []),
    [`GET /rides/${RIDE_ID}`]: () => ok(ride),
    [`GET /rides/${RIDE_ID}/cancellation`]: () => ok({ fee: 0, currency: 'USD', reason: null }),
    'GET /safety/config': () => ok({ policeNumber: '911' }),
    [`POST /rides/${RIDE_ID}/sos`]: () => ok(anSosResult({ contactsNotified, shareUrl: TRACK_URL })),
    [`POST /rides/${RIDE_ID}/share-location`]: () => ok({ contactsNotified, shareUrl: TRACK_URL }),
    [`POST /rides/${RIDE_ID}/share`]: () => ok({ url: '/track/secret-token', token: 'secret-token' }),
  });
}

async function openSos(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^SOS/ }));
  return screen.findByRole('dialog', { name: 'Emergency help' });
}

// What the dialog does is tested with the shared component (@ridebook/ui/safety); here, the rider's wiring: which
// ride it alerts on, where contacts are added, and when the ride page shows the button.
describe('SOS during a ride', () => {
  it('confirms that the emergency contact was notified, and that the location was shared', async () => {
    const api = safetyApi();
    const { user } = renderApp(ridePath(RIDE_ID));
    const dialog = await openSos(user);

    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
    expect(within(dialog).getByText('2 contacts and RideBook’s safety team were alerted.')).toBeTruthy();
    expect(api.callsTo(`POST /rides/${RIDE_ID}/sos`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.locationShared)).toBeTruthy();
    expect(within(dialog).getByText('Sent to 2 emergency contacts.')).toBeTruthy();
    // Both confirmations are toasted too.
    expect(screen.getAllByText(SOS_MESSAGES.contactNotified)).toHaveLength(2);
    expect(screen.getAllByText(SOS_MESSAGES.locationShared)).toHaveLength(2);
  });

  it('says there are no emergency contacts before anything is pressed, with the way to add them', async () => {
    safetyApi(anAcceptedRide(), 0);
    const { user } = renderApp(ridePath(RIDE_ID));
    const dialog = await openSos(user);

    const notice = await within(dialog).findByRole('note');
    expect(within(notice).getByText(SOS_MESSAGES.noContactsYet)).toBeTruthy();
    const addContacts = within(notice).getByRole('link', { name: 'Add emergency contacts' });
    expect(addContacts.getAttribute('href')).toBe(`${paths.profile}#safety`);

    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.noContactsToNotify)).toBeTruthy();
    expect(within(dialog).queryByText(SOS_MESSAGES.contactNotified)).toBeNull();
    expect(within(dialog).getAllByRole('link', { name: 'Add emergency contacts' })).toHaveLength(1);

    await user.click(addContacts);
    expect(await screen.findByRole('region', { name: 'Safety' })).toBeTruthy();
  });

  it('shows no such notice to a rider who has emergency contacts', async () => {
    const api = safetyApi();
    const { user } = renderApp(ridePath(RIDE_ID));
    const dialog = await openSos(user);
    await vi.waitFor(() => expect(api.callsTo('GET /user/me/emergency-contacts')).toHaveLength(1));
    expect(within(dialog).queryByRole('note')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Add emergency contacts' })).toBeNull();
  });

  it('shows the SOS button only while a driver is on the ride', async () => {
    safetyApi(aRequestedRide());
    renderApp(ridePath(RIDE_ID));
    expect(await screen.findByRole('heading', { name: 'Your ride' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^SOS/ })).toBeNull();
  });

  it('shows no SOS button after the ride', async () => {
    const api = safetyApi(aCompletedRide());
    api.responders[`GET /rides/${RIDE_ID}/receipt`] = () => failure(409, { code: 'X', message: 'Not yet' });
    api.responders[`GET /rides/${RIDE_ID}/ratings`] = () =>
      ok({
        byRider: { rated: false, rating: null },
        byDriver: { rated: false, rating: null },
        canRate: true,
      });
    renderApp(ridePath(RIDE_ID));
    expect(await screen.findByRole('heading', { name: "You've arrived" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^SOS/ })).toBeNull();
  });
});

describe('Share trip', () => {
  it('makes a link to the public tracking page, copies it and shows it', async () => {
    const api = safetyApi();
    const { user } = renderApp(ridePath(RIDE_ID));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    await user.click(await screen.findByRole('button', { name: 'Share trip' }));

    expect(await screen.findByText(SHARE_TRIP_MESSAGES.copied)).toBeTruthy();
    const link = `${window.location.origin}/track/secret-token`;
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByLabelText<HTMLInputElement>(/^Trip link/).value).toBe(link);
    expect(api.callsTo(`POST /rides/${RIDE_ID}/share`)).toHaveLength(1);
  });

  it('hands the link to the phone’s share sheet when there is one', async () => {
    safetyApi();
    const share = vi.fn().mockResolvedValue(undefined);
    // On the real navigator: a stand-in built on it breaks the getters others read (MSW reads `navigator.product`).
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'share');
    });
    const { user } = renderApp(ridePath(RIDE_ID));

    await user.click(await screen.findByRole('button', { name: 'Share trip' }));
    expect(await screen.findByText(SHARE_TRIP_MESSAGES.shared)).toBeTruthy();
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/track/secret-token` }),
    );
  });
});
