import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { MapPlace } from '@ridebook/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RideMap, type MapMarker } from './ride-map.tsx';
import type { PlainBasemap } from './plain-basemap.ts';

// jsdom has no WebGL and loads no images: MapLibre's layer and the raster tiles are replaced by fakes that load or
// fail as each test says; Leaflet, the choice of basemap, the plain basemap and the cars are the real ones. (The
// suite runs files without isolation: every test of RideMap itself lives here, under these mocks.)
const vectorLayer = vi.hoisted(() => ({ fails: false, added: [] as string[] }));
vi.mock('./vector-layer.ts', () => ({
  addVectorBasemap: (_map: unknown, styleUrl: string, { onFail }: { onFail: () => void }) => {
    vectorLayer.added.push(styleUrl);
    if (vectorLayer.fails) queueMicrotask(onFail);
    return () => {};
  },
}));
const tiles = vi.hoisted(() => ({ failing: new Set<string>(), asked: [] as (string | null | undefined)[] }));
vi.mock('./use-tile-layer.ts', () => ({
  useTileLayer: (_map: unknown, tileUrl: string | null | undefined) => {
    tiles.asked.push(tileUrl);
    return tileUrl ? tiles.failing.has(tileUrl) : false;
  },
}));

const STYLE_URL = 'https://tiles.example.com/styles/liberty.json';
const TILE_URL = 'https://tiles.example.com/{z}/{x}/{y}.png';

const place = (name: string, category: MapPlace['category'], lat: number, lng: number): MapPlace => ({
  name,
  category,
  lat,
  lng,
});
const basemap: PlainBasemap = {
  areas: [
    [
      [
        [-122.52, 37.7],
        [-122.35, 37.7],
        [-122.35, 37.82],
        [-122.52, 37.82],
        [-122.52, 37.7],
      ],
    ],
  ],
  places: [
    place('Ferry Building', 'station', 37.7955, -122.3937),
    place('Powell St Station (BART & Muni)', 'station', 37.7845, -122.408),
    place('Mission District', 'neighborhood', 37.7599, -122.4148),
  ],
};

function renderMap(props: Partial<Parameters<typeof RideMap>[0]> = {}) {
  return render(
    <RideMap
      aria-label="Ride map"
      center={{ lat: 37.7749, lng: -122.4194 }}
      zoom={13}
      basemap={basemap}
      {...props}
    />,
  );
}

const region = () => screen.getByRole('region', { name: 'Ride map' });

describe('RideMap basemap', () => {
  beforeEach(() => {
    vectorLayer.fails = false;
    vectorLayer.added = [];
    tiles.failing.clear();
    tiles.asked = [];
    // Leaflet measures its container; jsdom lays nothing out.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws the style with MapLibre when one is configured, and asks for no raster tiles', async () => {
    renderMap({ styleUrl: STYLE_URL, tileUrl: TILE_URL });
    await waitFor(() => expect(vectorLayer.added).toEqual([STYLE_URL]));
    expect(region()).toHaveAttribute('data-basemap', 'vector');
    expect(tiles.asked.every((url) => url === null)).toBe(true);
    expect(document.querySelector('.ridebook-place')).toBeNull();
  });

  it('never loads MapLibre without a style: the raster tiles', () => {
    renderMap({ tileUrl: TILE_URL });
    expect(region()).toHaveAttribute('data-basemap', 'raster');
    expect(tiles.asked).toContain(TILE_URL);
    expect(vectorLayer.added).toEqual([]);
  });

  it('falls back from a failing style to the raster tiles, then to the plain basemap', async () => {
    vectorLayer.fails = true;
    tiles.failing.add(TILE_URL);
    renderMap({ styleUrl: STYLE_URL, tileUrl: TILE_URL });
    await waitFor(() => expect(region()).toHaveAttribute('data-basemap', 'plain'));
    expect(vectorLayer.added).toEqual([STYLE_URL]);
    expect(tiles.asked).toContain(TILE_URL);
  });

  it('draws the plain basemap without tiles: the areas as land, the places by name, and a polite note', () => {
    renderMap({ tileUrl: null });
    expect(region()).toHaveAttribute('data-basemap', 'plain');
    expect(document.querySelectorAll('path.ridebook-land')).toHaveLength(1);
    const names = [...document.querySelectorAll('.ridebook-place')].map((label) => label.textContent);
    expect(names).toEqual(
      expect.arrayContaining(['Ferry Building', 'Powell St Station', 'Mission District']),
    );
    expect(region()).toHaveTextContent('Simplified map: street map unavailable');
  });

  it('marks a style drawn for the dark theme, so that it is not inverted; the tiles it fell back to are', async () => {
    const mapElement = () => region().querySelector('.ridebook-map');
    renderMap({ styleUrl: STYLE_URL, isDarkStyle: true, tileUrl: TILE_URL });
    await waitFor(() => expect(region()).toHaveAttribute('data-basemap', 'vector'));
    expect(mapElement()).toHaveClass('ridebook-map--dark-style');
    cleanup();

    vectorLayer.fails = true;
    renderMap({ styleUrl: STYLE_URL, isDarkStyle: true, tileUrl: TILE_URL });
    await waitFor(() => expect(region()).toHaveAttribute('data-basemap', 'raster'));
    expect(mapElement()).not.toHaveClass('ridebook-map--dark-style');
  });

  it('tries the style again when the operator configures another', async () => {
    vectorLayer.fails = true;
    const { rerender } = renderMap({ styleUrl: STYLE_URL, tileUrl: TILE_URL });
    await waitFor(() => expect(region()).toHaveAttribute('data-basemap', 'raster'));
    vectorLayer.fails = false;
    const other = 'https://other.example.com/style.json';
    rerender(<RideMap aria-label="Ride map" basemap={basemap} styleUrl={other} tileUrl={TILE_URL} />);
    await waitFor(() => expect(vectorLayer.added).toEqual([STYLE_URL, other]));
    expect(region()).toHaveAttribute('data-basemap', 'vector');
  });
});

