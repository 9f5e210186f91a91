import { configureApiClient, createQueryClient } from '@ridebook/api-client';
import type { SosResult } from '@ridebook/validation';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SosButton } from './sos-button.tsx';
import { SOS_MESSAGES } from './sos-messages.ts';

const RIDE_ID = 'ride-1';

function anSosResult(contactsNotified: number): SosResult {
  return {
    alert: {
      id: 'alert-1',
      rideId: RIDE_ID,
      role: 'rider',
      status: 'open',
      position: { lat: 37.7955, lng: -122.3937 },
      message: null,
      actions: { positionSource: 'driver', shareLinkCreated: true, contacts: [], contactsNotified },
      createdAt: '2026-03-02T09:02:00.000Z',
      acknowledgedAt: null,
      resolvedAt: null,
      resolution: null,
    },
    alreadyRaised: false,
    contactsNotified,
    shareUrl: '/track/3f9c2a7e',
    policeNumber: '911',
  };
}

/** The API as the dialog sees it: the deployment's number, and an alert and a share that reach `contacts` people. */
function SafetyApi({ contacts, children }: { contacts: number; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const answers: Record<string, unknown> = {
      'GET /safety/config': { policeNumber: '911' },
      [`POST /rides/${RIDE_ID}/sos`]: anSosResult(contacts),
      [`POST /rides/${RIDE_ID}/share-location`]: { contactsNotified: contacts, shareUrl: '/track/3f9c2a7e' },
    };
    configureApiClient({}).defaults.adapter = async (config) => ({
      data: { data: answers[`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`] },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    return createQueryClient();
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `parameters.contacts`: how many emergency contacts the person has (2 unless a story says otherwise). */
const withSafetyApi: Decorator = (Story, context) => (
  <SafetyApi contacts={(context.parameters as { contacts?: number }).contacts ?? 2}>
    <Story />
  </SafetyApi>
);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^SOS/ }));
  const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Emergency help' });
  await within(dialog).findByRole('link', { name: 'Call police (911)' });
  return within(dialog);
}

const meta = {
  title: 'Safety/SosButton',
  component: SosButton,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The SOS button in the header of a ride under way (rider and driver apps), and its dialog: call the police at the deployment’s number, notify the emergency contacts (an alert to RideBook’s safety team), share the live location. Each action confirms beside its button and in a toast.',
      },
    },
  },
  args: { rideId: RIDE_ID },
  decorators: [withSafetyApi],
} satisfies Meta<typeof SosButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Rider: Story = {
  name: 'Rider: open',
  tags: ['!autodocs'],
  args: { emergencyContactsPath: '/rider/profile#safety', hasEmergencyContacts: true },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

export const Driver: Story = {
  name: 'Driver: open',
  tags: ['!autodocs'],
  args: {
    description: 'Use these if you or your rider are in danger. RideBook’s safety team sees every alert.',
    getPosition: () => ({ lat: 37.7955, lng: -122.3937 }),
  },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

export const Confirmed: Story = {
  name: 'After notifying and sharing',
  tags: ['!autodocs'],
  args: { emergencyContactsPath: '/rider/profile' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Notify emergency contact' }));
    // Visible once the dialog has faded in (a story shown right after another may get here first).
    await waitFor(() => expect(dialog.getByText(SOS_MESSAGES.contactNotified)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Share live location' }));
    await waitFor(() => expect(dialog.getByText(SOS_MESSAGES.locationShared)).toBeVisible());
  },
};

export const NobodyToTell: Story = {
  name: 'No emergency contacts',
  tags: ['!autodocs'],
  args: { emergencyContactsPath: '/rider/profile#safety', hasEmergencyContacts: false },
  parameters: { contacts: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // The notice is there from the start; visible once the dialog has faded in.
    await waitFor(() => expect(dialog.getByText(SOS_MESSAGES.noContactsYet)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Notify emergency contact' }));
    await waitFor(() => expect(dialog.getByText(SOS_MESSAGES.noContactsToNotify)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Share live location' }));
    await waitFor(() => expect(dialog.getByText(SOS_MESSAGES.noContactsToShare)).toBeVisible());
  },
};
