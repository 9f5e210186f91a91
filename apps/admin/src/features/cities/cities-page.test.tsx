import { failure, installFakeApi, ok, type FakeRequest } from '@ridebook/api-client/testing';
import {
  CITY_MESSAGES,
  DEFAULT_DISPATCH_SETTINGS,
  ZONE_MESSAGES,
  DEFAULT_PRICING_SETTINGS,
  type AdminCity,
} from '@ridebook/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths.ts';
import { anAdmin } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import type { ServiceAreaMapProps } from './service-area-map.tsx';
import { CitiesPage } from './cities-page.tsx';
import { CityPage, NewCityPage } from './city-page.tsx';

// Leaflet and Geoman need a real layout engine: the map is replaced by a list of what it would draw (the journey
// draws on the real one in Chromium).
// Its buttons stand for the admin's hand: drawing a square around King's Cross, dragging a pin north.
vi.mock('./service-area-map.tsx', () => ({
  default: ({
    polygons,
    center,
    pins = [],
    onChange,
    onPinMove,
    'aria-label': label = 'Service area map',
  }: ServiceAreaMapProps) => (
    <div role="region" aria-label={label}>
      {polygons.length} polygons on the map, centre {center ? `${center.lat},${center.lng}` : 'unset'}
      {pins.length > 0 && `, pins: ${pins.map((pin) => pin.label).join(', ')}`}
      <button
        type="button"
        onClick={() =>
          onChange([
            [
              [
                [-0.128, 51.5285],
                [-0.1205, 51.5285],
                [-0.1205, 51.5345],
                [-0.128, 51.5345],
                [-0.128, 51.5285],
              ],
            ],
          ])
        }
      >
        Draw on {label}
      </button>
      {pins.map((pin) => (
        <button
          key={pin.id}
          type="button"
          onClick={() => onPinMove?.(pin.id, { lat: pin.point.lat + 0.001, lng: pin.point.lng })}
        >
          Drag {pin.label}
        </button>
      ))}
    </div>
  ),
}));

const square = (west: number, south: number, east: number, north: number): [number, number][] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

const SF_AREA = [[square(-122.52, 37.7, -122.35, 37.83)]];
const sanFrancisco: AdminCity = {
  id: '5f000000-0000-4000-8000-000000000001',
  slug: 'san-francisco',
  name: 'San Francisco',
  timeZone: 'America/Los_Angeles',
  currency: 'USD',
  locale: 'en-US',
  distanceUnit: 'mi',
  center: { lat: 37.7749, lng: -122.4194 },
  serviceArea: { type: 'MultiPolygon', coordinates: SF_AREA },
  bounds: { south: 37.7, west: -122.52, north: 37.83, east: -122.35 },
  destinationMayLeaveArea: false,
  zones: [],
  weeklyPayoutWeekday: null,
  driverCount: 12,
  rideCount: 340,
  updatedAt: '2026-11-27T09:00:00.000Z',
};

/** Greater London as a file from geojson.io: a FeatureCollection of one polygon with a hole (a park not served). */
const LONDON_OUTLINE = square(-0.3, 51.4, 0.1, 51.6);
const LONDON_HOLE = square(-0.2, 51.45, -0.15, 51.5);
const londonFile = () =>
  new File(
    [
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'London' },
            geometry: { type: 'Polygon', coordinates: [LONDON_OUTLINE, LONDON_HOLE] },
          },
        ],
      }),
    ],
    'london.geojson',
    { type: 'application/geo+json' },
  );

const london: AdminCity = {
  ...sanFrancisco,
  id: '5f000000-0000-4000-8000-000000000002',
  slug: 'london',
  name: 'London',
  timeZone: 'Europe/London',
  currency: 'GBP',
  locale: 'en-GB',
  distanceUnit: 'mi',
  center: { lat: 51.5, lng: -0.1 },
  serviceArea: { type: 'MultiPolygon', coordinates: [[LONDON_OUTLINE, LONDON_HOLE]] },
  bounds: { south: 51.4, west: -0.3, north: 51.6, east: 0.1 },
  driverCount: 0,
  rideCount: 0,
};

const PAGE_PATH = `${paths.cities}/${london.id}`;

