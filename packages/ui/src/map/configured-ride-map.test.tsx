import { createQueryClient } from '@ridebook/api-client';
import { installFakeApi, ok } from '@ridebook/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { ConfiguredRideMap } from './configured-ride-map.tsx';
import type { RideMapProps } from './ride-map.tsx';

// The map itself is Leaflet's (ride-map.test.tsx); here only what it is given.
vi.mock('./ride-map.tsx', () => ({
  RideMap: ({ styleUrl, isDarkStyle, tileUrl, attribution, basemap, 'aria-label': label }: RideMapProps) => (
    <div
      role="region"
      aria-label={label}
      data-style={String(styleUrl)}
      data-dark-style={String(isDarkStyle ?? false)}
      data-tiles={String(tileUrl)}
      data-attribution={attribution}
      data-places={basemap?.places.map((place) => place.name).join(', ') ?? ''}
    />
  ),
}));

const SETTINGS = {
  styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
  darkStyleUrl: null,
  tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
  attribution: 'Example tiles',
  areas: [],
  places: [{ name: 'Ferry Building', category: 'station', lat: 37.7955, lng: -122.3937 }],
};

function renderInApp(props: RideMapProps, theme?: 'light' | 'dark') {
  const map = <ConfiguredRideMap aria-label="Ride map" {...props} />;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {theme ? <ThemeProvider forcedTheme={theme}>{map}</ThemeProvider> : map}
    </QueryClientProvider>,
  );
}

describe('ConfiguredRideMap', () => {
  it("draws the operator's style, tiles and places, read from the API, after a loading skeleton", async () => {
    installFakeApi({ 'GET /map': ok(SETTINGS) });
    renderInApp({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    const map = await screen.findByRole('region', { name: 'Ride map' });
    expect(map).toHaveAttribute('data-style', SETTINGS.styleUrl);
    expect(map).toHaveAttribute('data-tiles', SETTINGS.tileUrl);
    expect(map).toHaveAttribute('data-attribution', 'Example tiles');
    expect(map).toHaveAttribute('data-places', 'Ferry Building');
  });

  it("draws the operator's dark style in the dark theme, as it is, and the light one in the light theme", async () => {
    const dark = 'https://tiles.openfreemap.org/styles/dark';
    installFakeApi({ 'GET /map': ok({ ...SETTINGS, darkStyleUrl: dark }) });
    const { unmount } = renderInApp({}, 'dark');
    const inTheDark = await screen.findByRole('region', { name: 'Ride map' });
    expect(inTheDark).toHaveAttribute('data-style', dark);
    expect(inTheDark).toHaveAttribute('data-dark-style', 'true');
    unmount();

    renderInApp({}, 'light');
    const inTheLight = await screen.findByRole('region', { name: 'Ride map' });
    expect(inTheLight).toHaveAttribute('data-style', SETTINGS.styleUrl);
    expect(inTheLight).toHaveAttribute('data-dark-style', 'false');
  });

  it('keeps the light style, inverted, in the dark theme when the operator has no dark one', async () => {
    installFakeApi({ 'GET /map': ok(SETTINGS) });
    renderInApp({}, 'dark');
    const map = await screen.findByRole('region', { name: 'Ride map' });
    expect(map).toHaveAttribute('data-style', SETTINGS.styleUrl);
    expect(map).toHaveAttribute('data-dark-style', 'false');
  });

  it("keeps what the caller gave over the operator's, and draws OpenStreetMap's tiles when the API does not answer", async () => {
    installFakeApi({});
    renderInApp({ styleUrl: null });
    const map = await screen.findByRole('region', { name: 'Ride map' });
    expect(map).toHaveAttribute('data-style', 'null');
    expect(map).toHaveAttribute('data-tiles', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(map).toHaveAttribute('data-places', '');
  });

  it("draws OpenStreetMap's tiles outside an app, without asking anything", () => {
    const api = installFakeApi({ 'GET /map': ok(SETTINGS) });
    render(<ConfiguredRideMap aria-label="Ride map" />);
    expect(screen.getByRole('region', { name: 'Ride map' })).toHaveAttribute(
      'data-tiles',
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
    expect(api.requests).toHaveLength(0);
  });
});
