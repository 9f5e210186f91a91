import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { RideMap } from './ride-map.tsx';
import type { LatLng, MapMarker } from './ride-map.tsx';
import type { PlainBasemap } from './plain-basemap.ts';

// A made-up trip across central London. Stories never touch the network: tiles come from Storybook's static
// folder, or from an unreachable local address to show the offline state.
const route: LatLng[] = [
  { lat: 51.5145, lng: -0.1419 },
  { lat: 51.5128, lng: -0.1357 },
  { lat: 51.5115, lng: -0.1281 },
  { lat: 51.5092, lng: -0.1233 },
  { lat: 51.5071, lng: -0.1173 },
  { lat: 51.5055, lng: -0.1126 },
  { lat: 51.5033, lng: -0.1101 },
];

const markers: MapMarker[] = [
  { id: 'pickup', kind: 'pickup', position: route[0]!, label: 'Pickup: Oxford Circus' },
  { id: 'dropoff', kind: 'dropoff', position: route[route.length - 1]!, label: 'Drop-off: Waterloo Station' },
  { id: 'driver', kind: 'driver', position: route[2]!, heading: 120, label: 'Driver: Sam Lee, 3 min away' },
];

/** What the plain basemap writes on central London when no style or tile loads: the area served and some places. */
const londonBasemap: PlainBasemap = {
  areas: [
    [
      [
        [-0.2, 51.485],
        [-0.05, 51.485],
        [-0.05, 51.54],
        [-0.2, 51.54],
        [-0.2, 51.485],
      ],
    ],
  ],
  places: [
    { name: 'Soho', category: 'neighborhood', lat: 51.5136, lng: -0.1365 },
    { name: 'Covent Garden', category: 'neighborhood', lat: 51.5117, lng: -0.124 },
    { name: 'Mayfair', category: 'neighborhood', lat: 51.5095, lng: -0.1478 },
    { name: 'Waterloo Station', category: 'station', lat: 51.5031, lng: -0.1132 },
    { name: 'Charing Cross Station', category: 'station', lat: 51.508, lng: -0.1247 },
    { name: 'Oxford Circus Station', category: 'station', lat: 51.5152, lng: -0.1419 },
    { name: 'Trafalgar Square', category: 'landmark', lat: 51.508, lng: -0.1281 },
    { name: 'British Museum', category: 'landmark', lat: 51.5194, lng: -0.127 },
    { name: 'London Eye', category: 'landmark', lat: 51.5033, lng: -0.1196 },
    { name: 'St James’s Park', category: 'park', lat: 51.5025, lng: -0.1348 },
    { name: 'The Savoy', category: 'hotel', lat: 51.5104, lng: -0.1204 },
  ],
};

/** Storybook's own copy of a style (its static folder): a background layer and one GeoJSON source, no internet. */
const LOCAL_STYLE_URL = new URL('map-style.json', window.location.href).href;
/** Its dark twin, the colours of a night map (an operator's MAP_STYLE_URL_DARK). */
const LOCAL_DARK_STYLE_URL = new URL('map-style-dark.json', window.location.href).href;

const meta = {
  title: 'Map/RideMap',
  component: RideMap,
  args: { markers, route, className: 'h-96' },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Leaflet with a basemap from props: a MapLibre style (`styleUrl`, loaded on demand), else raster tiles (`tileUrl`), else a plain map of the areas served and the places' names (`basemap`), each handing over to the next when it cannot load. Import lazily from '@ridebook/ui/map'.",
      },
    },
  },
  decorators: [(Story) => <div className="w-[48rem] max-w-full">{Story()}</div>],
} satisfies Meta<typeof RideMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTiles: Story = {
  args: { tileUrl: 'map-tile.svg?z={z}&x={x}&y={y}', attribution: 'Demo tiles' },
};

export const VectorStyle: Story = {
  name: 'Vector map (a MapLibre style)',
  args: { styleUrl: LOCAL_STYLE_URL, tileUrl: 'map-tile.svg?z={z}&x={x}&y={y}', basemap: londonBasemap },
};

/**
 * A style drawn for the dark theme (the operator's MAP_STYLE_URL_DARK, chosen by ConfiguredRideMap in the dark
 * theme): shown as it is, where the dark theme inverts every other basemap's colours.
 */
export const DarkStyle: Story = {
  name: 'Vector map, a style drawn for the dark theme',
  args: { ...VectorStyle.args, styleUrl: LOCAL_DARK_STYLE_URL, isDarkStyle: true },
  play: async ({ canvasElement }) => {
    // The style's map is marked, and its tiles are drawn without the dark theme's inversion.
    const filterOfTiles = () => {
      const tiles = canvasElement.querySelector('.ridebook-map--dark-style .leaflet-tile-pane');
      return tiles ? getComputedStyle(tiles).filter : null;
    };
    await waitFor(() => expect(filterOfTiles()).toBe('none'));
  },
};

