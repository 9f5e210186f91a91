import { rideAt } from '@ridebook/api-client/fixtures';
import {
  activeRideQueryOptions,
  citiesQueryOptions,
  paymentMethodsQueryOptions,
  savedPlacesQueryOptions,
  serviceAreaQueryOptions,
  walletQueryOptions,
} from '@ridebook/api-client';
import type { FareQuote, Location } from '@ridebook/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { paths } from '../../config/paths.ts';
import {
  ferryBuildingZone,
  STORY_NOW,
  storyCards,
  storyCity,
  storyQuote,
  storyServiceArea,
  storySavedPlaces,
  storyWallet,
} from '../../test/story-data.ts';
import { BookingPanel, BookRidePage } from './book-ride-page.tsx';

/** What the booking page reads: no ride in progress, the city, the saved places, the cards and the wallet. */
const bookingQueries = [
  { key: activeRideQueryOptions().queryKey, data: null },
  { key: serviceAreaQueryOptions().queryKey, data: storyServiceArea },
  { key: citiesQueryOptions().queryKey, data: [storyCity] },
  { key: savedPlacesQueryOptions().queryKey, data: storySavedPlaces },
  { key: paymentMethodsQueryOptions().queryKey, data: storyCards },
  { key: walletQueryOptions({ currency: 'USD' }).queryKey, data: storyWallet },
];

const meta = {
  title: 'Rider/Booking',
  component: BookRidePage,
  parameters: {
    layout: 'fullscreen',
    route: paths.bookRide,
    now: STORY_NOW,
    queries: bookingQueries,
    docs: {
      description: {
        component:
          "The rider's booking page (/rider/book-ride), map first: where from and where to, the fare, the pickup point when the pickup's zone asks for one, how to pay, now or later, Book.",
      },
    },
  },
} satisfies Meta<typeof BookRidePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the search boxes, the saved places, the map to tap. */
export const BookingForm: Story = { name: 'Booking form' };

/** The same on a phone, in the bottom sheet over the map. */
export const BookingFormPhone: Story = { name: 'Booking form (phone)', tags: ['mobile'] };

/** Whether a ride is already on, asked first. */
export const Loading: Story = {
  // Not map first yet: padded as the app's pages are.
  parameters: { layout: 'padded', queries: [{ key: activeRideQueryOptions().queryKey, pending: true }] },
};

/** A ride already on: the way to it instead of a second booking. */
export const RideInProgress: Story = {
  name: 'Ride in progress',
  parameters: {
    layout: 'padded',
    queries: [...bookingQueries, { key: activeRideQueryOptions().queryKey, data: rideAt('accepted') }],
  },
};

const trip = rideAt('requested');
const chosen = (location: Location) => ({ text: location.address, location, pendingPin: null });

/** The booking panel with the demo trip chosen and `quote` as its fare (BookingPlanner keeps both in the app). */
function QuotedTrip({ quote }: { quote: FareQuote }) {
  return (
    <BookingPanel
      trip={{
        points: { pickup: chosen(trip.pickup), destination: chosen(trip.destination) },
        type: fn(),
        choose: fn(),
        pin: fn(async () => null),
        locate: fn(async () => {}),
        isLocating: false,
      }}
      fare={{ quote, msLeft: 5 * 60_000, isQuoting: false, error: null, requote: fn() }}
      refused={null}
      onBook={fn(async () => {})}
    />
  );
}

/** Both ends chosen: the route on the map, the fare and its range, payment, Book. */
export const FareQuoted: Story = {
  name: 'Fare quoted',
  render: () => <QuotedTrip quote={storyQuote()} />,
};

/** A pickup in a station's zone: the rider chooses where to meet the driver, the points on the map. */
export const ChoosingAPickupPoint: Story = {
  name: 'Choosing a pickup point',
  render: () => <QuotedTrip quote={storyQuote(ferryBuildingZone)} />,
};

/** The same on a phone. */
export const ChoosingAPickupPointPhone: Story = {
  ...ChoosingAPickupPoint,
  name: 'Choosing a pickup point (phone)',
  tags: ['mobile'],
};
