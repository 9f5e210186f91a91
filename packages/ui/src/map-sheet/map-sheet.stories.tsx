import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveCarCard } from '../live-ride/live-car-card.tsx';
import { RideMap } from '../map/ride-map.tsx';
import type { LatLng, MapMarker } from '../map/ride-map.tsx';
import { Button } from '../primitives/button.tsx';
import { MapSheetLayout } from './map-sheet-layout.tsx';

// A made-up trip across central London; tiles from Storybook's static folder (no network).
const route: LatLng[] = [
  { lat: 51.5145, lng: -0.1419 },
  { lat: 51.5128, lng: -0.1357 },
  { lat: 51.5115, lng: -0.1281 },
  { lat: 51.5092, lng: -0.1233 },
  { lat: 51.5071, lng: -0.1173 },
];
const markers: MapMarker[] = [
  { id: 'pickup', kind: 'pickup', position: route[0]!, label: 'Pickup: Oxford Circus' },
  { id: 'dropoff', kind: 'dropoff', position: route[4]!, label: 'Destination: Waterloo Station' },
  {
    id: 'driver',
    kind: 'driver',
    position: { lat: 51.5168, lng: -0.1478 },
    heading: 135,
    label: 'Driver: Sam Lee',
  },
];

function LiveRideDemo() {
  return (
    <MapSheetLayout
      label="Your ride"
      className="h-dvh"
      defaultSnap="half"
      map={(insets) => (
        <RideMap
          tileUrl="map-tile.svg?z={z}&x={x}&y={y}"
          attribution="Demo tiles"
          markers={markers}
          route={route}
          routeProgress="approach"
          insets={insets}
          className="h-full rounded-none border-0"
        />
      )}
    >
      <div className="grid gap-4">
        <h2 className="sr-only">Sam is on the way</h2>
        <LiveCarCard
          headline="Arriving in 3 min"
          detail="Sam is heading to your pickup."
          car="Blue Toyota Prius"
          plate="RB-2048"
          positionAt={new Date().toISOString()}
        />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline">Share trip</Button>
          <Button variant="destructive">Cancel ride</Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Oxford Circus to Waterloo Station, 3.4 km. Cash, $12.40 to $15.10.
        </p>
      </div>
    </MapSheetLayout>
  );
}

const meta = {
  title: 'Map/MapSheetLayout',
  component: MapSheetLayout,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Map-first screens: below 768 px the map fills the screen and the content lives in a bottom sheet (peek, half, full; drag the handle, press it, or use the arrow keys, Home and End); from 768 px the same content is a side panel beside the map. The sheet is a labelled region, never a dialog: it traps no focus.',
      },
    },
  },
  render: () => <LiveRideDemo />,
} satisfies Meta<typeof MapSheetLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone: the sheet rests at half height over the map; its handle moves it with the keyboard. */
export const PhoneSheet: Story = {
  name: 'Phone: bottom sheet',
  tags: ['!autodocs', 'mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { label: 'Your ride', map: () => null, children: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sheet = canvas.getByRole('region', { name: 'Your ride' });
    const handle = canvas.getByRole('button', { name: /panel size: half/i });
    await expect(sheet).toHaveAttribute('data-snap', 'half');
    handle.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(sheet).toHaveAttribute('data-snap', 'full'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(sheet).toHaveAttribute('data-snap', 'peek'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(sheet).toHaveAttribute('data-snap', 'half'));
    await expect(canvas.getByRole('button', { name: 'Cancel ride' })).toBeVisible();
  },
};

/** A phone with the sheet at its peek: the ETA still shows, most of the map is free. */
export const PhonePeek: Story = {
  name: 'Phone: sheet at peek',
  tags: ['!autodocs', 'mobile'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { label: 'Your ride', map: () => null, children: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A press steps half -> full -> peek.
    await userEvent.click(canvas.getByRole('button', { name: /panel size: half/i }));
    await userEvent.click(canvas.getByRole('button', { name: /panel size: full/i }));
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Your ride' })).toHaveAttribute('data-snap', 'peek'),
    );
  },
};

/** A wide screen: the same content in a side panel beside the map. */
export const WideSidePanel: Story = {
  name: 'Wide: side panel',
  args: { label: 'Your ride', map: () => null, children: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /panel size/i })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Your ride' })).toBeVisible();
  },
};
