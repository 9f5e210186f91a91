// @vitest-environment jsdom
import { ERROR_CODES, RIDE_MESSAGES } from '@ridebook/validation';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../errors.ts';
import { queryKeys } from '../query-keys.ts';
import { ok, fakeApiForEachTest } from '../test/fake-api.ts';
import { ferryBuilding, sanFrancisco } from '../test/ride-fixtures.ts';
import { renderHookWithClient } from '../test/query-support.tsx';
import { getMapSettings, mapSettingsQueryOptions, useMapSettings } from './get-map-settings.ts';
import { getServiceArea, serviceAreaQueryOptions, useServiceArea } from './get-service-area.ts';
import { reverseGeocode, reverseGeocodeQueryOptions, useReverseGeocode } from './reverse-geocode.ts';
import { placeSearchQueryOptions, searchPlaces, usePlaceSearch } from './search-places.ts';

const place = ferryBuilding;
const near = sanFrancisco.center;
const api = fakeApiForEachTest();

describe('searchPlaces', () => {
  it('gets /places/search with the text, point and limit, and returns the places', async () => {
    api.responders['GET /places/search'] = ok([place]);

    await expect(searchPlaces({ q: 'ferry', near, limit: 5 })).resolves.toEqual([place]);
    expect(api.lastParams('GET /places/search')).toEqual({
      q: 'ferry',
      lat: String(near.lat),
      lng: String(near.lng),
      limit: '5',
    });
  });

  it('leaves the point and limit out when not given', async () => {
    api.responders['GET /places/search'] = ok([]);

    await searchPlaces({ q: 'ferry' });

    expect(api.lastParams('GET /places/search')).toEqual({ q: 'ferry' });
  });

  it('rejects with an ApiClientError when the place service is down', async () => {
    const body = { message: RIDE_MESSAGES.placesUnavailable, code: ERROR_CODES.PLACES_UNAVAILABLE };
    api.responders['GET /places/search'] = { status: 503, body };

    const rejection = searchPlaces({ q: 'ferry' });
    await expect(rejection).rejects.toBeInstanceOf(ApiClientError);
    await expect(rejection).rejects.toMatchObject({
      status: 503,
      code: ERROR_CODES.PLACES_UNAVAILABLE,
      body,
    });
  });
});

describe('usePlaceSearch', () => {
  it('searches the trimmed text, keyed under PLACES', async () => {
    api.responders['GET /places/search'] = ok([place]);
    const { result, queryClient } = renderHookWithClient(() => usePlaceSearch({ q: '  ferry ', near }));

    await waitFor(() => expect(result.current.data).toEqual([place]));
    expect(api.lastParams('GET /places/search')).toMatchObject({ q: 'ferry' });
    expect(queryClient.getQueryData(queryKeys.places.search('ferry', near))).toEqual([place]);
    expect(placeSearchQueryOptions({ q: 'ferry' }).staleTime).toBeGreaterThan(0);
  });

  it('asks nothing for an empty text', async () => {
    const { result } = renderHookWithClient(() => usePlaceSearch({ q: '   ' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });
});

describe('reverseGeocode', () => {
  it('gets /places/reverse with the point and returns the place', async () => {
    api.responders['GET /places/reverse'] = ok(place);

    await expect(reverseGeocode(near)).resolves.toEqual(place);
    expect(api.lastParams('GET /places/reverse')).toEqual({ lat: String(near.lat), lng: String(near.lng) });
  });

  it('is keyed by the point and asks nothing without one', async () => {
    expect(reverseGeocodeQueryOptions(near).queryKey).toEqual(queryKeys.places.reverse(near));
    const { result } = renderHookWithClient(() => useReverseGeocode(null));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });
});

describe('getServiceArea', () => {
  it('gets /places/service-area and returns the area', async () => {
    api.responders['GET /places/service-area'] = ok(sanFrancisco);
    await expect(getServiceArea()).resolves.toEqual(sanFrancisco);
  });

  it('rejects with an ApiClientError when the answer breaks the contract', async () => {
    api.responders['GET /places/service-area'] = ok({ name: 'San Francisco' });
    await expect(getServiceArea()).rejects.toMatchObject({ status: 200 });
  });

  it('is cached for the whole visit', async () => {
    const options = serviceAreaQueryOptions();
    expect(options.queryKey).toEqual(queryKeys.places.serviceArea());
    expect(options.staleTime).toBe(Infinity);
    expect(options.gcTime).toBe(Infinity);

    api.responders['GET /places/service-area'] = ok(sanFrancisco);
    const { result } = renderHookWithClient(useServiceArea);
    await waitFor(() => expect(result.current.data).toEqual(sanFrancisco));
  });
});

describe('useMapSettings', () => {
  const settings = {
    styleUrl: 'https://tiles.openfreemap.org/styles/liberty',
    darkStyleUrl: 'https://tiles.openfreemap.org/styles/dark',
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: 'OpenStreetMap',
    areas: [
      [
        [
          [-122.5, 37.7],
          [-122.4, 37.7],
          [-122.4, 37.8],
          [-122.5, 37.7],
        ],
      ],
    ],
    places: [{ name: 'Ferry Building', category: 'station', lat: 37.7955, lng: -122.3937 }],
  };

  it('gets /map, once, not retried when it fails', async () => {
    api.responders['GET /map'] = ok(settings);
    expect(mapSettingsQueryOptions().retry).toBe(false);
    const { result } = renderHookWithClient(() => useMapSettings());
    await waitFor(() => expect(result.current.data).toEqual(settings));
    expect(api.callsTo('GET /map')).toHaveLength(1);
    expect(mapSettingsQueryOptions().queryKey).toEqual(queryKeys.places.map());
  });

  it('reads an answer without a dark style (an API from before it) as none', async () => {
    const { darkStyleUrl: _dark, ...withoutDark } = settings;
    api.responders['GET /map'] = ok(withoutDark);
    await expect(getMapSettings()).resolves.toMatchObject({ darkStyleUrl: null });
  });

  it('rejects an answer without the tiles', async () => {
    api.responders['GET /map'] = ok({ ...settings, tileUrl: undefined });
    await expect(getMapSettings()).rejects.toMatchObject({ status: 200 });
  });
});
