import { rideAt } from '@ridebook/api-client/fixtures';
import {
  ApiClientError,
  activeRideQueryOptions,
  emergencyContactsQueryOptions,
  receiptQueryOptions,
  rideQueryOptions,
  rideRatingsQueryOptions,
} from '@ridebook/api-client';
import type { Ride } from '@ridebook/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { paths, ridePath } from '../../config/paths.ts';
import { STORY_NOW, STORY_RIDE_ID, storyReceipt, storyRatingsNotRated } from '../../test/story-data.ts';
import { RidePage } from './ride-page.tsx';

/** What the ride page reads for `ride`: the ride itself, and what its panels ask for. */
function rideQueries(ride: Ride) {
  return [
    { key: rideQueryOptions(ride.id).queryKey, data: ride },
    { key: activeRideQueryOptions().queryKey, data: ride },
    { key: emergencyContactsQueryOptions().queryKey, data: [] },
    { key: receiptQueryOptions(ride.id).queryKey, data: storyReceipt },
    { key: rideRatingsQueryOptions(ride.id).queryKey, data: storyRatingsNotRated },
  ];
}

/** The driver's phone, on the Embarcadero three minutes from the pickup (the socket's `ride.driver_position`). */
const driverOnTheWay = {
  type: 'ride.driver_position',
  rideId: STORY_RIDE_ID,
  position: { driverId: 'driver-1', lat: 37.7897, lng: -122.3903, heading: 330, at: STORY_NOW },
  etaSeconds: 180,
};

const meta = {
  title: 'Rider/Ride',
  component: RidePage,
  render: () => (
    <Routes>
      <Route path={paths.ride} element={<RidePage />} />
    </Routes>
  ),
  parameters: {
    layout: 'fullscreen',
    route: ridePath(STORY_RIDE_ID),
    now: STORY_NOW,
    docs: {
      description: {
        component:
          "The rider's ride page (/rider/rides/:rideId), map first: from the search for a driver to the trip's summary, with the live car on the map while the driver comes and drives. Its data comes from the query cache and the realtime socket, as in the app.",
      },
    },
  },
} satisfies Meta<typeof RidePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Booked: the offer rounds to drivers nearby, with their countdown, and Cancel. */
export const SearchingForADriver: Story = {
  name: 'Searching for a driver',
  parameters: {
    queries: rideQueries(rideAt('requested')),
    realtime: [
      {
        type: 'ride.searching',
        rideId: STORY_RIDE_ID,
        batch: 2,
        maxBatches: 6,
        driversOffered: 3,
        nextRoundAt: '2026-03-02T09:02:40.000Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Round 2 of 6/);
  },
};

/** A driver took it: the live car on the map, its ETA, the car and plate to look for, Share and Cancel. */
export const DriverOnTheWay: Story = {
  name: 'Driver on the way',
  parameters: { queries: rideQueries(rideAt('accepted')), realtime: [driverOnTheWay] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Arriving in 3 min');
  },
};

/** The same on a phone: the map fills the screen, the ride in the bottom sheet over it. */
export const DriverOnTheWayPhone: Story = {
  ...DriverOnTheWay,
  name: 'Driver on the way (phone)',
  tags: ['mobile'],
};

/** In the car: the route behind the car fades, the time to the destination. */
export const InRide: Story = {
  name: 'In ride',
  parameters: {
    queries: rideQueries(rideAt('in_transit')),
    realtime: [
      {
        ...driverOnTheWay,
        position: { ...driverOnTheWay.position, lat: 37.7987, lng: -122.3978, heading: 300 },
        etaSeconds: 150,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/to your destination/);
  },
};

/** Completed: the outcome, the driver, the receipt, rating and tipping, the trip and its timeline. */
export const TripSummary: Story = {
  name: 'Trip summary',
  parameters: { queries: rideQueries(rideAt('completed')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Receipt' })).toBeVisible();
  },
};

/** The ride on its way from the API. */
export const Loading: Story = {
  // Not map first yet: padded as the app's pages are.
  parameters: {
    layout: 'padded',
    queries: [{ key: rideQueryOptions(STORY_RIDE_ID).queryKey, pending: true }],
  },
};

/** The API did not answer. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    layout: 'padded',
    queries: [
      {
        key: rideQueryOptions(STORY_RIDE_ID).queryKey,
        error: new ApiClientError('The network is down', { status: 0 }),
      },
    ],
  },
};
