import { installFakeApi, ok } from '@ridebook/api-client/testing';
import type { Place } from '@ridebook/validation';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { DemandHeatmap } from './demand-heatmap.tsx';

const FERRY: Place = {
  id: 'ferry-building',
  name: 'Ferry Building',
  address: '1 Ferry Building, San Francisco',
  category: 'landmark',
  lat: 37.7955,
  lng: -122.3937,
};
/** What the API's reverse geocoding answers for a point with nothing known near it. */
const PINNED: Place = {
  id: 'point:37.76120,-122.44210',
  name: 'Pinned location',
  address: '37.76120, -122.44210',
  category: 'address',
  lat: 37.7612,
  lng: -122.4421,
};

describe('demand hot spots', () => {
  it('names a hot spot by the known place there, else by its coordinates, never "Pinned location"', async () => {
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/analytics/heatmap': ok({
        range: { from: '2026-03-01', to: '2026-03-30', timeZone: 'UTC', cityId: null },
        resolution: 8,
        rides: 12,
        isCapped: false,
        cells: [
          { cell: '882830829bfffff', count: 8, lat: PINNED.lat, lng: PINNED.lng },
          { cell: '8828308281fffff', count: 4, lat: FERRY.lat, lng: FERRY.lng },
        ],
      }),
      'GET /places/reverse': ({ params }) => ok(Number(params.lat) === PINNED.lat ? PINNED : FERRY),
    });
    renderPage(<DemandHeatmap range={{ from: '2026-03-01', to: '2026-03-30' }} />);

    const spots = await screen.findByRole('list', { name: 'Busiest pickup areas' });
    await within(spots).findByText('Ferry Building');
    const names = within(spots)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(names).toEqual(['37.7612, -122.4421', 'Ferry Building']);
    expect(within(spots).queryByText(/Pinned location/)).toBeNull();
  });
});