const driver = (n: number, lat: number): MapMarker => ({
  id: `driver-${n}`,
  kind: 'driver',
  position: { lat, lng: -122.41 },
  label: `Driver ${n}, available`,
});
const pickup = (label: string): MapMarker => ({
  id: 'pickup',
  kind: 'pickup',
  position: { lat: 37.79, lng: -122.4 },
  label,
});

function renderCars(markers: MapMarker[]) {
  const liveMap = (shown: MapMarker[]) => (
    <RideMap
      aria-label="Live map"
      center={{ lat: 37.7749, lng: -122.4194 }}
      fitToBounds={false}
      markers={shown}
    />
  );
  const view = render(liveMap(markers));
  return { ...view, update: (next: MapMarker[]) => view.rerender(liveMap(next)) };
}

/** How wide each car Leaflet drew is. */
const carWidths = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('.ridebook-car')].map((car) => car.style.width);

/** The cars Leaflet drew, by their titles. */
const carTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.leaflet-marker-icon:has(.ridebook-car)')].map((car) =>
    car.getAttribute('title'),
  );

describe('RideMap cars', () => {
  it('draws every driver of the markers as a car, smaller than a ride’s one car, as an admin’s map needs', () => {
    const { container } = renderCars([
      pickup('Pickup: Ferry Building'),
      driver(1, 37.77),
      driver(2, 37.78),
      driver(3, 37.76),
    ]);
    expect(carTitles(container)).toEqual([
      'Driver 1, available',
      'Driver 2, available',
      'Driver 3, available',
    ]);
    expect(carWidths(container)).toEqual(['28px', '28px', '28px']);
  });

  it('keeps the cars when the pins are drawn again, and takes off a car no longer in the markers', () => {
    const { container, update } = renderCars([
      pickup('Pickup: Ferry Building'),
      driver(1, 37.77),
      driver(2, 37.78),
    ]);
    update([pickup('Pickup: Ferry Building, door 2'), driver(1, 37.771), driver(2, 37.781)]);
    expect(carTitles(container)).toEqual(['Driver 1, available', 'Driver 2, available']);
    expect(container.querySelector('.ridebook-pin--pickup')).not.toBeNull();

    // One driver left: the ride's car, full size.
    update([pickup('Pickup: Ferry Building, door 2'), driver(1, 37.772)]);
    expect(carTitles(container)).toEqual(['Driver 1, available']);
    expect(carWidths(container)).toEqual(['44px']);
  });
});
