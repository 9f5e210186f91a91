import { describe, expect, it } from 'vitest';
import { testHttpServerForAllTests } from '../../test/test-http-server.ts';
import { createPhotonPlacesProvider } from './photon-places-provider.ts';
import { PlacesUnavailableError } from './places-provider.ts';

/** Features in Photon's documented GeoJSON format. */
const FERRY_BUILDING_FEATURE = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-122.3934602, 37.7955015] },
  properties: {
    osm_id: 24222973,
    osm_type: 'W',
    osm_key: 'amenity',
    osm_value: 'ferry_terminal',
    type: 'house',
    name: 'Ferry Building',
    housenumber: '1',
    street: 'The Embarcadero',
    postcode: '94111',
    city: 'San Francisco',
    county: 'San Francisco',
    state: 'California',
    country: 'United States',
    countrycode: 'US',
    extent: [-122.3945, 37.7962, -122.3925, 37.7948],
  },
};
const HOUSE_FEATURE = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-122.4350716, 37.7614289] },
  properties: {
    osm_id: 5003891234,
    osm_type: 'N',
    osm_key: 'place',
    osm_value: 'house',
    type: 'house',
    housenumber: '500',
    street: 'Castro Street',
    postcode: '94114',
    city: 'San Francisco',
    state: 'California',
    country: 'United States',
    countrycode: 'US',
  },
};
const BERLIN_FEATURE = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [13.3777, 52.5163] },
  properties: {
    osm_id: 518071791,
    osm_type: 'N',
    osm_key: 'tourism',
    osm_value: 'attraction',
    name: 'Brandenburger Tor',
    housenumber: '1',
    street: 'Pariser Platz',
    postcode: '10117',
    city: 'Berlin',
    country: 'Deutschland',
    countrycode: 'DE',
  },
};
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

describe('Photon places provider', () => {
  const server = testHttpServerForAllTests();

  it('searches with q, limit and the rider’s position, and maps features to places', async () => {
    server.answer(() => ({ body: collection(FERRY_BUILDING_FEATURE, HOUSE_FEATURE, BERLIN_FEATURE) }));
    const provider = createPhotonPlacesProvider({ baseUrl: `${server.baseUrl}/` });
    expect(provider.kind).toBe('photon');
    const places = await provider.search({
      query: '  ferry building ',
      near: { lat: 37.7749, lng: -122.4194 },
      limit: 5,
    });

    const request = server.received[0];
    expect(request?.url.pathname).toBe('/api/');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      q: 'ferry building',
      limit: '5',
      lat: '37.7749',
      lon: '-122.4194',
    });
    expect(places).toEqual([
      {
        id: 'osm:W24222973',
        name: 'Ferry Building',
        address: '1 The Embarcadero, San Francisco, CA 94111',
        category: 'station',
        lat: 37.7955015,
        lng: -122.3934602,
      },
      {
        id: 'osm:N5003891234',
        name: '500 Castro Street',
        address: '500 Castro Street, San Francisco, CA 94114',
        category: 'address',
        lat: 37.7614289,
        lng: -122.4350716,
      },
      {
        id: 'osm:N518071791',
        name: 'Brandenburger Tor',
        address: 'Pariser Platz 1, 10117 Berlin, Deutschland',
        category: 'landmark',
        lat: 52.5163,
        lng: 13.3777,
      },
    ]);
  });

  it('sends the default limit without a position, and skips a feature it cannot read', async () => {
    server.answer(() => ({
      body: collection({ type: 'Feature', properties: { name: 'No geometry' } }, HOUSE_FEATURE),
    }));
    const places = await createPhotonPlacesProvider({ baseUrl: server.baseUrl }).search({ query: 'castro' });
    expect(Object.fromEntries(server.received[0]?.url.searchParams ?? [])).toEqual({
      q: 'castro',
      limit: '8',
    });
    expect(places.map((place) => place.id)).toEqual(['osm:N5003891234']);
  });

  it('does not call the server for an empty query', async () => {
    expect(await createPhotonPlacesProvider({ baseUrl: server.baseUrl }).search({ query: '  ' })).toEqual([]);
    expect(server.received).toHaveLength(0);
  });

  it('reverse geocodes with lat and lon, and answers null where there is nothing', async () => {
    server.answer(() => ({ body: collection(FERRY_BUILDING_FEATURE) }));
    const provider = createPhotonPlacesProvider({ baseUrl: server.baseUrl });
    const place = await provider.reverse({ lat: 37.7955, lng: -122.3937 });
    expect(server.received[0]?.url.pathname).toBe('/reverse');
    expect(Object.fromEntries(server.received[0]?.url.searchParams ?? [])).toEqual({
      lat: '37.7955',
      lon: '-122.3937',
    });
    expect(place).toMatchObject({ id: 'osm:W24222973', name: 'Ferry Building' });

    server.answer(() => ({ body: collection() }));
    expect(await provider.reverse({ lat: 0, lng: -140 })).toBeNull();
  });

  it('reports HTTP errors with Photon’s message', async () => {
    server.answer(() => ({ status: 400, body: { message: "missing search term 'q': /?q=berlin" } }));
    await expect(
      createPhotonPlacesProvider({ baseUrl: server.baseUrl }).search({ query: 'x' }),
    ).rejects.toThrow(
      new PlacesUnavailableError("Photon answered HTTP 400: missing search term 'q': /?q=berlin"),
    );
    server.answer(() => ({ status: 502, text: 'Bad Gateway' }));
    await expect(
      createPhotonPlacesProvider({ baseUrl: server.baseUrl }).reverse({ lat: 1, lng: 1 }),
    ).rejects.toThrow(new PlacesUnavailableError('Photon answered HTTP 502'));
  });

  it('reports a body that is not JSON or not a FeatureCollection', async () => {
    const provider = createPhotonPlacesProvider({ baseUrl: server.baseUrl });
    server.answer(() => ({ text: '{"type": "FeatureCollection", "features": [' }));
    await expect(provider.search({ query: 'x' })).rejects.toThrow(
      new PlacesUnavailableError('Photon answered with a body that is not JSON'),
    );
    server.answer(() => ({ body: [FERRY_BUILDING_FEATURE] }));
    await expect(provider.search({ query: 'x' })).rejects.toThrow(
      new PlacesUnavailableError('Photon answered in an unexpected format'),
    );
  });

  it('gives up on a server that does not answer in time', async () => {
    server.answer(() => 'hang');
    const provider = createPhotonPlacesProvider({ baseUrl: server.baseUrl, timeoutMs: 50 });
    await expect(provider.search({ query: 'ferry' })).rejects.toThrow(
      new PlacesUnavailableError('Photon did not answer within 50 ms'),
    );
  });
});
