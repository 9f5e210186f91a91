import {
  ApiClientError,
  activeRideQueryOptions,
  availabilityQueryOptions,
  rideQueryOptions,
} from '@ridebook/api-client';
import type { Ride } from '@ridebook/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '../../config/paths.ts';
import { STORY_NOW, STORY_RIDE_ID, storyAvailability, storyRide } from '../../test/story-data.ts';
import { withDriverLocation } from '../../test/story-location.tsx';
import { COMPLETED_RIDE_STORAGE_KEY } from './completed-ride-storage.ts';
import { RideManagementPage } from './ride-management-page.tsx';

/** What the screen reads while `ride` is on: the ride, and the driver online with it. */
function activeRideQueries(ride: Ride) {
  return [
    { key: activeRideQueryOptions().queryKey, data: ride },
    { key: availabilityQueryOptions().queryKey, data: storyAvailability(true, { activeRideId: ride.id }) },
  ];
}

const meta = {
  title: 'Driver/Current ride',
  component: RideManagementPage,
  decorators: [withDriverLocation({ online: true })],
  parameters: {
    route: paths.activeRide,
    now: STORY_NOW,
    docs: {
      description: {
        component:
          "The driver's current ride (/driver/active): the rider, the stops, the next step's button and the map, from the way to the pickup to the trip's summary.",
      },
    },
  },
} satisfies Meta<typeof RideManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted: on the way to the pickup; the next step is Arrived. */
export const OnTheWayToPickup: Story = {
  name: 'On the way to pickup',
  parameters: { queries: activeRideQueries(storyRide('accepted')) },
};

/** The same on a phone. */
export const OnTheWayToPickupPhone: Story = {
  ...OnTheWayToPickup,
  name: 'On the way to pickup (phone)',
  tags: ['mobile'],
};

/** The rider on board, driving to the destination; the next step is Completed. */
export const InRide: Story = {
  name: 'In ride',
  parameters: { queries: activeRideQueries(storyRide('in_transit')) },
};

/** Just completed, paid in cash: the fare and the confirmation that the rider paid. */
export const TripComplete: Story = {
  name: 'Trip complete',
  // Not on the docs page: the stored ride would show its summary in every story there.
  tags: ['!autodocs'],
  parameters: {
    localStorage: { [COMPLETED_RIDE_STORAGE_KEY]: STORY_RIDE_ID },
    queries: [
      { key: activeRideQueryOptions().queryKey, data: null },
      { key: availabilityQueryOptions().queryKey, data: storyAvailability(true) },
      {
        key: rideQueryOptions(STORY_RIDE_ID).queryKey,
        data: storyRide('completed', { paymentMethod: 'cash' }),
      },
    ],
  },
};

/** The ride on its way from the API. */
export const Loading: Story = {
  parameters: { queries: [{ key: activeRideQueryOptions().queryKey, pending: true }] },
};

/** The API did not answer. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    queries: [
      {
        key: activeRideQueryOptions().queryKey,
        error: new ApiClientError('The network is down', { status: 0 }),
      },
    ],
  },
};
