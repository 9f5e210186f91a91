import { createQueryClient } from '@ridebook/api-client';
import { anSosResult, failure, type FakeReply, installFakeApi } from '@ridebook/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { heldReply } from '../../test/account-support.tsx';
import { Toaster } from '../toast/toaster.tsx';
import { SosButton, type SosButtonProps } from './sos-button.tsx';
import { SOS_MESSAGES, telHref } from './sos-messages.ts';

const RIDE_ID = 'ride-1';
const SOS_URL = `POST /rides/${RIDE_ID}/sos`;
const SHARE_URL = `POST /rides/${RIDE_ID}/share-location`;

type Reply = FakeReply | (() => Promise<FakeReply>);

function answer({
  contactsNotified = 2,
  config = { status: 200, body: { data: { policeNumber: '+44 999' } } },
  sos = { status: 201, body: { data: anSosResult({ contactsNotified }) } },
  share = { status: 200, body: { data: { contactsNotified, shareUrl: '/track/token-1' } } },
}: { contactsNotified?: number; config?: Reply; sos?: Reply; share?: Reply } = {}) {
  return installFakeApi({ 'GET /safety/config': config, [SOS_URL]: sos, [SHARE_URL]: share });
}

async function openSos(props: Partial<SosButtonProps> = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <SosButton rideId={RIDE_ID} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: /^SOS/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Emergency help' }) };
}

describe('SosButton', () => {
  // Toasts live in a module-wide store: one test's confirmation must not answer the next test's question.
  afterEach(() => toast.remove());

  it('offers a call to the deployment’s emergency number, as a dialable link', async () => {
    answer();
    const { dialog } = await openSos();

    const call = await within(dialog).findByRole('link', { name: 'Call police (+44 999)' });
    expect(call.getAttribute('href')).toBe('tel:+44999');
    expect(telHref('911')).toBe('tel:911');
  });

  it('keeps the call button busy while the number loads, and says what to do when it cannot load', async () => {
    const config = heldReply({ status: 503 });
    answer({ config: config.responder });
    const { dialog } = await openSos();

    const pending = within(dialog).getByRole('button', { name: /Call police/ });
    expect(pending).toBeDisabled();
    config.release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SOS_MESSAGES.policeNumberFailed);
    expect(within(dialog).queryByRole('link', { name: /^Call police/ })).toBeNull();
  });

  it('notifies the contacts with the position the app gives, confirms it beside the button and in a toast', async () => {
    const api = answer();
    const { user, dialog } = await openSos({ getPosition: () => ({ lat: 37.8, lng: -122.41 }) });

    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
    expect(within(dialog).getByText('2 contacts and RideBook’s safety team were alerted.')).toBeTruthy();
    expect(screen.getAllByText(SOS_MESSAGES.contactNotified)).toHaveLength(2);
    expect(api.callsTo(SOS_URL).map((request) => request.body)).toEqual([
      { position: { lat: 37.8, lng: -122.41 } },
    ]);
  });

  it('sends no position when the app has none (the API then uses the ride’s)', async () => {
    const api = answer();
    const { user, dialog } = await openSos();

    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
    expect(api.requests.find((request) => request.url === `/rides/${RIDE_ID}/sos`)?.body).toEqual({});
  });

  it('shares the live location, confirms it and shows the link the contacts got', async () => {
    const api = answer({ contactsNotified: 1 });
    const { user, dialog } = await openSos();

    await user.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.locationShared)).toBeTruthy();
    expect(within(dialog).getByText('Sent to 1 emergency contact.')).toBeTruthy();
    expect(screen.getAllByText(SOS_MESSAGES.locationShared)).toHaveLength(2);
    const link = within(dialog).getByRole('link', { name: `${window.location.origin}/track/token-1` });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/track/token-1`);
    expect(api.requests.filter((request) => request.url === `/rides/${RIDE_ID}/share-location`)).toHaveLength(
      1,
    );
  });

  it('says so when there is nobody to tell, and offers where to add contacts when the app has such a page', async () => {
    answer({ contactsNotified: 0 });
    const { user, dialog } = await openSos({ emergencyContactsPath: '/rider/profile' });

    expect(within(dialog).queryByRole('link', { name: 'Add emergency contacts' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.noContactsToNotify)).toBeTruthy();
    expect(within(dialog).queryByText(SOS_MESSAGES.contactNotified)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.noContactsToShare)).toBeTruthy();
    expect(within(dialog).queryByText(SOS_MESSAGES.locationShared)).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Add emergency contacts' }).getAttribute('href')).toBe(
      '/rider/profile',
    );
  });

  it('says there are no contacts before any action, with the link, when the app knows and has a page for them', async () => {
    answer({ contactsNotified: 0 });
    const { user, dialog } = await openSos({
      emergencyContactsPath: '/rider/profile#safety',
      hasEmergencyContacts: false,
    });

    const notice = within(dialog).getByRole('note');
    expect(within(notice).getByText(SOS_MESSAGES.noContactsYet)).toBeTruthy();
    expect(within(notice).getByText(SOS_MESSAGES.noContactsYetDetail, { exact: false })).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Add emergency contacts' }).getAttribute('href')).toBe(
      '/rider/profile#safety',
    );
    // After a notify with nobody to tell, the notice's link is the only one.
    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.noContactsToNotify)).toBeTruthy();
    expect(within(dialog).getAllByRole('link', { name: 'Add emergency contacts' })).toHaveLength(1);
  });

  it('shows no notice when the person has contacts, or when it is not known', async () => {
    answer();
    const withContacts = await openSos({
      emergencyContactsPath: '/rider/profile',
      hasEmergencyContacts: true,
    });
    expect(within(withContacts.dialog).queryByRole('note')).toBeNull();
  });

  it('without a page for contacts (the driver’s app), offers no link and no notice, and confirms the safety team’s alert', async () => {
    answer({ contactsNotified: 0 });
    const { user, dialog } = await openSos({ hasEmergencyContacts: false });

    expect(within(dialog).queryByRole('note')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.safetyTeamAlerted)).toBeTruthy();
    expect(within(dialog).queryByText(SOS_MESSAGES.noContactsToNotify)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.linkToPassOn)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Add emergency contacts' })).toBeNull();
  });

  it('toasts the API’s reason for a refused alert, and a plain failure (pointing to the police) otherwise', async () => {
    answer({
      sos: failure(409, { code: 'RIDE_NOT_ACTIVE', message: 'This ride is over.' }),
      share: { status: 503, body: { code: 'INTERNAL', message: 'Database unreachable' } },
    });
    const { user, dialog } = await openSos();

    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await screen.findByText('This ride is over.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Share live location' }));
    expect(await screen.findByText(SOS_MESSAGES.shareFailed)).toBeTruthy();
    expect(screen.queryByText('Database unreachable')).toBeNull();
    expect(within(dialog).queryByText(SOS_MESSAGES.contactNotified)).toBeNull();
    expect(within(dialog).queryByText(SOS_MESSAGES.locationShared)).toBeNull();
  });

  it('keeps the confirmations when the dialog is closed and opened again', async () => {
    answer();
    const { user, dialog } = await openSos();

    await user.click(within(dialog).getByRole('button', { name: 'Notify emergency contact' }));
    expect(await within(dialog).findByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^SOS/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Emergency help' });
    expect(within(reopened).getByText(SOS_MESSAGES.contactNotified)).toBeTruthy();
  });
});
