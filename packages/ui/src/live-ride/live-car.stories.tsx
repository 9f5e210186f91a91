import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { RideMap } from '../map/ride-map.tsx';
import type { LatLng, MapMarker } from '../map/ride-map.tsx';
import { LiveCarCard } from './live-car-card.tsx';

const route: LatLng[] = [
  { lat: 51.5145, lng: -0.1419 },
  { lat: 51.5128, lng: -0.1357 },
  { lat: 51.5115, lng: -0.1281 },
  { lat: 51.5092, lng: -0.1233 },
  { lat: 51.5071, lng: -0.1173 },
];
const pins: MapMarker[] = [
  { id: 'pickup', kind: 'pickup', position: route[0]!, label: 'Pickup: Oxford Circus' },
  { id: 'dropoff', kind: 'dropoff', position: route[4]!, label: 'Destination: Waterloo Station' },
];

const meta = {
  title: 'Map/Live car',
  component: LiveCarCard,
  args: {
    headline: 'Arriving in 3 min',
    detail: 'Sam is heading to your pickup.',
    car: 'Blue Toyota Prius',
    plate: 'RB-2048',
    positionAt: null,
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="w-[26rem] max-w-full">{Story()}</div>],
} satisfies Meta<typeof LiveCarCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {
  name: 'ETA, car and plate',
  render: (args) => <LiveCarCard {...args} positionAt={new Date().toISOString()} />,
};

/** The driver's phone stopped sending: the card says how old the car's position is. */
export const StalePosition: Story = {
  name: 'Position is N s old',
  render: (args) => <LiveCarCard {...args} positionAt={new Date(Date.now() - 42_000).toISOString()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('position-age')).toHaveTextContent(
      /Position is 4\d s old/,
    );
  },
};

/** The car drives along the route, a fix a second: it glides between fixes and turns with the road. */
function MovingCarDemo() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((current) => Math.min(current + 1, route.length - 1)), 1_000);
    return () => clearInterval(timer);
  }, []);
  const markers: MapMarker[] = [
    ...pins,
    { id: 'driver', kind: 'driver', position: route[step]!, label: 'Driver: Sam Lee' },
  ];
  return (
    <div className="grid gap-3">
      <RideMap
        tileUrl="map-tile.svg?z={z}&x={x}&y={y}"
        attribution="Demo tiles"
        markers={markers}
        route={route}
        routeProgress="trip"
        className="h-96"
      />
      <LiveCarCard
        headline={`${Math.max(1, 4 - step)} min to your destination`}
        car="Blue Toyota Prius"
        plate="RB-2048"
        positionAt={new Date().toISOString()}
      />
    </div>
  );
}

export const CarOnTheMap: Story = {
  name: 'The car moving on the map',
  decorators: [(Story) => <div className="w-[48rem] max-w-full">{Story()}</div>],
  render: () => <MovingCarDemo />,
  play: async ({ canvasElement }) => {
    const car = await waitFor(() => {
      const element = canvasElement.querySelector('.ridebook-car');
      if (!element) throw new Error('no car yet');
      return element;
    });
    await expect(car).toBeVisible();
    await expect(canvasElement.querySelector('.ridebook-route')).not.toBeNull();
  },
};

/** The car coming to the pickup: a dashed line from the car to the pin, the trip's route beyond. */
export const Approach: Story = {
  name: 'The car coming to the pickup',
  decorators: [(Story) => <div className="w-[48rem] max-w-full">{Story()}</div>],
  render: () => (
    <RideMap
      tileUrl="map-tile.svg?z={z}&x={x}&y={y}"
      attribution="Demo tiles"
      markers={[
        ...pins,
        {
          id: 'driver',
          kind: 'driver',
          position: { lat: 51.5168, lng: -0.1478 },
          heading: 135,
          label: 'Driver',
        },
      ]}
      route={route}
      routeProgress="approach"
      className="h-96"
    />
  ),
};