async function fillNewCity(user: ReturnType<typeof renderPage>['user']) {
  const form = await screen.findByRole('form', { name: 'City' });
  await user.type(within(form).getByLabelText(/^Name/), 'London');
  await user.selectOptions(within(form).getByLabelText(/^Time zone/), 'Europe/London');
  await user.selectOptions(within(form).getByLabelText(/^Currency/), 'GBP');
  await user.type(within(form).getByLabelText(/^Locale/), 'en-GB');
  await user.selectOptions(within(form).getByLabelText(/^Distance unit/), 'mi');
  await user.upload(within(form).getByLabelText('GeoJSON file'), londonFile());
  return form;
}

describe('the cities page', () => {
  it('lists every city with its time zone, money, unit, area and drivers, and links to each', async () => {
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco, london]),
    });
    renderPage(<CitiesPage />, { path: paths.cities });

    const table = await screen.findByRole('table', { name: 'Cities' });
    await within(table).findByRole('link', { name: 'London' });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/San Francisco.*America\/Los_Angeles.*USD.*Miles.*1 area.*12.*340/),
      expect.stringMatching(/London.*Europe\/London.*GBP.*Miles.*1 area, 1 hole.*0.*0/),
    ]);
    expect(within(table).getByRole('link', { name: 'London' }).getAttribute('href')).toBe(PAGE_PATH);
    expect(screen.getByRole('link', { name: 'Add a city' }).getAttribute('href')).toBe(paths.newCity);
  });

  it('creates a city from an imported GeoJSON file, its hole kept, and opens its page', async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco]),
      'POST /admin/cities': { status: 201, body: { data: london } },
    });
    const { user, router } = renderPage(<NewCityPage />, { path: paths.newCity });
    const form = await fillNewCity(user);

    expect(await within(form).findByText('1 area, 1 hole')).toBeTruthy();
    // The short name follows the name, and the centre is the middle of the imported area.
    expect(within(form).getByLabelText<HTMLInputElement>(/^Short name/).value).toBe('london');
    expect(within(form).getByLabelText<HTMLInputElement>(/^Latitude/).value).toBe('51.5');
    expect(within(form).getByLabelText<HTMLInputElement>(/^Longitude/).value).toBe('-0.1');
    // Its drivers are paid on Tuesdays (the service's day otherwise).
    await user.selectOptions(within(form).getByLabelText(/^Weekly payout day/), 'Tuesday');
    await user.click(within(form).getByRole('button', { name: 'Add city' }));

    expect(await screen.findByText('London added. Set its prices below.')).toBeTruthy();
    expect(api.callsTo('POST /admin/cities')[0]?.body).toEqual({
      slug: 'london',
      name: 'London',
      timeZone: 'Europe/London',
      currency: 'GBP',
      locale: 'en-GB',
      distanceUnit: 'mi',
      center: { lat: 51.5, lng: -0.1 },
      serviceArea: { type: 'MultiPolygon', coordinates: [[LONDON_OUTLINE, LONDON_HOLE]] },
      destinationMayLeaveArea: false,
      weeklyPayoutWeekday: 2,
      zones: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE_PATH));
  });

  it("refuses a file that is not a valid area in the schema's words, and shows the API's 400 on its field", async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco]),
      'POST /admin/cities': failure(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please check the city',
        errors: [{ path: 'timeZone', message: CITY_MESSAGES.timeZoneInvalid }],
      }),
    });
    const { user } = renderPage(<NewCityPage />, { path: paths.newCity });
    const form = await screen.findByRole('form', { name: 'City' });

    // A bow tie: its outline crosses itself.
    const bowTie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    await user.upload(
      within(form).getByLabelText('GeoJSON file'),
      new File([JSON.stringify(bowTie)], 'bow-tie.geojson'),
    );
    expect(await within(form).findByText('The outline crosses itself')).toBeTruthy();
    await user.upload(within(form).getByLabelText('GeoJSON file'), new File(['not json'], 'notes.json'));
    expect(
      await within(form).findByText('This file is not GeoJSON: please choose a .geojson or .json file'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Add city' }));
    expect(await within(form).findByText(CITY_MESSAGES.areaRequired)).toBeTruthy();
    expect(within(form).getByText(CITY_MESSAGES.nameInvalid)).toBeTruthy();
    expect(api.callsTo('POST /admin/cities')).toHaveLength(0);

    await fillNewCity(user);
    await user.click(within(form).getByRole('button', { name: 'Add city' }));
    const timeZone = within(form).getByLabelText(/^Time zone/);
    await waitFor(() => expect(timeZone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(CITY_MESSAGES.timeZoneInvalid)).toBeTruthy();
    expect(api.callsTo('POST /admin/cities')).toHaveLength(1);
  });

  it("edits a city and its prices with the city's id", async () => {
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco, london]),
      [`PUT /admin/cities/${london.id}`]: ({ body }: FakeRequest) =>
        ok({ ...london, ...(body as object), serviceArea: london.serviceArea }),
      'GET /admin/settings/pricing': ok({ ...DEFAULT_PRICING_SETTINGS, currency: 'GBP' }),
      'GET /admin/settings/dispatch': ok(DEFAULT_DISPATCH_SETTINGS),
      'PUT /admin/settings/pricing': ({ body }: FakeRequest) => ok(body),
    });
    const { user } = renderPage(<CityPage />, { path: PAGE_PATH, route: paths.city });

    const form = await screen.findByRole('form', { name: 'City' });
    expect(screen.getByRole('heading', { name: 'London' })).toBeTruthy();
    const name = within(form).getByLabelText<HTMLInputElement>(/^Name/);
    expect(name.value).toBe('London');
    await user.clear(name);
    await user.type(name, 'Greater London');
    await user.click(within(form).getByRole('checkbox', { name: /Destination may leave the area/ }));
    await user.click(within(form).getByRole('button', { name: 'Save city' }));
    expect(await screen.findByText('Greater London saved. New quotes use it now.')).toBeTruthy();
    expect(api.callsTo(`PUT /admin/cities/${london.id}`)[0]?.body).toMatchObject({
      name: 'Greater London',
      slug: 'london',
      destinationMayLeaveArea: true,
      serviceArea: { type: 'MultiPolygon', coordinates: [[LONDON_OUTLINE, LONDON_HOLE]] },
    });

    const pricing = await screen.findByRole('form', { name: 'Pricing' });
    expect(api.lastParams('GET /admin/settings/pricing')).toEqual({ cityId: london.id });
    expect(api.lastParams('GET /admin/settings/dispatch')).toEqual({ cityId: london.id });
    const perKm = within(pricing).getByLabelText<HTMLInputElement>(/^Price per km/);
    await user.clear(perKm);
    await user.type(perKm, '2.10');
    expect(within(pricing).getByText('In GBP: £2.10')).toBeTruthy();
    await user.click(within(pricing).getByRole('button', { name: 'Save pricing' }));
    expect(await screen.findByText('Pricing saved. New quotes use it now.')).toBeTruthy();
    const saved = api.callsTo('PUT /admin/settings/pricing')[0];
    expect(saved?.params).toEqual({ cityId: london.id });
    expect(saved?.body).toMatchObject({ currency: 'GBP', perKm: 210 });
  });

  it("deletes a city only after a confirmation, and shows the API's refusal in the dialog", async () => {
    let answer = failure(409, { code: 'CITY_IN_USE', message: CITY_MESSAGES.cityInUse });
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco, london]),
      'GET /admin/settings/pricing': ok({ ...DEFAULT_PRICING_SETTINGS, currency: 'GBP' }),
      'GET /admin/settings/dispatch': ok(DEFAULT_DISPATCH_SETTINGS),
      [`DELETE /admin/cities/${london.id}`]: () => answer,
    });
    const { user, router } = renderPage(<CityPage />, { path: PAGE_PATH, route: paths.city });

    await user.click(await screen.findByRole('button', { name: 'Delete city' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete London?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the city' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`DELETE /admin/cities/${london.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete city' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete London?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CITY_MESSAGES.cityInUse);
    expect(router.state.location.pathname).toBe(PAGE_PATH);

    answer = { status: 204 };
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('London deleted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.cities));
    expect(api.callsTo(`DELETE /admin/cities/${london.id}`)).toHaveLength(2);
  });

  it("lists a city's zones, adds a station drawn on the map with named pickup points, deletes one, saved with the city", async () => {
    const oxfordStreet = {
      id: '6a000000-0000-4000-8000-000000000001',
      kind: 'no_pickup' as const,
      name: 'Oxford Street',
      area: { type: 'MultiPolygon' as const, coordinates: [[square(-0.155, 51.514, -0.13, 51.516)]] },
      pickupPoints: [],
    };
    const api = installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco, { ...london, zones: [oxfordStreet] }]),
      // The API gives the new zone and its points their ids: not needed here.
      [`PUT /admin/cities/${london.id}`]: ok(london),
      'GET /admin/settings/pricing': ok({ ...DEFAULT_PRICING_SETTINGS, currency: 'GBP' }),
      'GET /admin/settings/dispatch': ok(DEFAULT_DISPATCH_SETTINGS),
    });
    const { user } = renderPage(<CityPage />, { path: PAGE_PATH, route: paths.city });
    const form = await screen.findByRole('form', { name: 'City' });
    const zones = within(form).getByRole('list', { name: 'Zones' });
    expect(
      within(zones)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Oxford StreetNo pickups')]);

    await user.click(within(form).getByRole('button', { name: 'Add a zone' }));
    const added = within(zones).getAllByRole('listitem')[1]!;
    expect(within(added).getByLabelText<HTMLSelectElement>(/^Kind/).value).toBe('station');
    await user.type(within(added).getByLabelText(/^Zone name/), "King's Cross St Pancras");
    await user.click(
      within(added).getByRole('button', { name: "Draw on Map of the zone King's Cross St Pancras" }),
    );
    // A station without pickup points is refused on its field, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Save city' }));
    expect(await within(added).findByText(ZONE_MESSAGES.pickupPointsRequired)).toBeTruthy();
    expect(api.callsTo(`PUT /admin/cities/${london.id}`)).toHaveLength(0);

    // Two pickup points: each starts in the middle of the zone, one is dragged north, the other typed.
    await user.click(within(added).getByRole('button', { name: 'Add a pickup point' }));
    await user.type(within(added).getByLabelText(/^Point 1 name/), 'Pancras Road');
    await user.click(within(added).getByRole('button', { name: 'Add a pickup point' }));
    await user.type(within(added).getByLabelText(/^Point 2 name/), 'Euston Road');
    expect(within(added).getByRole('region').textContent).toContain('pins: Pancras Road, Euston Road');
    await user.click(within(added).getByRole('button', { name: 'Drag Pancras Road' }));
    const latitudes = within(added).getAllByLabelText<HTMLInputElement>(/^Latitude/);
    await user.clear(latitudes[1]!);
    await user.type(latitudes[1]!, '51.5302');

    await user.click(within(zones).getByRole('button', { name: 'Delete Oxford Street' }));
    await user.click(within(form).getByRole('button', { name: 'Save city' }));
    expect(await screen.findByText('London saved. New quotes use it now.')).toBeTruthy();
    expect(api.callsTo(`PUT /admin/cities/${london.id}`)[0]?.body).toMatchObject({
      zones: [
        {
          kind: 'station',
          name: "King's Cross St Pancras",
          area: { type: 'MultiPolygon', coordinates: [[square(-0.128, 51.5285, -0.1205, 51.5345)]] },
          pickupPoints: [
            { name: 'Pancras Road', lat: 51.5325, lng: -0.12425 },
            { name: 'Euston Road', lat: 51.5302, lng: -0.12425 },
          ],
        },
      ],
    });
  });

  it("shows the API's refusal of an area overlapping another city on the area", async () => {
    const overlap = CITY_MESSAGES.areaOverlaps('San Francisco');
    installFakeApi({
      'GET /user/me': ok(anAdmin),
      'GET /admin/cities': ok([sanFrancisco]),
      'POST /admin/cities': failure(409, {
        code: 'CITY_AREA_OVERLAPS',
        message: overlap,
        errors: [{ path: 'serviceArea', message: overlap }],
      }),
    });
    const { user } = renderPage(<NewCityPage />, { path: paths.newCity });
    const form = await fillNewCity(user);
    await user.click(within(form).getByRole('button', { name: 'Add city' }));
    expect(await within(form).findByText(overlap)).toBeTruthy();
  });
});
