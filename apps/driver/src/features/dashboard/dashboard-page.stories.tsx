import {
  activeRideQueryOptions,
  availabilityQueryOptions,
  driverSummaryQueryOptions,
  offersQueryOptions,
  serviceAreaQueryOptions,
} from '@ridebook/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { paths } from '../../config/paths.ts';
import {
  STORY_NOW,
  storyAvailability,
  storyOffer,
  storyServiceArea,
  storySummary,
} from '../../test/story-data.ts';
import { withDriverLocation } from '../../test/story-location.tsx';
import { OfferDialog } from '../offers/index.ts';
import { DashboardPage } from './dashboard-page.tsx';

/** What the dashboard reads: the driver's availability, no ride in progress, `offers`, today's figures, the city. */
function dashboardQueries(online: boolean, offers = [] as (typeof storyOffer)[]) {
  return [
    { key: availabilityQueryOptions().queryKey, data: storyAvailability(online) },
    { key: activeRideQueryOptions().queryKey, data: null },
    { key: offersQueryOptions().queryKey, data: offers },
    { key: driverSummaryQueryOptions().queryKey, data: storySummary },
    { key: serviceAreaQueryOptions().queryKey, data: storyServiceArea },
  ];
}

const meta = {
  title: 'Driver/Dashboard',
  component: DashboardPage,
  // The offer opens over any page of the signed-in area, as in the app.
  render: () => (
    <>
      <DashboardPage />
      <OfferDialog />
    </>
  ),
  parameters: {
    layout: 'fullscreen',
    route: paths.dashboard,
    now: STORY_NOW,
    docs: {
      description: {
        component:
          "The driver's dashboard (/driver/dashboard), map first: the online switch, ride requests and today's figures over the map around the driver; an incoming offer opens over it with its countdown (a bottom sheet on phones).",
      },
    },
  },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: the switch, ride requests paused, today's figures; the map shows the city. */
export const Offline: Story = {
  decorators: [withDriverLocation({ online: false })],
  parameters: { queries: dashboardQueries(false) },
};

/** Loading: every card a skeleton while the driver's standing, ride and figures load. */
export const Loading: Story = {
  decorators: [withDriverLocation({ online: false })],
  parameters: {
    queries: dashboardQueries(false).map(({ key }) => ({ key, pending: true as const })),
  },
};

/** Online, waiting: listening for ride requests, the driver's car on the map. */
export const OnlineWaiting: Story = {
  name: 'Online, waiting',
  decorators: [withDriverLocation({ online: true })],
  parameters: { queries: dashboardQueries(true) },
};

/** The same on a phone: the map fills the screen, the panel in the bottom sheet. */
export const OnlineWaitingPhone: Story = {
  ...OnlineWaiting,
  name: 'Online, waiting (phone)',
  tags: ['mobile'],
};

/** An offer: the dialog with the rider, the fare, the distances, the countdown, Accept and Decline. */
export const IncomingOffer: Story = {
  name: 'Incoming offer',
  tags: ['axe-modal'],
  decorators: [withDriverLocation({ online: true })],
  parameters: { queries: dashboardQueries(true, [storyOffer]) },
  play: async () => {
    // The dialog renders in a portal, outside the story's canvas.
    await screen.findByRole('progressbar', { name: 'Time left to respond' });
  },
};

/** On a phone the offer is a full-width sheet from the bottom edge, within reach of a thumb. */
export const IncomingOfferPhone: Story = {
  ...IncomingOffer,
  name: 'Incoming offer (phone sheet)',
  tags: ['axe-modal', 'mobile'],
};