export const StyleUnavailable: Story = {
  name: 'Style unavailable: the raster tiles instead',
  // The refused style request is expected here (and reported by the browser), so the docs page leaves it out.
  tags: ['offline-tiles', '!autodocs'],
  args: {
    styleUrl: 'http://127.0.0.1:9/style.json',
    tileUrl: 'map-tile.svg?z={z}&x={x}&y={y}',
    attribution: 'Demo tiles',
    basemap: londonBasemap,
  },
};

export const TilesUnavailable: Story = {
  name: 'Offline: the plain basemap',
  // The refused tile requests are expected here (and reported by the browser), so the docs page leaves it out.
  tags: ['offline-tiles', '!autodocs'],
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', basemap: londonBasemap },
};

export const AreasServed: Story = {
  name: 'With the area served (a hole where nobody is picked up)',
  args: {
    tileUrl: 'map-tile.svg?z={z}&x={x}&y={y}',
    attribution: 'Demo tiles',
    areas: [
      [
        [
          [-0.16, 51.498],
          [-0.1, 51.498],
          [-0.1, 51.52],
          [-0.16, 51.52],
          [-0.16, 51.498],
        ],
        [
          [-0.135, 51.503],
          [-0.125, 51.503],
          [-0.125, 51.508],
          [-0.135, 51.508],
          [-0.135, 51.503],
        ],
      ],
    ],
  },
};

export const NoTileServer: Story = {
  name: 'No tile server configured: the plain basemap',
  args: { tileUrl: null, basemap: londonBasemap },
};

export const DriverOnly: Story = {
  args: {
    tileUrl: 'map-tile.svg?z={z}&x={x}&y={y}',
    attribution: 'Demo tiles',
    route: [],
    markers: [markers[2]!],
  },
};

/** A station's pickup points, as the rider's booking map draws them: the one chosen in the sheet stands out. */
export const ChosenPickupPoint: Story = {
  name: 'Pickup points, one chosen',
  args: {
    tileUrl: null,
    basemap: londonBasemap,
    route: [],
    markers: [
      {
        id: 'pickup',
        kind: 'pickup',
        position: { lat: 51.5034, lng: -0.1128 },
        label: 'Pickup: Waterloo Station',
      },
      {
        id: 'door-1',
        kind: 'default',
        position: { lat: 51.5039, lng: -0.1146 },
        label: 'Pickup point: Waterloo Road entrance',
      },
      {
        id: 'door-2',
        kind: 'default',
        position: { lat: 51.5024, lng: -0.1116 },
        label: 'Pickup point: Station Approach (chosen)',
        isSelected: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const isSelected = (label: string) =>
      canvasElement
        .querySelector(`[title="${label}"] .ridebook-pin`)
        ?.classList.contains('ridebook-pin--selected');
    await waitFor(() => expect(isSelected('Pickup point: Station Approach (chosen)')).toBe(true));
    await expect(isSelected('Pickup point: Waterloo Road entrance')).toBe(false);
  },
};

/** Click the map to place the pickup, then the drop-off; drag either pin to move it (a booking form's map). */
function PickPointsDemo() {
  const [points, setPoints] = useState<{ pickup?: LatLng; dropoff?: LatLng }>({ pickup: route[0]! });
  const pins: MapMarker[] = [];
  if (points.pickup)
    pins.push({ id: 'pickup', kind: 'pickup', position: points.pickup, label: 'Pickup', draggable: true });
  if (points.dropoff)
    pins.push({
      id: 'dropoff',
      kind: 'dropoff',
      position: points.dropoff,
      label: 'Drop-off',
      draggable: true,
    });
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {points.dropoff ? 'Drag a pin to move it.' : 'Click the map to set the drop-off.'}
      </p>
      <RideMap
        tileUrl="map-tile.svg?z={z}&x={x}&y={y}"
        attribution="Demo tiles"
        className="h-96"
        markers={pins}
        fitToBounds={false}
        center={route[3]}
        zoom={14}
        onMapClick={(point) => setPoints((current) => ({ ...current, dropoff: current.dropoff ?? point }))}
        onMarkerDragEnd={(id, position) => setPoints((current) => ({ ...current, [id]: position }))}
      />
    </div>
  );
}

export const PickPoints: Story = { name: 'Pick points on the map', render: () => <PickPointsDemo /> };
